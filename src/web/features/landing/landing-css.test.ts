import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// landing.css generates Tailwind utilities only from the files it names with @source. A component the landing page
// starts to use without being named there would render unstyled on the prerendered page, so every source file the
// landing page imports (directly or through another) must be covered by one of those @source lines.
const landingDir = import.meta.dirname;
const webDir = path.resolve(landingDir, '../..');

function sourcesOfLandingCss(): string[] {
  const css = readFileSync(path.join(landingDir, 'landing.css'), 'utf8');
  return [...css.matchAll(/@source\s+"([^"]+)"/g)].map((m) => path.resolve(landingDir, m[1] ?? ''));
}

/** What landing.html is made of: the prerendered markup and the page's one script. (landing-page.tsx is the SPA's
 * copy of the page, styled by the app's stylesheet.) */
const ENTRIES = ['prerender.tsx', 'enhance/landing-entry.ts'].map((file) => path.join(landingDir, file));

/** Relative imports of a file, resolved to .ts/.tsx files. */
function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/from\s+'(\.[^']+)'/g)].flatMap((m) => {
    const base = path.resolve(path.dirname(file), m[1] ?? '');
    return ['.tsx', '.ts']
      .map((ext) => base + ext)
      .filter((candidate) => {
        try {
          readFileSync(candidate);
          return true;
        } catch {
          return false;
        }
      });
  });
}

describe('landing.css', () => {
  it('names every file the landing page is built from', () => {
    const sources = sourcesOfLandingCss();
    const covered = (file: string) =>
      sources.some((source) => file === source || file.startsWith(`${source}${path.sep}`));
    const seen = new Set<string>();
    const queue = [...ENTRIES];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...importsOf(file).filter((imported) => imported.startsWith(webDir)));
    }
    // Modules that hold no class names (shared constants, cn) need no @source.
    const styled = [...seen].filter((file) => /className|classList|class="/.test(readFileSync(file, 'utf8')));
    const missing = styled.filter((file) => !covered(file)).map((file) => path.relative(webDir, file));
    expect(missing).toEqual([]);
    expect(styled.length).toBeGreaterThan(5);
  });

  it('covers the page shell (landing.html) for classes set there', () => {
    expect(sourcesOfLandingCss()).toContain(path.join(webDir, 'landing.html'));
  });
});
