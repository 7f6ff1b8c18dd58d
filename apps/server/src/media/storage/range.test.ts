import { describe, expect, it } from 'vitest';
import { contentRange, decideRange } from './range.js';

describe('given a 1000-byte object', () => {
  const size = 1000;
  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=900-', 900, 999],
    ['bytes=-100', 900, 999],
    ['bytes=0-0', 0, 0],
    ['bytes=999-999', 999, 999],
    ['bytes=500-5000', 500, 999],
    ['bytes=-5000', 0, 999],
    ['BYTES = 10 - 19', 10, 19],
  ])('serves %s as bytes %i-%i', (header, start, end) => {
    expect(decideRange(header, size)).toEqual({ kind: 'partial', range: { start, end } });
  });

  it.each(['bytes=1000-', 'bytes=1000-1001', 'bytes=-0'])('refuses %s as unsatisfiable', (header) => {
    expect(decideRange(header, size)).toEqual({ kind: 'unsatisfiable' });
  });

  it.each([
    undefined,
    'bytes=5-1',
    'bytes=-',
    'bytes=0-1,5-6',
    'items=0-1',
    'bytes=a-b',
    'bytes=0x10-20',
    'bytes=99999999999999999999-',
    'bytes 0-1',
  ])('ignores %s and serves the whole object', (header) => {
    expect(decideRange(header, size)).toEqual({ kind: 'full' });
  });
});

describe('given an empty object', () => {
  it('finds no range satisfiable', () => {
    expect(decideRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(decideRange('bytes=-10', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('given a Content-Range to write', () => {
  it('writes a partial answer and a 416', () => {
    expect(contentRange({ start: 0, end: 99 }, 1000)).toBe('bytes 0-99/1000');
    expect(contentRange(undefined, 1000)).toBe('bytes */1000');
  });
});
