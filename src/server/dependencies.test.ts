import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  engines: { node: string };
};
const lockfile = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[] }>;
};

describe('installed dependencies', () => {
  // npm prints EBADENGINE for every package whose engines exclude the running Node: a fresh install on the
  // oldest Node we support must print none (pin or override packages that moved on).
  it('all support the oldest Node version that package.json requires', () => {
    const oldest = semver.minVersion(manifest.engines.node)?.version;
    expect(oldest).toBeDefined();
    const unsupported = Object.entries(lockfile.packages)
      .map(([name, entry]) => ({
        name: name.replace(/^.*node_modules\//, ''),
        range: Array.isArray(entry.engines) ? undefined : entry.engines?.node,
      }))
      .filter(({ range }) => range && !semver.satisfies(oldest as string, range))
      .map(({ name, range }) => `${name} (node ${range})`);
    expect(unsupported).toEqual([]);
  });
});
