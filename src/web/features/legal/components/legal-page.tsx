import type { ReactNode } from 'react';
import { BackLink } from '../../../components/layout/back-link';
import { Container } from '../../../components/layout/container';
import { PublicLayout } from '../../../components/layout/public-layout';

/** One section of a legal page: its anchor, its heading (also its line in the contents list) and its text. */
export interface LegalSectionContent {
  id: string;
  title: string;
  body: ReactNode;
}

/** A readable long-form page: 65–75 characters a line, a contents list, headings you can link to. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSectionContent[];
}) {
  return (
    <PublicLayout>
      <Container className="py-12 sm:py-16">
        <article className="mx-auto max-w-3xl">
          <BackLink to="/">Back to Home</BackLink>
          <h1 className="mt-6 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {title}
          </h1>
          <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">Last updated {updated}</p>
          <div className="mt-6 text-lg leading-8 text-slate-700 dark:text-slate-300">{intro}</div>
          <nav
            aria-label="On this page"
            className="mt-8 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <p className="text-sm font-semibold text-slate-900 dark:text-white">On this page</p>
            <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-sm text-slate-600 sm:grid-cols-2 dark:text-slate-400">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="rounded hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:hover:text-indigo-400"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="mt-10 space-y-12">
            {sections.map((section) => (
              <LegalSection key={section.id} id={section.id} title={section.title}>
                {section.body}
              </LegalSection>
            ))}
          </div>
        </article>
      </Container>
    </PublicLayout>
  );
}

function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-8">
      <h2 id={id} className="text-xl font-semibold tracking-tight text-slate-900 dark:text-white">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-base leading-7 text-slate-700 dark:text-slate-300 [&_a]:font-medium [&_a]:text-indigo-600 [&_a]:underline dark:[&_a]:text-indigo-400 [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
        {children}
      </div>
    </section>
  );
}
