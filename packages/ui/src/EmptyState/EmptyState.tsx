import type { ReactNode, Ref } from 'react';
import { Button } from '../Button/Button';
import { useLinkComponent, useMessages } from '../i18n/UiProvider';
import { LineIcon } from '../icons/LineIcon';
import * as styles from './EmptyState.css';

type HeadingLevel = 2 | 3 | 4;

export interface EmptyStateProps {
  /** What is empty, e.g. "No videos yet". Already translated by the caller. */
  title: ReactNode;
  /** One or two sentences: why, and what to do next. */
  description?: ReactNode;
  /** A decorative icon (hidden from assistive technology); defaults to an empty tray. */
  icon?: ReactNode;
  /** Actions below the text, e.g. a `Button`. */
  action?: ReactNode;
  /** Adds the "go to main page" button of §2 (message `empty.goHome`) linking here, e.g. `/`. */
  homeHref?: string;
  /** Heading level of the title, to fit the page outline. Defaults to 2. */
  headingLevel?: HeadingLevel;
  ref?: Ref<HTMLDivElement>;
}

function EmptyIcon() {
  return (
    <LineIcon
      viewBox="0 0 24 24"
      strokeWidth="1.6"
      d={[
        'M3.5 13.5l2.6-7.2A1.5 1.5 0 0 1 7.5 5.3h9a1.5 1.5 0 0 1 1.4 1l2.6 7.2',
        'M3.5 13.5v4.2a1.5 1.5 0 0 0 1.5 1.5h14a1.5 1.5 0 0 0 1.5-1.5v-4.2h-5l-1.2 2.2h-4.6l-1.2-2.2z',
      ]}
    />
  );
}

/** @internal The layout `EmptyState` and `ErrorState` share. */
export interface StateLayoutProps extends Omit<EmptyStateProps, 'icon'> {
  icon: ReactNode;
  tone: 'neutral' | 'danger';
  role?: 'alert' | 'status';
}

/** @internal */
export function StateLayout({
  title,
  description,
  icon,
  action,
  homeHref,
  headingLevel = 2,
  tone,
  role,
  ref,
}: StateLayoutProps) {
  const { t } = useMessages();
  const Link = useLinkComponent();
  const Heading = `h${headingLevel}` as const;
  return (
    <div ref={ref} className={styles.root} role={role} data-tone={tone}>
      <span className={styles.icon[tone]} aria-hidden="true">
        {icon}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {(action || homeHref) && (
        <div className={styles.actions}>
          {action}
          {homeHref && (
            <Button asChild variant={action ? 'secondary' : 'primary'}>
              <Link href={homeHref}>{t('empty.goHome')}</Link>
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * Nothing to show: an empty listing, a member with no uploads, the 404 page (§2: a title, an
 * explanation and a go-to-main-page button). Not an error: for failed listings use `ErrorState`.
 */
export function EmptyState({ icon, ...rest }: EmptyStateProps) {
  return <StateLayout {...rest} icon={icon ?? <EmptyIcon />} tone="neutral" />;
}
