import { useMessages } from '../i18n/UiProvider';
import { visuallyHidden } from '../theme/a11y.css';
import * as styles from './Spinner.css';

/** Sizes of the spinner; stories and callers reuse this list. */
export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  size?: SpinnerSize;
  /** What is loading, e.g. "Loading comments". Defaults to the `spinner.label` message ("Loading"). */
  label?: string;
  /** Show the label beside the spinner instead of for assistive technology only. */
  showLabel?: boolean;
}

/**
 * Something is loading: a turning ring in a `status` region named by its label. With reduced motion it
 * fades slowly instead of turning.
 */
export function Spinner({ size = 'md', label, showLabel = false }: SpinnerProps) {
  const { t } = useMessages();
  return (
    <span role="status" className={styles.root} data-size={size}>
      <span className={styles.spinner({ size })} aria-hidden="true" data-spinner="" />
      <span className={showLabel ? undefined : visuallyHidden}>{label ?? t('spinner.label')}</span>
    </span>
  );
}
