import type { AccountSession } from '@site/api';
import { formatRelativeDate } from '@site/api/display';
import { useId } from 'react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { ErrorState } from '../ErrorState/ErrorState';
import { settingsEn } from '../i18n/messages/settings';
import { useMessages } from '../i18n/UiProvider';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './SessionList.css';

/** What a row shows: the API's session, so API objects pass straight in. */
export type SessionData = AccountSession;

export interface SessionListProps {
  /** The member's open sessions, most recently active first; `current` is this browser's. */
  sessions?: readonly SessionData[];
  /** The read's state (TanStack Query's `status`). */
  status: 'pending' | 'error' | 'success';
  /** The failed read's code (§8). */
  errorCode?: string | null;
  onRetry?: () => void;
  /** Signs one other session out. */
  onSignOut?: (sessionId: number) => void;
  /** Signs every other session out. */
  onSignOutOthers?: () => void;
  /** The sign-out under way: that row's button (or "everywhere else") is busy, the others wait. */
  busy?: number | 'others' | null;
  /** The moment "3 days ago" is counted from (pass the page's time, for stable server and client output). */
  now: Date | number;
  /** Heading level of the title, to fit the page outline. Defaults to 2. */
  headingLevel?: 2 | 3;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrom(e|ium)\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux|X11/, 'Linux'],
];

/**
 * A session's browser as people name it, from its user agent: "Firefox · Linux" (product names, the same
 * in every language); an agent none of them matches is shown as it came (its first 80 characters), an
 * empty one is null.
 */
export function deviceName(userAgent: string): string | null {
  const agent = userAgent.trim();
  if (!agent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (!browser && !system) return agent.slice(0, 80);
  return [browser, system].filter(Boolean).join(' · ');
}

/**
 * The member's open sessions on the settings page: each browser they are signed in with, when it was last
 * active and signed in, this browser marked; a sign-out for each other one and for all of them at once. It
 * never fetches: the page passes the list and the read's state, and every act is a callback.
 */
export function SessionList({
  sessions = [],
  status,
  errorCode,
  onRetry,
  onSignOut,
  onSignOutOthers,
  busy = null,
  now,
  headingLevel = 2,
}: SessionListProps) {
  const { t, locale } = useMessages(settingsEn);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const others = sessions.filter((s) => !s.current).length;
  const when = (date: string) => formatRelativeDate(date, { locale, now });
  return (
    <section className={styles.root} aria-labelledby={titleId} data-status={status}>
      <Heading id={titleId} className={styles.title}>
        {t('sessions.title')}
      </Heading>
      {status === 'pending' && <Spinner size="sm" label={t('sessions.loading')} />}
      {status === 'error' && (
        <ErrorState code={errorCode ?? null} onRetry={onRetry} headingLevel={(headingLevel + 1) as 3 | 4} />
      )}
      {status === 'success' && (
        <ul className={styles.list} aria-labelledby={titleId}>
          {sessions.map((session) => {
            const device = deviceName(session.user_agent) ?? t('sessions.unknownDevice');
            const seen = when(session.last_seen_at);
            return (
              <li key={session.session_id} className={styles.item} data-session-id={session.session_id}>
                <span className={styles.what}>
                  <span className={styles.device}>{device}</span>
                  {session.current && (
                    <span className={styles.badge}>
                      <Badge tone="accent">{t('sessions.current')}</Badge>
                    </span>
                  )}
                  <time className={styles.muted} dateTime={session.last_seen_at}>
                    {t('sessions.seen', { date: seen })}
                  </time>
                  <time className={styles.muted} dateTime={session.created_at}>
                    {t('sessions.started', { date: when(session.created_at) })}
                  </time>
                </span>
                {!session.current && (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={busy === session.session_id}
                    disabled={busy !== null && busy !== session.session_id}
                    aria-label={t('sessions.signOutLabel', { device, date: seen })}
                    onClick={() => onSignOut?.(session.session_id)}
                  >
                    {t('sessions.signOut')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {status === 'success' && others === 0 && <p className={styles.muted}>{t('sessions.onlyThis')}</p>}
      {status === 'success' && others > 0 && (
        <div className={styles.footer}>
          <Button
            variant="secondary"
            loading={busy === 'others'}
            disabled={busy !== null && busy !== 'others'}
            onClick={() => onSignOutOthers?.()}
          >
            {t('sessions.signOutOthers')}
          </Button>
        </div>
      )}
    </section>
  );
}
