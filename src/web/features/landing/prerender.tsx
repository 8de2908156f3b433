import { renderToStaticMarkup } from 'react-dom/server';
import { LandingContent } from './components/landing-content';

/** Build time only (scripts/landing-prerender.ts): the landing markup that landing.html ships as static HTML. */
export function renderLandingMarkup(year = new Date().getFullYear()): string {
  return renderToStaticMarkup(<LandingContent year={year} />);
}
