import { vi } from 'vitest';

/**
 * Web tests fail on a console error or warning no test expected (issue 31, item 7, as epic-stack does): React's act()
 * and key warnings, a failed render or a logged exception are bugs, not noise. A test that expects one says so by
 * spying itself: `vi.spyOn(console, 'error').mockImplementation(() => undefined)` replaces the guard's spy.
 */

const unexpected: string[] = [];
const spies: { mockRestore(): void }[] = [];

const describeArgument = (value: unknown) =>
  value instanceof Error ? (value.stack ?? value.message) : String(value);

/** Before each test: console.error and console.warn are recorded instead of printed. */
export function guardConsole(): void {
  unexpected.length = 0;
  for (const level of ['error', 'warn'] as const) {
    spies.push(
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        unexpected.push(`console.${level}: ${args.map(describeArgument).join(' ')}`);
      }),
    );
  }
}

/** After each test: the console is itself again, and anything recorded fails the test. */
export function releaseConsole(): void {
  for (const spy of spies.splice(0)) spy.mockRestore();
  if (unexpected.length > 0) {
    const found = unexpected.splice(0);
    throw new Error(
      `Unexpected console output (spy on console in the test if it expects it):\n${found.join('\n')}`,
    );
  }
}
