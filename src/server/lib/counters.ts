import type { Redis } from 'ioredis';

/**
 * Fixed-window counters for limits that are not per-route (e.g. login failures per username).
 * In memory for one instance; in Redis when REDIS_URL is set so that every instance sees the same counts.
 */
export interface CounterStore {
  /** Adds one and returns the new count and the milliseconds until the window resets. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  get(key: string): Promise<{ count: number; resetMs: number }>;
  reset(key: string): Promise<void>;
  /**
   * Takes one of `limit` slots under `key` (e.g. a user's generations in flight) for `slotId`, held until released
   * or until `ttlMs` passes: a process that dies while holding a slot does not keep it forever. False when all
   * slots are taken.
   */
  acquireSlot(key: string, slotId: string, limit: number, ttlMs: number): Promise<boolean>;
  releaseSlot(key: string, slotId: string): Promise<void>;
}

// `Date.now()` read at each call (not the function captured once), so tests can move the clock.
export function memoryCounterStore(now: () => number = () => Date.now()): CounterStore {
  const entries = new Map<string, { count: number; resetAt: number }>();
  /** Per key, each held slot and when it lapses. */
  const slots = new Map<string, Map<string, number>>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async increment(key, windowMs) {
      const entry = live(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      // Keep the map from growing without bound under a spray of usernames.
      if (entries.size > 100_000) {
        for (const [k, v] of entries) if (v.resetAt <= now()) entries.delete(k);
      }
      return { count: entry.count, resetMs: entry.resetAt - now() };
    },
    async get(key) {
      const entry = live(key);
      return { count: entry?.count ?? 0, resetMs: entry ? entry.resetAt - now() : 0 };
    },
    async reset(key) {
      entries.delete(key);
    },
    async acquireSlot(key, slotId, limit, ttlMs) {
      const held = slots.get(key) ?? new Map<string, number>();
      for (const [id, expiresAt] of held) if (expiresAt <= now()) held.delete(id);
      if (held.size >= limit) return false;
      held.set(slotId, now() + ttlMs);
      slots.set(key, held);
      return true;
    },
    async releaseSlot(key, slotId) {
      const held = slots.get(key);
      held?.delete(slotId);
      if (held?.size === 0) slots.delete(key);
    },
  };
}

/** `now` only dates the slots (their lapse times are scores); counters expire on Redis's own clock. */
export function redisCounterStore(
  redis: Redis,
  prefix = 'northstar:counter:',
  now: () => number = () => Date.now(),
): CounterStore {
  return {
    async increment(key, windowMs) {
      const k = prefix + key;
      const results = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { count, resetMs: Math.max(0, ttl) };
    },
    async get(key) {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.pttl(k)]);
      return { count: Number(count ?? 0), resetMs: Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    // A sorted set of slot ids scored by when each lapses: lapsed ones are dropped, the new one added and the set
    // counted in one MULTI, so two instances taking the last slot at once cannot both get it.
    async acquireSlot(key, slotId, limit, ttlMs) {
      const k = `${prefix}slots:${key}`;
      const at = now();
      const results = await redis
        .multi()
        .zremrangebyscore(k, '-inf', at)
        .zadd(k, at + ttlMs, slotId)
        .zcard(k)
        .pexpire(k, ttlMs)
        .exec();
      if (Number(results?.[2]?.[1] ?? 0) <= limit) return true;
      await redis.zrem(k, slotId);
      return false;
    },
    async releaseSlot(key, slotId) {
      await redis.zrem(`${prefix}slots:${key}`, slotId);
    },
  };
}
