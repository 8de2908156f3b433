/** Deterministic pseudo-random numbers: the same seed text always yields the same sequence. */

/** FNV-1a 32-bit hash of a string. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast generator with good statistical quality for simulation noise. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** mulberry32 seeded by the hash of a text (a campaign id, a date), so each one gets its own sequence. */
export function seededRandom(seedText: string): () => number {
  return mulberry32(hashSeed(seedText));
}

/** Uniform in [min, max). */
export function between(random: () => number, min: number, max: number): number {
  return min + (max - min) * random();
}
