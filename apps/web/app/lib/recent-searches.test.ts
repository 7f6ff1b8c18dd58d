// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readRecentSearches, saveRecentSearch } from './recent-searches';
import { searchHref } from './urls';

describe('given the recent searches in local storage (§3, §4)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the last 3 submitted terms, most recent first, without repeats', () => {
    for (const term of ['lake', 'forest', ' river ', 'lake', 'meadow']) saveRecentSearch(term);
    expect(readRecentSearches()).toEqual(['meadow', 'lake', 'river']);
  });

  it('reads nothing from missing or broken storage', () => {
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem('last_searches', '{not json');
    expect(readRecentSearches()).toEqual([]);
  });

  it('builds the search address with the term encoded', () => {
    expect(searchHref(' blue lake ')).toBe('/search/?s=blue%20lake');
  });
});
