/** A small seeded PRNG (mulberry32): the same seed gives the same demo content on every machine. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number): boolean => next() < p,
    shuffle,
    /** `count` distinct items (all of them when there are fewer), in random order. */
    sample: <T>(items: readonly T[], count: number): T[] => {
      const k = Math.min(Math.max(0, count), items.length);
      if (k * 3 > items.length) return shuffle(items).slice(0, k);
      // Few of many: draw indices until k distinct ones (no copy of the whole list).
      const picked = new Set<number>();
      while (picked.size < k) picked.add(Math.floor(next() * items.length));
      return [...picked].map((i) => items[i] as T);
    },
    /** An index drawn with the given relative weights. */
    weighted: (weights: readonly number[]): number => {
      let x = next() * weights.reduce((s, w) => s + w, 0);
      for (let i = 0; i < weights.length; i++) {
        x -= weights[i] as number;
        if (x < 0) return i;
      }
      return weights.length - 1;
    },
  };
}

export type Random = ReturnType<typeof createRandom>;

/** An independent stream of the seed for one part of the content, so parts do not shift each other. */
export function streamOf(seed: number, part: number): Random {
  return createRandom((seed ^ Math.imul(part + 1, 0x9e3779b1)) >>> 0);
}
