import { listingErrorKey } from '@site/api';
import type { ReactNode, Ref } from 'react';
import { Button } from '../Button/Button';
import { StateLayout } from '../EmptyState/EmptyState';
import { en, type MessageKey } from '../i18n/en';
import { useMessages } from '../i18n/UiProvider';
import { LineIcon } from '../icons/LineIcon';
import * as styles from './ErrorState.css';

export interface ErrorStateProps {
  /**
   * The listing's error code (§8). Any code containing `not_found` shows `listing.error.not_found`;
   * others `listing.error.{code}`; none, or a code without a message, `listing.error.general_error`.
   */
  code?: string | null;
  /** More detail under the message, already translated. */
  description?: ReactNode;
  /** Shows a "Try again" button calling this, e.g. the query's `refetch`. */
  onRetry?: () => void;
  /** The retry is under way: the button shows a spinner and ignores clicks. */
  retrying?: boolean;
  /** More actions beside the retry button. */
  action?: ReactNode;
  /** Adds the "go to main page" button (message `empty.goHome`) linking here. */
  homeHref?: string;
  /** Heading level of the message, to fit the page outline. Defaults to 2. */
  headingLevel?: 2 | 3 | 4;
  ref?: Ref<HTMLDivElement>;
}

const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(en, key);

/** The message key of a listing error code, falling back to general_error for codes without a message. */
export function listingErrorMessageKey(code: string | null | undefined): MessageKey {
  const key = listingErrorKey(code ?? undefined);
  return isMessageKey(key) ? key : 'listing.error.general_error';
}

function ErrorIcon() {
  return (
    <LineIcon
      viewBox="0 0 24 24"
      strokeWidth="1.8"
      d={[
        'M10.3 4.2L2.8 17.5A2 2 0 0 0 4.5 20.5h15a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z',
        'M12 9.5v4.5M12 17.2v.1',
      ]}
    />
  );
}

function RetryIcon() {
  return (
    <LineIcon
      className={styles.retryIcon}
      viewBox="0 0 20 20"
      strokeWidth="1.8"
      d="M16 10a6 6 0 1 1-1.8-4.3M16 3.5v3.2h-3.2"
    />
  );
}

/**
 * A listing that failed (§8): the message for its error code, and a way to try again. It is an alert,
 * so screen readers announce it when it replaces the list.
 */
export function ErrorState({
  code,
  description,
  onRetry,
  retrying = false,
  action,
  ...rest
}: ErrorStateProps) {
  const { t } = useMessages();
  const key = listingErrorMessageKey(code);
  const retry = onRetry && (
    <Button onClick={onRetry} loading={retrying}>
      <RetryIcon />
      {t('errorState.retry')}
    </Button>
  );
  return (
    <StateLayout
      {...rest}
      title={t(key)}
      description={description}
      icon={<ErrorIcon />}
      action={
        retry || action ? (
          <>
            {retry}
            {action}
          </>
        ) : undefined
      }
      tone="danger"
      role="alert"
    />
  );
}
