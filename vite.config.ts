import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { landingPrerender } from './scripts/landing-prerender.mjs';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 5001}`;

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), landingPrerender()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      // landing.html: the signed-out '/' as static HTML with its own tiny script (bench/README.md).
      input: {
        main: fileURLToPath(new URL('src/web/index.html', import.meta.url)),
        landing: fileURLToPath(new URL('src/web/landing.html', import.meta.url)),
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5000),
    proxy: { '/api': apiTarget, '/healthz': apiTarget, '/readyz': apiTarget },
  },
  test: {
    root: '.',
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          root: '.',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
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
