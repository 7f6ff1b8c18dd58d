import { Slot, Slottable } from '@radix-ui/react-slot';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { useLinkComponent, useMessages } from '../i18n/UiProvider';
import { LineIcon } from '../icons/LineIcon';
import { visuallyHidden } from '../theme/a11y.css';
import * as styles from './Link.css';

/** The colours a link can take; stories and callers reuse this list. */
export const linkTones = ['accent', 'neutral', 'muted'] as const;
export type LinkTone = (typeof linkTones)[number];

export const linkUnderlines = ['always', 'hover'] as const;
export type LinkUnderline = (typeof linkUnderlines)[number];

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'style'> {
  /** Internal paths (`/videos/1/x/`) go through the `UiProvider`'s link component; others are plain. */
  href?: string;
  tone?: LinkTone;
  underline?: LinkUnderline;
  /**
   * Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`), with a visible icon and a
   * hidden "(opens in a new tab)" for assistive technology.
   */
  external?: boolean;
  /** Renders the single child element with the link's look instead of an anchor. */
  asChild?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/** A URL with a scheme (`https:`, `mailto:`) or protocol-relative (`//host`) leaves the router. */
const LEAVES_APP = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** Whether `href` is a path of this site, for the router's link component. */
export function isInternalHref(href: string): boolean {
  return !LEAVES_APP.test(href);
}

/**
 * A text link. Router-agnostic: internal paths render the `linkComponent` of `UiProvider` (e.g. React
 * Router's `Link`), everything else a plain anchor. `external` opens a new tab and says so.
 */
export function Link({
  href,
  tone = 'accent',
  underline = 'always',
  external = false,
  asChild = false,
  target,
  rel,
  children,
  ref,
  ...rest
}: LinkProps) {
  const { t } = useMessages();
  const RouterLink = useLinkComponent();
  const className = styles.link({ tone, underline });
  const newTab = external
    ? {
        target: '_blank',
        // Keep whatever `rel` the caller adds (e.g. "nofollow"), plus the two that protect the opener.
        rel: [...new Set([...(rel ?? '').split(/\s+/).filter(Boolean), 'noopener', 'noreferrer'])].join(' '),
      }
    : { target, rel };
  const shared = { ...rest, ...newTab, className, 'data-tone': tone };
  const suffix = external && (
    <>
      <LineIcon
        className={styles.externalIcon}
        d="M9 3h4v4M13 3L7.5 8.5M11 9.5V13H3V5h3.5"
        strokeWidth="1.6"
      />
      <span className={visuallyHidden}>{` ${t('link.newTab')}`}</span>
    </>
  );

  if (asChild) {
    const slotProps = { ...shared, href };
    return (
      <Slot {...slotProps} ref={ref as Ref<HTMLElement>}>
        <Slottable>{children}</Slottable>
        {suffix}
      </Slot>
    );
  }
  if (href !== undefined && !external && isInternalHref(href)) {
    return (
      <RouterLink {...shared} href={href} ref={ref}>
        {children}
        {suffix}
      </RouterLink>
    );
  }
  return (
    <a {...shared} href={href} ref={ref}>
      {children}
      {suffix}
    </a>
  );
}
