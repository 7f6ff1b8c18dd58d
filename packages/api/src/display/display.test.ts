import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VIDEO_SORTS } from '../contract/values.js';
import {
  activeFilterCount,
  canSubmitSearch,
  decodeVideoUrl,
  defaultTheme,
  encodeVideoUrl,
  formatCount,
  formatDuration,
  formatRelativeDate,
  groupByDate,
  isDateFilterDisabled,
  isoDuration,
  memberHref,
  pageCount,
  paginationWindow,
  pushRecentSearch,
  relativeParts,
  suggestQuery,
  videoAuthor,
  videoHref,
  videoStatus,
  viewsText,
  withDownloadFlag,
  withFakeLabel,
} from './index.js';

describe('given counts (§9)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1250, '1.2K'],
    [15_999, '15.9K'],
    [999_999, '999.9K'],
    [1_000_000, '1M'],
    [2_345_678, '2.3M'],
  ])('shows %d as %s', (n, text) => {
    expect(formatCount(n)).toBe(text);
  });
  it('formats for the locale', () => {
    expect(formatCount(1250, 'de')).toBe('1,2K');
    expect(formatCount(999, 'de')).toBe('999');
  });
  it('writes the suffix the site translates', () => {
    const ru = { thousands: (v: string) => `${v} тыс.`, millions: (v: string) => `${v} млн` };
    expect(formatCount(1250, 'ru', ru)).toBe('1,2 тыс.');
    expect(formatCount(3_400_000, 'ru', ru)).toBe('3,4 млн');
  });
  it("shows 'Just added' for zero views (§2)", () => {
    expect(viewsText(0)).toBe('Just added');
    expect(viewsText(0, { justAdded: 'Neu' })).toBe('Neu');
    expect(viewsText(4200)).toBe('4.2K');
  });
});

describe('given relative dates (§9: a year is 365 days, a month 30)', () => {
  const now = Date.UTC(2026, 10, 1, 12);
  const daysAgo = (d: number) => now - d * 86_400_000;
  it.each([
    [0, 'today', 0],
    [1, 'day', 1],
    [29, 'day', 29],
    [30, 'month', 1],
    [364, 'month', 12],
    [365, 'year', 1],
    [800, 'year', 2],
  ])('shows %d days ago as %s × %d', (days, unit, value) => {
    expect(relativeParts(daysAgo(days), now)).toEqual({ unit, value });
  });
  it('words them through Intl.RelativeTimeFormat', () => {
    expect(formatRelativeDate(daysAgo(0), { now })).toBe('today');
    expect(formatRelativeDate(daysAgo(1), { now })).toBe('1 day ago');
    expect(formatRelativeDate(daysAgo(95), { now })).toBe('3 months ago');
    expect(formatRelativeDate(daysAgo(400), { now, locale: 'de' })).toBe('vor 1 Jahr');
  });
});

describe('given durations, labels and links', () => {
  it.each([
    [0, '00:00'],
    [65, '01:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [7325, '2:02:05'],
  ])('shows %d seconds as %s', (s, text) => {
    expect(formatDuration(s)).toBe(text);
  });
  it('writes ISO 8601 durations for machines', () => {
    expect(isoDuration(65)).toBe('PT1M5S');
    expect(isoDuration(7325)).toBe('PT2H2M5S');
  });
  it("labels names containing 'hidden cam' as (fake) (§9)", () => {
    expect(withFakeLabel('Hidden Cam at the lake')).toBe('Hidden Cam at the lake (fake)');
    expect(withFakeLabel('A lake view')).toBe('A lake view');
  });
  it('derives the video status of §4', () => {
    expect(videoStatus({ status_id: 5, is_private: 0 }, true)).toBe('deleted');
    expect(videoStatus({ status_id: 1, is_private: 1 }, false)).toBe('private');
    expect(videoStatus({ status_id: 1, is_private: 1 }, true)).toBe('active');
  });
  it('links the author: a channel, or the member for usersupload (§2)', () => {
    const base = { user_id: 5, display_name: 'quiet_heron', is_trusted: 1 };
    expect(videoAuthor({ ...base, content_source_dir: 'blue', content_source_name: 'Blue' })).toEqual({
      kind: 'channel',
      name: 'Blue',
      href: '/channel/blue/',
    });
    expect(videoAuthor({ ...base, content_source_dir: 'u', content_source_name: 'usersupload' })).toEqual({
      kind: 'member',
      name: 'quiet_heron',
      href: '/members/5/',
      trusted: true,
    });
  });
  it('builds the site links of §2', () => {
    expect(videoHref({ video_id: 7, dir: 'amber-river' })).toBe('/videos/7/amber-river/');
    expect(videoHref({ video_id: 7, dir: 'amber-river' }, 77)).toBe('/videos/7/amber-river/?playlist=77');
    expect(memberHref(5, 'favourite_videos', 2)).toBe('/members/5/favourite_videos/2/');
  });
  it('decodes the video file URL and adds the download flag', () => {
    const encoded = encodeVideoUrl('/media/videos/7/720p.mp4?t=1');
    expect(decodeVideoUrl(encoded)).toBe('/media/videos/7/720p.mp4?t=1');
    expect(withDownloadFlag('/v.mp4')).toBe('/v.mp4?download=1');
    expect(withDownloadFlag('/v.mp4?t=1')).toBe('/v.mp4?t=1&download=1');
  });
});

describe('given filters, paging and search', () => {
  it.each(VIDEO_SORTS)('disables the date filter for sort %s as §3 says', (sort) => {
    expect(isDateFilterDisabled(sort)).toBe(['latest-updates', 'longest', 'most-commented'].includes(sort));
  });
  it('counts the active filters that are not all', () => {
    expect(activeFilterCount({ type: 'hd', date: 'all', duration: '2' })).toBe(2);
    expect(activeFilterCount({ type: 'all', date: 'all', duration: 'all' })).toBe(0);
    expect(activeFilterCount({ type: 'hd', sort: 'longest' }, ['type', 'date'])).toBe(1);
  });
  it.each([
    [1, 10, [1, 2, 3, 4, 5]],
    [5, 10, [3, 4, 5, 6, 7]],
    [10, 10, [6, 7, 8, 9, 10]],
    [2, 3, [1, 2, 3]],
    [1, 0, []],
  ])('shows a window of 5 around page %d of %d', (current, total, pages) => {
    expect(paginationWindow(current, total)).toEqual(pages);
  });
  it('counts pages', () => {
    expect(pageCount(121, 60)).toBe(3);
  });
  it('suggests for 2 to 100 trimmed characters, submits from 3, keeps the last 3 searches (§4)', () => {
    expect(suggestQuery(' a ')).toBeNull();
    expect(suggestQuery(' ab ')).toBe('ab');
    expect(suggestQuery('x'.repeat(101))).toBeNull();
    expect(canSubmitSearch(' ab ')).toBe(false);
    expect(canSubmitSearch('abc')).toBe(true);
    expect(pushRecentSearch(['b', 'a', 'c'], ' a ')).toEqual(['a', 'b', 'c']);
    expect(pushRecentSearch(['c', 'b', 'a'], 'd')).toEqual(['d', 'c', 'b']);
  });
  it('groups messages by date (§3)', () => {
    const m = (id: number, t: string) => ({ m_id: id, m_time: t });
    expect(
      groupByDate([m(1, '2026-11-01T09:00'), m(2, '2026-11-01T10:00'), m(3, '2026-11-02T08:00')]),
    ).toEqual([
      { date: '2026-11-01', messages: [m(1, '2026-11-01T09:00'), m(2, '2026-11-01T10:00')] },
      { date: '2026-11-02', messages: [m(3, '2026-11-02T08:00')] },
    ]);
  });
  it('defaults to the dark theme from 21:00 to 10:59 (§4)', () => {
    const at = (h: number, min = 0) => new Date(2026, 0, 1, h, min);
    expect(defaultTheme(at(21))).toBe('dark');
    expect(defaultTheme(at(10, 59))).toBe('dark');
    expect(defaultTheme(at(11))).toBe('light');
    expect(defaultTheme(at(20, 59))).toBe('light');
  });
});

describe('given the display entry', () => {
  it('imports no zod, directly or through the contract files it uses', () => {
    const dir = new URL('.', import.meta.url).pathname;
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const sources = files.map((f) => readFileSync(join(dir, f), 'utf8'));
    const contractImports = sources.flatMap((s) =>
      [...s.matchAll(/from '\.\.\/contract\/([a-z]+)\.js'/g)].map((m) => m[1]),
    );
    expect(new Set(contractImports)).toEqual(new Set(['constants', 'values']));
    for (const name of ['constants', 'values']) {
      expect(readFileSync(join(dir, '../contract', `${name}.ts`), 'utf8')).not.toMatch(/from '/);
    }
    for (const s of sources) expect(s).not.toMatch(/from 'zod'/);
  });
});
