import { Container } from '../../../components/layout/container';
import { FEATURES } from './landing-data';
import { SectionHeading } from './section-heading';

export function Features() {
  return (
    <section id="features" aria-labelledby="features-heading" className="scroll-mt-16 py-16 sm:py-24">
      <Container>
        <SectionHeading id="features-heading" eyebrow="Features" title="Everything your campaigns need">
          One workspace for planning, content, targeting and measurement, with AI that shows its work.
        </SectionHeading>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text, highlight }) => (
            <li
              key={title}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-400">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
              {highlight ? (
                <p className="mt-4 text-sm font-medium text-indigo-700 tabular-nums dark:text-indigo-300">
                  {highlight}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
