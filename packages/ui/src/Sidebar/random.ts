/** A source of numbers in [0, 1), like `Math.random`. */
export type RandomSource = () => number;

/**
 * A seeded, deterministic random source (mulberry32): the same seed gives the same sequence, so stories,
 * tests and server-rendered pages that pass the same seed show the same picks.
 */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` distinct items chosen at random from `items` (a partial Fisher–Yates shuffle), in the order
 * drawn. All of them (shuffled) when there are fewer; the input is not changed.
 */
export function pickRandom<T>(items: readonly T[], count: number, random: RandomSource): T[] {
  const pool = [...items];
  const n = Math.max(0, Math.min(Math.floor(count), pool.length));
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    const picked = pool[j] as T;
    pool[j] = pool[i] as T;
    pool[i] = picked;
  }
  return pool.slice(0, n);
}
