import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { siteParts } from '.';
import { addSiteMessages, siteEnglish } from './english';

describe('the English texts of a page', () => {
  it('holds each part from the start or has a messages/use-<part>.ts that adds it', () => {
    const loaded = siteEnglish().messages;
    for (const [part, messages] of Object.entries(siteParts)) {
      const withPage = Object.keys(messages).every((key) => Object.hasOwn(loaded, key));
      const module = fileURLToPath(new URL(`./use-${part}.ts`, import.meta.url));
      expect(withPage || existsSync(module), part).toBe(true);
    }
  });

  it('adds a part once and says so with a new version', () => {
    const before = siteEnglish().version;
    addSiteMessages(siteParts.pages);
    const after = siteEnglish();
    expect(after.version).toBe(before + 1);
    expect(after.messages['pages.info.title']).toBe('Information');
    addSiteMessages(siteParts.pages);
    expect(siteEnglish().version).toBe(after.version);
  });
});
