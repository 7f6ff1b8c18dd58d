import type { Gender } from '@site/api';

/**
 * The network (sister) sites of §1. The gay and she orientations are separate sites: choosing one in the
 * gender menu leaves for it. The addresses are placeholders on the reserved `example.com` domain; a
 * deployment replaces them here (they are constants, not environment settings, so server and browser
 * render the same links).
 */
export const SISTER_SITES: Readonly<Partial<Record<Gender, string>>> = {
  gay: 'https://gay.example.com/',
  she: 'https://she.example.com/',
};

/**
 * §9 "hard links from a page are limited to 2" (#33 item 3, the reading chosen): the outbound links a page
 * renders to sister or partner sites; at most this many of them are followable by search engines.
 */
export const FOLLOWED_OUTBOUND_LINKS = 2;

/** The `rel` of an outbound link past the followable ones. */
export const UNFOLLOWED_REL = 'nofollow sponsored';

/**
 * The outbound links of a page with their `rel`: the first `FOLLOWED_OUTBOUND_LINKS` as they are, the rest
 * `nofollow sponsored`. The banners and the slider's outside tiles are sponsored already (never followed),
 * so the network list is the only followable outbound list a page has.
 */
export function limitFollowedLinks<T extends { href: string }>(
  links: readonly T[],
  followed = FOLLOWED_OUTBOUND_LINKS,
): Array<T & { rel?: string }> {
  return links.map((link, i) => (i < followed ? { ...link } : { ...link, rel: UNFOLLOWED_REL }));
}

/**
 * The network sites listed in the mobile navigation (§2): a name and an address each; past the first two,
 * `nofollow sponsored` (`limitFollowedLinks`).
 */
export const NETWORK_SITES: ReadonlyArray<{ href: string; label: string; rel?: string }> = limitFollowedLinks(
  [
    { href: 'https://gay.example.com/', label: 'gay.example.com' },
    { href: 'https://she.example.com/', label: 'she.example.com' },
    { href: 'https://photos.example.com/', label: 'photos.example.com' },
  ],
);
