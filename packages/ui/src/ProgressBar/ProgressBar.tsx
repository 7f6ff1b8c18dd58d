import * as ProgressPrimitive from '@radix-ui/react-progress';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type ReactNode, useId } from 'react';
import { useMessages } from '../i18n/UiProvider';
import * as styles from './ProgressBar.css';

/** Heights of the bar; stories and callers reuse this list. */
export const progressBarSizes = ['sm', 'md'] as const;
export type ProgressBarSize = (typeof progressBarSizes)[number];

export interface ProgressBarProps {
  /** What is progressing, e.g. the file being uploaded; names the progress bar. */
  label: ReactNode;
  /** Percent done, 0–100 (clamped); `null` while the progress is unknown (indeterminate). */
  value: number | null;
  size?: ProgressBarSize;
}

function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

/**
 * Upload progress (§4 "uploading with progress percent"): a labelled `progressbar` with the percent
 * formatted for the locale ("42% uploaded", "42 %" in German), or striped while indeterminate.
 */
export function ProgressBar({ label, value, size = 'md' }: ProgressBarProps) {
  const { t, formatPercent } = useMessages();
  const labelId = useId();
  const percent = value === null ? null : clampPercent(value);
  // Floor, so 99.6 % never reads as done before it is.
  const text =
    percent === null
      ? t('progress.indeterminate')
      : t('progress.value', {
          percent: formatPercent(Math.floor(percent) / 100),
        });
  return (
    <div className={styles.root} data-size={size}>
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {/* The same text is the progress bar's aria-valuetext: shown once, read once. */}
        <span className={styles.value} aria-hidden="true">
          {text}
        </span>
      </div>
      <ProgressPrimitive.Root
        className={styles.track({ size })}
        value={percent}
        max={100}
        aria-labelledby={labelId}
        aria-valuetext={text}
      >
        <ProgressPrimitive.Indicator
          className={styles.indicator}
          style={assignInlineVars({ [styles.fill]: `${percent ?? 0}%` })}
        />
      </ProgressPrimitive.Root>
    </div>
  );
}
