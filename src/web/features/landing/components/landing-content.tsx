import { ClosingCallToAction } from './closing-call-to-action';
import { Compare } from './landing-compare';
import { Contact } from './landing-contact';
import { Features } from './landing-features';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { Hero } from './landing-hero';
import { Pricing } from './landing-pricing';

/**
 * The landing page's markup (SPEC §2). It is prerendered to static HTML at build time and enhanced by the small
 * script in ../enhance (menu, forms, notifications), so it holds no React state and uses plain anchors: the same
 * markup works without React on the page. The SPA renders it too, for client-side navigation to '/'.
 */
export function LandingContent({ year }: { year: number }) {
  return (
    <div className="min-h-dvh bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-3 py-2 text-sm font-medium text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>
      <LandingHeader />
      <main id="main">
        <Hero />
        <Features />
        <Pricing />
        <Compare />
        <Contact />
        <ClosingCallToAction />
      </main>
      <LandingFooter year={year} />
    </div>
  );
}
