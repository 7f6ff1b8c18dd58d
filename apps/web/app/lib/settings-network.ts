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

/** The network sites listed in the mobile navigation (§2): a name and an address each. */
export const NETWORK_SITES: ReadonlyArray<{ href: string; label: string }> = [
  { href: 'https://gay.example.com/', label: 'gay.example.com' },
  { href: 'https://she.example.com/', label: 'she.example.com' },
  { href: 'https://photos.example.com/', label: 'photos.example.com' },
];
