import { clsx } from 'clsx';
import type { Ref } from 'react';
import { useMessages } from '../i18n/UiProvider';
import { countryName } from './countries';
import * as styles from './Flag.css';

export { countryName, isModelCountry, MODEL_COUNTRIES, type ModelCountry } from './countries';

export const flagSizes = ['sm', 'md', 'lg'] as const;
export type FlagSize = (typeof flagSizes)[number];

export interface FlagProps {
  /**
   * A two-letter country code in any case (`de`, `GB`), or `eu`. Anything else (none, `xx`, `usa`)
   * shows a placeholder.
   */
  code: string | null | undefined;
  size?: FlagSize;
  /**
   * Hide it from assistive technology when the country's name is written next to it anyway
   * (a country picker's options); otherwise it is an image named after the country.
   */
  decorative?: boolean;
  ref?: Ref<SVGSVGElement>;
}

/**
 * A country flag (§2 model card, country picker) as a small inline SVG tile with the country code,
 * named after the country in the current language (`Intl.DisplayNames`).
 *
 * Why not the regional-indicator emoji: it needs a colour emoji font, which Windows and headless
 * Chromium on Linux lack (they show two letters or boxes), so the same page would look different per
 * machine. The tile looks the same everywhere, takes the theme's colours, and reads in both modes.
 * An unknown code shows a dashed placeholder named "Unknown country" rather than failing.
 */
export function Flag({ code, size = 'md', decorative = false, ref }: FlagProps) {
  const { t, locale } = useMessages();
  const name = code ? countryName(code, locale) : undefined;
  const label = name ?? t('flag.unknown');
  return (
    <svg
      ref={ref}
      className={clsx(styles.flag, styles.size[size])}
      viewBox="0 0 30 20"
      focusable="false"
      data-code={name ? code?.toLowerCase() : undefined}
      data-unknown={name ? undefined : ''}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? true : undefined}
    >
      {!decorative && <title>{label}</title>}
      <rect
        className={name ? styles.field : styles.unknownField}
        x="0.5"
        y="0.5"
        width="29"
        height="19"
        rx="2.5"
      />
      <text
        className={name ? styles.code : styles.unknownMark}
        x="15"
        y="10.5"
        textAnchor="middle"
        dominantBaseline="central"
      >
        {name && code ? code.toUpperCase() : '?'}
      </text>
    </svg>
  );
}
