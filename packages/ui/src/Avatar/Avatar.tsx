import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { clsx } from 'clsx';
import type { Ref } from 'react';
import { useMessages } from '../i18n/UiProvider';
import * as styles from './Avatar.css';
import { initials } from './initials';

export const avatarSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export interface AvatarProps {
  /** The member's (or model's, channel's) name: the image's alt text and the source of the initials. */
  name: string;
  /** The picture; without one, or while it loads or when it fails, the initials show instead. */
  src?: string | null;
  size?: AvatarSize;
  /**
   * Hide it from assistive technology when the name is written next to it anyway (a member link with
   * its name), so the name is not read twice.
   */
  decorative?: boolean;
  ref?: Ref<HTMLSpanElement>;
}

function Silhouette() {
  return (
    <svg className={styles.silhouette} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4.5" fill="currentColor" />
      <path d="M3.5 21.5c0-4.7 3.8-8 8.5-8s8.5 3.3 8.5 8z" fill="currentColor" />
    </svg>
  );
}

/**
 * A round picture of a member, model or channel (Radix Avatar). Until the image has loaded, and when it
 * fails or is missing, it shows the name's initials (or a silhouette for a name without letters). It is
 * an image named after the person either way, unless `decorative`.
 */
export function Avatar({ name, src, size = 'md', decorative = false, ref }: AvatarProps) {
  const { t, locale } = useMessages();
  const trimmed = name.trim();
  const letters = initials(trimmed, locale);
  const label = trimmed || t('avatar.anonymous');
  const fallbackA11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <AvatarPrimitive.Root ref={ref} className={clsx(styles.root, styles.size[size])} data-size={size}>
      {src ? (
        <AvatarPrimitive.Image className={styles.image} src={src} alt={decorative ? '' : label} />
      ) : null}
      <AvatarPrimitive.Fallback
        className={letters ? styles.fallback : styles.anonymous}
        data-initials={letters || undefined}
        {...fallbackA11y}
      >
        {letters || <Silhouette />}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
