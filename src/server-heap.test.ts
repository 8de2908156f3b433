import { describe, expect, it } from 'vitest';
// @ts-expect-error TS7016: a plain-JS script (scripts/server-heap.mjs) shared by `npm start` and the benches.
import { SERVER_HEAP_FLAG, setsHeapLimit } from '../scripts/server-heap.mjs';

describe("the server's heap budget (scripts/start.mjs)", () => {
  it('is added only when neither node’s arguments nor NODE_OPTIONS set a limit', () => {
    expect(SERVER_HEAP_FLAG).toMatch(/^--max-old-space-size=\d+$/);
    expect(setsHeapLimit([], '')).toBe(false);
    expect(setsHeapLimit(['--enable-source-maps', '--max-semi-space-size=64'], '--trace-gc')).toBe(false);
    expect(setsHeapLimit(['--max-old-space-size=256'], '')).toBe(true);
    expect(setsHeapLimit([], '--trace-gc --max_old_space_size=512')).toBe(true);
    expect(setsHeapLimit([], undefined)).toBe(false);
  });
});
