import { describe, expect, it } from 'vitest';
import { forbiddenWords, forbiddenWordsFromEnv } from './forbidden-words.js';

describe('given the forbidden words', () => {
  const words = forbiddenWords(['casino', 'Spämlink']);

  it('finds whole words whatever their case, width or accents', () => {
    expect(words.find('Visit the CASINO tonight')).toEqual(['casino']);
    expect(words.find('ｃａｓｉｎｏ here')).toEqual(['casino']);
    expect(words.find('a Cásino and a spamlink')).toEqual(['casino', 'spamlink']);
  });

  it('passes clean text and words that only contain a forbidden one', () => {
    expect(words.find('A quiet meadow at dawn')).toEqual([]);
    expect(words.find('casinos and precasino')).toEqual([]);
  });

  it('reads a comma-separated list from the environment, else the default', () => {
    expect(forbiddenWordsFromEnv('owl, heron ,').find('an owl and a heron')).toEqual(['owl', 'heron']);
    expect(forbiddenWordsFromEnv(undefined).find('free casino')).toEqual(['casino']);
    expect(forbiddenWordsFromEnv(' , ').find('free casino')).toEqual(['casino']);
  });
});
