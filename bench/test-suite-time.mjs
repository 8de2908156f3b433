// Times the test suite the way `npm test` runs it (Vitest, then Playwright) and prints each part against the target
// of issue 34 item 6: `npm test` under 5 minutes on the project's 2-core machine. `--ci` times `bash .ci/run` as a
// whole instead (target: under 12 minutes). The suites build their own data (in-memory databases, fresh servers).
//   node bench/test-suite-time.mjs [--ci]
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function timed(command, args) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('close', (code) => resolve({ code, seconds: Number(process.hrtime.bigint() - started) / 1e9 }));
  });
}

function report(name, { code, seconds }, targetSeconds) {
  const verdict = targetSeconds ? (seconds < targetSeconds ? 'met' : 'NOT met') : '';
  const target = targetSeconds ? ` (target < ${targetSeconds} s: ${verdict})` : '';
  console.log(
    `${name.padEnd(12)} ${seconds.toFixed(1).padStart(7)} s  exit ${code}${target}  load ${load()}`,
  );
}

console.log(`${os.availableParallelism()} cores, load average ${load()}`);
if (process.argv.includes('--ci')) {
  report('.ci/run', await timed('bash', ['.ci/run']), 720);
} else {
  const vitest = await timed('npx', ['vitest', 'run', '--silent']);
  report('vitest', vitest);
  const playwright = await timed('npx', ['playwright', 'test', '--reporter=dot']);
  report('playwright', playwright);
  report(
    'npm test',
    { code: vitest.code || playwright.code, seconds: vitest.seconds + playwright.seconds },
    300,
  );
}
