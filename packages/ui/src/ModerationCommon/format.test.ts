import { describe, expect, it } from 'vitest';
import { formatElapsed, pageCount, tempBanUntil, toLocalInput } from './format';

describe('formatElapsed', () => {
  it('shows seconds under a minute', () => {
    expect(formatElapsed(40, 'en')).toBe('40 sec');
    expect(formatElapsed(0, 'en')).toBe('0 sec');
  });
  it('shows the two largest units', () => {
    expect(formatElapsed(5 * 60 + 7, 'en')).toBe('5 min');
    expect(formatElapsed(2 * 3600 + 5 * 60, 'en')).toBe('2 hr 5 min');
    expect(formatElapsed(3 * 86400 + 4 * 3600 + 59, 'en')).toBe('3 days 4 hr');
  });
  it('skips a zero unit after the largest', () => {
    expect(formatElapsed(86400 + 30 * 60, 'en')).toBe('1 day');
    expect(formatElapsed(3600, 'en')).toBe('1 hr');
  });
  it('cuts negative and fractional input', () => {
    expect(formatElapsed(-20, 'en')).toBe('0 sec');
    expect(formatElapsed(59.9, 'en')).toBe('59 sec');
  });
  it('speaks the locale', () => {
    expect(formatElapsed(2 * 3600, 'de')).toBe('2 Std.');
  });
});

describe('tempBanUntil', () => {
  const now = new Date(2026, 10, 22, 12, 0);
  it('asks for a date when empty', () => {
    expect(tempBanUntil('  ', now)).toEqual({ error: 'required' });
  });
  it('refuses what is not a local date-time', () => {
    expect(tempBanUntil('tomorrow', now)).toEqual({ error: 'invalid' });
    expect(tempBanUntil('2026-13-45T99:99', now)).toEqual({ error: 'invalid' });
  });
  it('refuses the past and now', () => {
    expect(tempBanUntil('2026-11-22T11:59', now)).toEqual({ error: 'past' });
    expect(tempBanUntil('2026-11-22T12:00', now)).toEqual({ error: 'past' });
  });
  it('gives the ISO instant of a future local time', () => {
    const result = tempBanUntil('2026-11-29T08:30', now);
    expect(result).toEqual({ until: new Date(2026, 10, 29, 8, 30).toISOString() });
  });
  it('round-trips with toLocalInput', () => {
    const later = new Date(2027, 0, 2, 3, 4);
    expect(tempBanUntil(toLocalInput(later), now)).toEqual({ until: later.toISOString() });
  });
});

describe('pageCount', () => {
  it('is at least one page', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });
});
