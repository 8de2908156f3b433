// Vite plugin: fills landing.html with the landing page rendered by React at build time, so that '/' ships as
// static HTML plus one small script instead of the whole SPA (bench/README.md has the budget).
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const PLACEHOLDER = '<!--landing-markup-->';
const root = fileURLToPath(new URL('..', import.meta.url));

/** @returns {Promise<string>} */
async function renderLanding() {
  const outdir = path.join(root, 'node_modules', '.cache', 'northstar-landing');
  await mkdir(outdir, { recursive: true });
  const outfile = path.join(outdir, `prerender-${process.pid}-${Date.now()}.mjs`);
  await build({
    entryPoints: [path.join(root, 'src/web/features/landing/prerender.tsx')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    target: 'node20',
    // react, react-dom and lucide-react resolve from node_modules, next to the output file.
    packages: 'external',
    logLevel: 'warning',
  });
  try {
    const module = await import(pathToFileURL(outfile).href);
    return module.renderLandingMarkup();
  } finally {
    await rm(outfile, { force: true });
  }
}

/** @returns {import('vite').Plugin} */
export function landingPrerender() {
  return {
    name: 'northstar:landing-prerender',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(PLACEHOLDER)) return html;
        return html.replace(PLACEHOLDER, await renderLanding());
      },
    },
  };
}
