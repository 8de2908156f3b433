import { Container } from '../../../components/layout/container';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export function ClosingCallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="py-16 sm:py-24">
      <Container>
        <div className="relative overflow-hidden rounded-2xl bg-indigo-700 px-6 py-14 text-center text-white sm:px-12">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(circle_at_20%_0%,rgb(255_255_255/0.16),transparent_55%)]"
          />
          <div className="relative">
            <h2 id="cta-heading" className="text-3xl font-semibold tracking-tight text-balance">
              Ready to launch your next campaign with AI?
            </h2>
            <p className="mt-4 text-indigo-100">14-day free trial, no setup fees, cancel anytime</p>
            <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <a
                href="/auth?mode=register"
                className={cn(buttonClasses('inverse', 'lg'), 'w-full sm:w-auto')}
              >
                Create your free account
              </a>
              <a
                href="#contact"
                className={cn(
                  buttonClasses('ghost', 'lg'),
                  'w-full text-white hover:bg-white/10 hover:text-white sm:w-auto dark:text-white dark:hover:bg-white/10',
                )}
              >
                Talk to sales
              </a>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
