import { LRUCache } from 'lru-cache';

/**
 * A small in-process memo with a time to live and a size bound (least recently used out first), on
 * lru-cache. The lists keep their totals here (a total counts every matching row, the one part of a list
 * answer an index cannot bound) and search keeps its ranked pools. The answers are cached by path far
 * longer anyway (§9), so a value up to a minute old changes nothing a visitor can see.
 *
 * A time to live of 0 or less keeps nothing (tests and benchmarks turn the memo off that way).
 */
export class Memo<V extends NonNullable<unknown>> {
  private readonly cache: LRUCache<string, V> | null;

  constructor(ttlMs: number, maxEntries: number, now: () => number = Date.now) {
    this.cache =
      ttlMs > 0
        ? new LRUCache<string, V>({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, perf: { now } })
        : null;
  }

  get(key: string): V | undefined {
    return this.cache?.get(key);
  }

  set(key: string, value: V): void {
    this.cache?.set(key, value);
  }

  delete(key: string): void {
    this.cache?.delete(key);
  }

  clear(): void {
    this.cache?.clear();
  }
}
