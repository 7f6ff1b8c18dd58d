import { describe, expect, it } from 'vitest';
import { FOLLOWED_OUTBOUND_LINKS, limitFollowedLinks, NETWORK_SITES } from './settings-network';

describe('the hard-link limit (§9: at most 2 followable outbound links a page)', () => {
  it('leaves the first two as they are and marks the rest nofollow sponsored', () => {
    const links = limitFollowedLinks([
      { href: 'https://one.example.com/' },
      { href: 'https://two.example.com/' },
      { href: 'https://three.example.com/' },
      { href: 'https://four.example.com/' },
    ]);
    expect(links.map((l) => l.rel)).toEqual([
      undefined,
      undefined,
      'nofollow sponsored',
      'nofollow sponsored',
    ]);
    expect(limitFollowedLinks([{ href: 'https://one.example.com/' }])).toEqual([
      { href: 'https://one.example.com/' },
    ]);
  });

  it('holds for the network list every page renders', () => {
    expect(NETWORK_SITES.filter((l) => !l.rel?.includes('nofollow'))).toHaveLength(
      Math.min(FOLLOWED_OUTBOUND_LINKS, NETWORK_SITES.length),
    );
  });
});
