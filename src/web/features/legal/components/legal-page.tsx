import type { ReactNode } from 'react';
import { BackLink } from '../../../components/layout/back-link';
import { Container } from '../../../components/layout/container';
import { PublicLayout } from '../../../components/layout/public-layout';

export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <PublicLayout>
      <Container className="max-w-3xl py-12 sm:py-16">
        <BackLink to="/">Back to Home</BackLink>
        <h1 className="mt-6 text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">Last updated {updated}</p>
        <div className="mt-8 space-y-4 text-base leading-7 text-slate-700 dark:text-slate-300">
          {children}
        </div>
      </Container>
    </PublicLayout>
  );
}
