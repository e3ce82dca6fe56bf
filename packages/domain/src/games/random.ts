/**
 * Randomness for the games (DESIGN.md: domain code takes `rng` as an argument and never calls
 * Math.random()). A `Random` is any source of numbers in [0, 1): `Math.random` in the browser,
 * `mulberry32(seed)` in tests and wherever a game must be reproducible (a Word Search grid
 * rebuilt from its seed).
 *
 * Every helper here tolerates a misbehaving source: a value outside [0, 1) (or NaN) is clamped
 * into range rather than producing an index out of bounds.
 */

/** A source of uniformly distributed numbers in [0, 1). */
export type Random = () => number;

/**
 * Mulberry32: a small, fast 32-bit seeded generator (public domain, Tommy Ettinger). The same
 * seed always yields the same sequence. Only the low 32 bits of `seed` are used (an integer;
 * a fraction is truncated).
 */
export function mulberry32(seed: number): Random {
  let state = Math.trunc(seed) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A uniform integer in [0, `size`) drawn from `random`.
 * @throws RangeError when `size` is not a positive integer.
 */
export function randomInt(size: number, random: Random): number {
  if (!Number.isInteger(size) || size < 1) {
    throw new RangeError(`size must be a positive integer, got ${size}`);
  }
  const value = random();
  const index = Math.floor((Number.isFinite(value) ? value : 0) * size);
  return Math.min(size - 1, Math.max(0, index));
}

/** One element of a non-empty list, uniformly. @throws RangeError on an empty list. */
export function pickOne<T>(items: readonly T[], random: Random): T {
  return items[randomInt(items.length, random)] as T;
}

/** A new array holding `items` in a uniformly random order (Fisher–Yates); `items` is unchanged. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1, random);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/**
 * `count` elements taken from distinct positions of `items`, in random order (a partial
 * Fisher–Yates). Asking for more than there are returns all of them, shuffled; a negative or
 * fractional count is treated as its floor, at least 0. Equal values at different positions
 * are different picks: deduplicate first when the values must differ.
 */
export function pickDistinct<T>(items: readonly T[], count: number, random: Random): T[] {
  const wanted = Math.min(items.length, Math.max(0, Math.floor(count)));
  const pool = [...items];
  for (let i = 0; i < wanted; i += 1) {
    const j = i + randomInt(pool.length - i, random);
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, wanted);
}
