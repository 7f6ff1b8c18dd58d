import type { ReactNode, Ref } from 'react';
import { useMessages } from '../i18n/UiProvider';
import * as styles from './Badge.css';

/**
 * The tones a badge can take: the card labels of §2 (HD, VR, 'Just added', the trusted member's check
 * mark) and four general ones. Stories and callers reuse this list.
 */
export const badgeTones = ['hd', 'vr', 'new', 'trusted', 'neutral', 'accent', 'danger', 'success'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  tone?: BadgeTone;
  /**
   * The badge's text. `hd`, `vr` and `new` default to their messages (`video.hd`, `video.vr`,
   * `video.justAdded`); `trusted` shows only its check mark unless given a visible label here.
   */
  children?: ReactNode;
  /** The accessible name of the trusted check mark when it stands alone; defaults to `video.trustedMember`. */
  label?: string;
  ref?: Ref<HTMLSpanElement>;
}

function CheckMark({ label }: { label?: string }) {
  return (
    <svg
      className={styles.check}
      viewBox="0 0 16 16"
      focusable="false"
      data-check=""
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {label && <title>{label}</title>}
      <circle cx="8" cy="8" r="8" fill="currentColor" />
      <path className={styles.checkMark} d="M4.5 8.2l2.3 2.3 4.7-4.9" />
    </svg>
  );
}

/** A short label: HD/VR on thumbnails, 'Just added', the trusted member's check mark, or a status. */
export function Badge({ tone = 'neutral', children, label, ref }: BadgeProps) {
  const { t } = useMessages();
  if (tone === 'trusted') {
    const hasText = children !== undefined && children !== null && children !== '';
    return (
      <span ref={ref} className={styles.badge.trusted} data-tone={tone}>
        {/* With a visible label the mark is decoration; alone, it carries the name. */}
        <CheckMark label={hasText ? undefined : (label ?? t('video.trustedMember'))} />
        {hasText && <span className={styles.trustedLabel}>{children}</span>}
      </span>
    );
  }
  const text =
    children ??
    (tone === 'hd'
      ? t('video.hd')
      : tone === 'vr'
        ? t('video.vr')
        : tone === 'new'
          ? t('video.justAdded')
          : null);
  return (
    <span ref={ref} className={styles.badge[tone]} data-tone={tone}>
      {text}
    </span>
  );
}
