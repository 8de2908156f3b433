import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { KNOWN_DEEP_IMPORTS, KNOWN_LONG_FILES, KNOWN_LONG_FUNCTIONS } from './architecture.known';
import { crossFeatureTestImports, foreignWrites, importsOfJobs } from './architecture.rules';
import { TABLE_OWNERS, WRITES_ANY_TABLE } from './server/db/schema/owners';

/**
 * The import rules of DESIGN §3 and docs/architecture.md, checked over the source files (issue 15):
 * - the web never imports the server, shared code imports neither, the server never imports the web;
 * - a feature uses another feature (and a job or CLI uses a feature) only through that feature's index.ts;
 * - no import cycles;
 * - features, lib, plugins and db never import jobs/, and a feature's test folder never imports another's (issue 31);
 * - a table is written only by its owner (db/schema/owners.ts; issue 31).
 * The issue 31 rules are functions in architecture.rules.ts, each run over the tree and over a planted violation.
 * The composition roots wire features together by design: the server's app.ts registers each feature's routes,
 * main.ts and serve.ts start it, and the web's app shell (src/web/app: router, guards, layouts) and entry load
 * each page lazily (through an index.ts, a page would no longer be a chunk of its own).
 */

const SRC = path.dirname(new URL(import.meta.url).pathname);
const COMPOSITION_ROOTS = new Set(['server/app.ts', 'server/main.ts', 'server/serve.ts', 'web/main.tsx']);
/** The web's app shell (router, guards, layouts) is the web's composition root. */
const isCompositionRoot = (file: string) => COMPOSITION_ROOTS.has(file) || file.startsWith('web/app/');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.startsWith('architecture.')
      ? [full]
      : [];
  });
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
  /** `import('…')`: loaded when that code runs, in a chunk of its own. */
  dynamic: boolean;
}

const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const edgesOf = (files: string[]): Edge[] =>
  files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap((match) => {
      const target = resolveImport(file, match[2] ?? match[3] ?? '');
      return target
        ? [
            {
              from: relative(file),
              to: relative(target),
              typeOnly: Boolean(match[1]),
              dynamic: Boolean(match[3]),
            },
          ]
        : [];
    }),
  );
const edges = edgesOf(sourceFiles(SRC));

const layer = (file: string) => file.split('/')[0];
const featureOf = (file: string) =>
  /^(server|web)\/features\/([^/]+)\//.exec(file)?.slice(1, 3).join(':') ?? null;
const isPublicFace = (file: string) => /^(server|web)\/features\/[^/]+\/index\.tsx?$/.test(file);

describe('import rules', () => {
  it('keeps the layers apart: web and server never import each other, shared imports neither', () => {
    const crossing = edges.filter(
      (e) =>
        (layer(e.from) === 'web' && layer(e.to) === 'server') ||
        (layer(e.from) === 'server' && layer(e.to) === 'web') ||
        (layer(e.from) === 'shared' && layer(e.to) !== 'shared'),
    );
    expect(crossing.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it('reaches another feature only through its index.ts (outside the composition roots and the known debts)', () => {
    const deep = edges
      .filter((e) => !isCompositionRoot(e.from))
      .filter((e) => {
        const target = featureOf(e.to);
        return target !== null && target !== featureOf(e.from) && !isPublicFace(e.to);
      })
      .map((e) => `${e.from} -> ${e.to}`);
    const unknown = deep.filter((edge) => !KNOWN_DEEP_IMPORTS.includes(edge));
    expect(unknown, 'import the feature’s index.ts instead').toEqual([]);
    // The list only shrinks: an entry that no longer exists must leave it.
    const settled = KNOWN_DEEP_IMPORTS.filter((edge) => !deep.includes(edge));
    expect(settled, 'remove these from architecture.known.ts').toEqual([]);
  });

  it('has no import cycles', () => {
    const next = new Map<string, string[]>();
    for (const e of edges.filter((edge) => !edge.typeOnly))
      next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'open');
      stack.push(file);
      for (const to of next.get(file) ?? []) {
        if (state.get(to) === 'open') cycles.push([...stack.slice(stack.indexOf(to)), to].join(' -> '));
        else if (!state.has(to)) visit(to);
      }
      stack.pop();
      state.set(file, 'done');
    };
    for (const file of next.keys()) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });
});

/** The files of every feature's test-support folder (`features/<f>/test/…`), which sourceFiles leaves out. */
function testSupportFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : /\.tsx?$/.test(name) ? [full] : [];
    });
  return ['server', 'web'].flatMap((side) => {
    const features = path.join(SRC, side, 'features');
    return readdirSync(features)
      .map((feature) => path.join(features, feature, 'test'))
      .filter((dir) => existsSync(dir) && statSync(dir).isDirectory())
      .flatMap(walk);
  });
}

describe('issue 31: jobs, table owners, test folders (rules in architecture.rules.ts)', () => {
  it('keeps features, lib, plugins and db from importing jobs/ (plugins/jobs.ts starts them)', () => {
    expect(importsOfJobs(edges), 'jobs call features; move what the feature needs out of jobs/').toEqual([]);
    // Planted: a feature that imports a job, and the one plugin that starts them.
    const planted = [
      { from: 'server/features/metrics/metrics-writer.ts', to: 'server/jobs/ingest.ts' },
      { from: 'server/plugins/jobs.ts', to: 'server/jobs/ingest.ts' },
      { from: 'server/jobs/ingest.ts', to: 'server/features/metrics/index.ts' },
    ];
    expect(importsOfJobs(planted)).toEqual([
      'server/features/metrics/metrics-writer.ts -> server/jobs/ingest.ts',
    ]);
  });

  it('writes each table only from its owner (db/schema/owners.ts), the demo seed aside', () => {
    const files = sourceFiles(path.join(SRC, 'server')).map((file) => ({
      file: relative(file),
      text: readFileSync(file, 'utf8'),
    }));
    expect(
      foreignWrites(files, TABLE_OWNERS, WRITES_ANY_TABLE),
      'ask the owner through its index.ts, handing it your transaction',
    ).toEqual([]);
    for (const owner of new Set(Object.values(TABLE_OWNERS)))
      expect(existsSync(path.join(SRC, owner)), `owner ${owner} exists`).toBe(true);
    // Planted: the metrics import updating campaigns (through a transaction, under another name) and inserting its
    // own metrics; the campaigns feature updating its own table.
    const planted = [
      {
        file: 'server/features/metrics/metrics-import.service.ts',
        text: `import { campaignMetrics, campaigns as c } from '../../db/schema';
await tx
  .update(c).set({ dataSource: 'imported' });
await tx.insert(campaignMetrics).values(rows);`,
      },
      {
        file: 'server/features/campaigns/campaign-sources.ts',
        text: `import { campaigns } from '../../db/schema';\nawait db.update(campaigns).set({});`,
      },
    ];
    expect(foreignWrites(planted, TABLE_OWNERS)).toEqual([
      'server/features/metrics/metrics-import.service.ts updates campaigns (owner: server/features/campaigns/)',
    ]);
  });

  it("keeps a feature's test folder from importing another feature's test folder", () => {
    expect(
      crossFeatureTestImports(edgesOf(testSupportFiles())),
      'move what both need to src/server/test or src/web/test',
    ).toEqual([]);
    // Planted: reports' fixtures reaching into analytics' fixtures; a test beside the code may.
    const planted = [
      {
        from: 'web/features/reports/test/report-fixtures.ts',
        to: 'web/features/analytics/test/analytics-fixtures.ts',
      },
      { from: 'web/features/reports/test/report-fixtures.ts', to: 'web/test/provenance.ts' },
      {
        from: 'web/features/dashboard/components/page.test.tsx',
        to: 'web/features/analytics/test/fixtures.ts',
      },
    ];
    expect(crossFeatureTestImports(planted)).toEqual([
      'web/features/reports/test/report-fixtures.ts -> web/features/analytics/test/analytics-fixtures.ts',
    ]);
  });
});

/** A module that loads `pkg` when it runs (an `import type` of it is erased). */
const loadsPackage = (file: string, pkg: string) =>
  new RegExp(`(?:^|\\n)\\s*(?:import|export)\\s+(?!type\\s)[^;]*?from\\s+['"]${pkg}['"]`).test(
    readFileSync(path.join(SRC, file), 'utf8'),
  );

/** Every module `file` loads when it runs, through static imports (dynamic ones only with `viaDynamic`). */
function reachedFrom(file: string, { viaDynamic }: { viaDynamic: boolean }, seen = new Set<string>()) {
  for (const e of edges) {
    if (e.from !== file || e.typeOnly || (e.dynamic && !viaDynamic) || seen.has(e.to)) continue;
    seen.add(e.to);
    reachedFrom(e.to, { viaDynamic }, seen);
  }
  return seen;
}

describe('shared rules without zod', () => {
  it('keeps every src/shared/*-rules.ts free of zod, also through what it imports (docs/architecture.md)', () => {
    const rules = [...new Set(edges.flatMap((e) => [e.from, e.to]))].filter((f) =>
      /^shared\/.*-rules\.ts$/.test(f),
    );
    expect(rules.length).toBeGreaterThan(0);
    const offenders = rules.flatMap((file) =>
      [file, ...reachedFrom(file, { viaDynamic: true })]
        .filter((module) => loadsPackage(module, 'zod'))
        .map((zodModule) => `${file} -> ${zodModule}`),
    );
    expect(offenders, 'import the constant from a -rules module, or only its type').toEqual([]);
  });
});

describe("a page's JavaScript (issue 13)", () => {
  it('keeps React Router and zod out of the demo, a static page (bench/README.md)', () => {
    const demo = 'web/features/demo/components/demo-page.tsx';
    const offenders = [demo, ...reachedFrom(demo, { viaDynamic: false })].filter(
      (module) => loadsPackage(module, 'react-router') || loadsPackage(module, 'zod'),
    );
    expect(offenders, 'the demo loads without the app: link with a plain anchor (AnchorButton)').toEqual([]);
  });
});

/** A function this long says why at the top of its body (issue 15): `// Over 100 lines: <reason>`. */
const LONG_FUNCTION_LINES = 100;
const REASON = /^\s*\/\/ Over 100 lines: \S/;

function longFunctionsWithoutReason(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (
        (ts.isFunctionDeclaration(node) ||
          ts.isArrowFunction(node) ||
          ts.isFunctionExpression(node) ||
          ts.isMethodDeclaration(node)) &&
        node.body
      ) {
        const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const bodyStart = node.body.getStart() + 1;
        const hasReason = REASON.test(text.slice(bodyStart, bodyStart + 200).replace(/^\s*\n/, ''));
        if (last - first + 1 > LONG_FUNCTION_LINES && !hasReason) {
          const parent = node.parent;
          const name =
            node.name?.getText() ??
            (parent && ts.isVariableDeclaration(parent) ? parent.name.getText() : 'anonymous');
          found.push(`${relative(file)} ${name}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/**
 * Past this a file holds more than one responsibility (issue 15). The content generator's locale packs
 * (features/content/locales/<xx>.ts) are the exception: each is a word list, data not logic, one language's copy for
 * every tone and objective, which split by section would be read across files. Each says so at its top.
 */
const LONG_FILE_LINES = 400;
const isLocaleWordList = (file: string) => /\/locales\/[a-z]{2}\.ts$/.test(file);
const WORD_LIST_REASON = /^ \* Over 400 lines: a word list, data not logic\./m;

describe('size', () => {
  it('keeps source files under 400 lines (outside the known debts and the locale word lists, which say why)', () => {
    const long = sourceFiles(SRC)
      .filter((file) => readFileSync(file, 'utf8').split('\n').length > LONG_FILE_LINES)
      .map(relative);
    const wordLists = long.filter(isLocaleWordList);
    expect(
      wordLists.filter(
        (file) => !WORD_LIST_REASON.test(readFileSync(path.join(SRC, file), 'utf8').slice(0, 1500)),
      ),
      'say at the top why a word list is over 400 lines',
    ).toEqual([]);
    expect(long.filter((file) => !isLocaleWordList(file) && !KNOWN_LONG_FILES.includes(file))).toEqual([]);
    expect(
      KNOWN_LONG_FILES.filter((file) => !long.includes(file)),
      'remove these from architecture.known.ts',
    ).toEqual([]);
  });

  it('keeps functions under 100 lines, or says at their top why not (outside the known debts)', () => {
    const long = longFunctionsWithoutReason();
    expect(
      long.filter((entry) => !KNOWN_LONG_FUNCTIONS.includes(entry)),
      'split it, or start its body with // Over 100 lines: <reason>',
    ).toEqual([]);
    expect(
      KNOWN_LONG_FUNCTIONS.filter((entry) => !long.includes(entry)),
      'remove these from architecture.known.ts',
    ).toEqual([]);
  });
});
