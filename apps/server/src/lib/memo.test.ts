import { describe, expect, it } from 'vitest';
import { Memo } from './memo.js';

describe('given the memo of totals and search pools', () => {
  it('keeps a value for its time to live only', () => {
    let now = 1000;
    const memo = new Memo<number>(60_000, 10, () => now);
    memo.set('a', 5);
    now += 59_000;
    expect(memo.get('a')).toBe(5);
    now += 2_000;
    expect(memo.get('a')).toBeUndefined();
  });

  it('drops the least recently used entry beyond its size', () => {
    const memo = new Memo<number>(60_000, 2);
    memo.set('a', 1);
    memo.set('b', 2);
    memo.set('c', 3);
    expect([memo.get('a'), memo.get('b'), memo.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('keeps nothing with a time to live of 0', () => {
    const memo = new Memo<number>(0, 2);
    memo.set('a', 1);
    expect(memo.get('a')).toBeUndefined();
  });
});
