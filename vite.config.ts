import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { landingPrerender } from './scripts/landing-prerender.mjs';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 5001}`;

/**
 * Every page preloads Inter's latin file (the one every English page needs), so that with `font-display: optional`
 * (src/web/styles/fonts.css) Chrome paints text once, in Inter: no fallback-then-swap layout shift.
 */
function preloadInterLatin(): Plugin {
  return {
    name: 'northstar:preload-inter-latin',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) throw new Error('preload-inter-latin: no inter-latin-wght-normal woff2 in the bundle');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), landingPrerender(), preloadInterLatin()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Written for reading the production's stack traces, not referenced from the scripts nor served (app.ts).
    sourcemap: 'hidden',
    // Every browser the app supports has <link rel="modulepreload">: the polyfill would be one more script per page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // landing.html: the signed-out '/' as static HTML with its own tiny script (bench/README.md).
      input: {
        main: fileURLToPath(new URL('src/web/index.html', import.meta.url)),
        landing: fileURLToPath(new URL('src/web/landing.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          // Left alone, the bundler put React into the same chunk as React Router, so the demo (which has no router)
          // downloaded both. React is needed by every page, the router by every page of the app.
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 2 },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 2 },
            {
              // Icons and the small UI pieces most pages share. Split apart, they were a dozen requests of a few
              // hundred bytes each; over HTTP/1.1 (six connections) those queue behind one another.
              name: 'ui',
              test: /[\\/](node_modules[\\/](lucide-react|clsx)[\\/]|src[\\/]web[\\/](lib[\\/]cn\.ts|components[\\/](layout[\\/]container|ui[\\/](badge|button|card|skeleton|spinner))\.tsx))/,
              minShareCount: 2,
              priority: 1,
            },
            {
              // The app's own small pieces that nearly every page of the app uses (forms' fields, list states, the
              // lazy-loading boundary, number formats): one request instead of a dozen of a few hundred bytes, each
              // with its own compression overhead. Not the demo's or the landing page's (they use none of them).
              name: 'shell',
              test: /[\\/]src[\\/]web[\\/](lib[\\/](format|lazy)\.tsx?|components[\\/]ui[\\/](label|input|native-select|stacked-field|pending-button|retry-alert|list-states)\.tsx)/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5000),
    proxy: { '/api': apiTarget, '/healthz': apiTarget, '/readyz': apiTarget },
  },
  test: {
    root: '.',
    // Vitest's default is one worker fewer than the cores: on the project's 2-core machine that ran one file at a
    // time while the other core idled between PGlite's queries (423 s against 302 s with two; bench/README.md).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          root: '.',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'src/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          // Each server test file builds its own app on its own database, so files share nothing but loaded
          // modules: loading Fastify, zod and every feature once per worker instead of once per file saved most of
          // the suite's import time (107 s). The web files keep isolation (jsdom, module mocks, lazy chunks).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          root: '.',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
    ],
  },
});
