import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type CounterStore, memoryCounterStore, redisCounterStore } from './counters';

/** The same slot rules for the in-memory store and, when TEST_REDIS_URL names a server, the Redis store. */
function slotRules(name: string, makeStore: () => { store: CounterStore; advance(ms: number): void }) {
  describe(`${name}: slots`, () => {
    it('hands out at most `limit` slots per key until one is released', async () => {
      const { store } = makeStore();
      expect(await store.acquireSlot('u1', 'a', 2, 60_000)).toBe(true);
      expect(await store.acquireSlot('u1', 'b', 2, 60_000)).toBe(true);
      expect(await store.acquireSlot('u1', 'c', 2, 60_000)).toBe(false);
      expect(await store.acquireSlot('u2', 'd', 2, 60_000)).toBe(true);
      await store.releaseSlot('u1', 'a');
      expect(await store.acquireSlot('u1', 'c', 2, 60_000)).toBe(true);
    });

    it('frees a slot whose holder never released it once its time to live has passed', async () => {
      const { store, advance } = makeStore();
      expect(await store.acquireSlot('u3', 'a', 1, 1_000)).toBe(true);
      expect(await store.acquireSlot('u3', 'b', 1, 1_000)).toBe(false);
      advance(1_001);
      expect(await store.acquireSlot('u3', 'b', 1, 1_000)).toBe(true);
    });
  });
}

slotRules('memory', () => {
  let clock = 0;
  return {
    store: memoryCounterStore(() => clock),
    advance: (ms) => {
      clock += ms;
    },
  };
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('redis', () => {
  const redis = new Redis(redisUrl ?? '');
  afterAll(() => redis.quit());
  slotRules('redis', () => {
    let clock = Date.now();
    const prefix = `northstar:test:${clock}:${Math.random().toString(36).slice(2)}:`;
    return {
      store: redisCounterStore(redis, prefix, () => clock),
      advance: (ms) => {
        clock += ms;
      },
    };
  });
});
