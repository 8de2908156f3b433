import { Link } from 'react-router';
import { BackLink } from '../../../components/layout/back-link';
import { Container } from '../../../components/layout/container';
import { PublicLayout } from '../../../components/layout/public-layout';
import { buttonClasses } from '../../../components/ui/button';

export function DemoPage() {
  return (
    <PublicLayout>
      <Container className="py-12 sm:py-16">
        <BackLink to="/">Back to Home</BackLink>
        <h1 className="mt-6 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          Northstar Demo
        </h1>
        <p className="mt-3 max-w-2xl text-base text-slate-600 dark:text-slate-400">
          A guided tour of sample campaigns, analytics and AI insights, with no account needed.
        </p>
        <div className="mt-8">
          <Link to="/auth?mode=register" className={buttonClasses('primary', 'lg')}>
            Start Free Trial
          </Link>
        </div>
      </Container>
    </PublicLayout>
  );
}
