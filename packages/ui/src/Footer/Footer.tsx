import { DISPLAY } from '@site/api';
import type { ReactNode } from 'react';
import { type Banner, BannerSlot } from '../BannerSlot/BannerSlot';
import { useLinkComponent, useMessages } from '../i18n/UiProvider';
import * as styles from './Footer.css';

/** The footer links of §1, in order. */
export const footerLinkKeys = [
  'terms',
  'privacy',
  'cookies',
  'dmca',
  '2257',
  'sitemap',
  'partner',
  'content',
  'advertising',
  'support',
  'dump',
] as const;
export type FooterLinkKey = (typeof footerLinkKeys)[number];

/**
 * Where each footer link leads. The information anchors, sitemap and dump are §2 routes; the partner,
 * content and advertising pages have no route in the spec, so these are decisions a site may override.
 */
export const defaultFooterHrefs: Readonly<Record<FooterLinkKey, string>> = {
  terms: '/information/#terms',
  privacy: '/information/#privacy',
  cookies: '/information/#cookies_policy',
  dmca: '/information/#dmca',
  '2257': '/information/#2257',
  sitemap: '/sitemap/',
  partner: '/partners/',
  content: '/content-providers/',
  advertising: '/advertising/',
  support: '/information/#support',
  dump: '/dump/',
};

export interface FooterProps {
  /** The site's name, in the copyright line. */
  siteName: string;
  /** The copyright year (passed in, so server and client render the same). */
  year: number;
  /** Override where links lead; a link set to `null` is left out. */
  hrefs?: Partial<Record<FooterLinkKey, string | null>>;
  /** The four banner slots (§9); missing or `null` slots stay empty. */
  banners?: readonly (Banner | null | undefined)[];
  /** The slots' data is loading: keep their room. */
  bannersLoading?: boolean;
  /** Anything else for the footer, e.g. a CountryPicker. */
  children?: ReactNode;
}

/** The site footer (§1, §9): four banner slots, the information links, the 18+ and rating notes. */
export function Footer({
  siteName,
  year,
  hrefs,
  banners = [],
  bannersLoading = false,
  children,
}: FooterProps) {
  const { t } = useMessages();
  const Link = useLinkComponent();
  const links = footerLinkKeys.flatMap((key) => {
    const href = hrefs && key in hrefs ? hrefs[key] : defaultFooterHrefs[key];
    return href ? [{ key, href }] : [];
  });
  const slots = Array.from({ length: DISPLAY.footerBannerSlots }, (_, i) => banners[i] ?? null);
  const anyBanner = bannersLoading || slots.some(Boolean);

  return (
    <footer className={styles.root}>
      {anyBanner && (
        <section className={styles.banners} aria-label={t('footer.banners')}>
          {slots.map((banner, i) =>
            // An empty slot takes no room (unless its banner is loading).
            banner || bannersLoading ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the slots are fixed positions
              <div key={i} data-slot={i + 1}>
                <BannerSlot
                  banner={banner}
                  loading={bannersLoading}
                  placeholderSize={{ width: 300, height: 250 }}
                />
              </div>
            ) : null,
          )}
        </section>
      )}
      <nav aria-label={t('footer.links')}>
        <ul className={styles.links}>
          {links.map(({ key, href }) => (
            <li key={key}>
              <Link href={href} className={styles.link}>
                {t(`footer.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children && <div className={styles.extra}>{children}</div>}
      <p className={styles.note}>{t('footer.rating')}</p>
      <p className={styles.note}>{t('footer.copyright', { year, site: siteName })}</p>
    </footer>
  );
}
