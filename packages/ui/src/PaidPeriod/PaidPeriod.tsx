import { PAID_DOWNLOAD } from '@site/api';
import { useId } from 'react';
import { Button } from '../Button/Button';
import { premiumEn } from '../i18n/messages/premium';
import { useMessages } from '../i18n/UiProvider';
import * as styles from './PaidPeriod.css';

export type PaidPeriodStatus = 'loading' | 'success' | 'error';

export interface PaidPeriodProps {
  status?: PaidPeriodStatus;
  /** When the member's paid period ends or ended (ISO 8601); null when they never paid. */
  until: string | null;
  /** The clock the period is judged by (stories, tests; default now). */
  now?: Date | number;
  /** Renew or buy: the app opens the payment (its existing flow). */
  onRenew: () => void;
  /** While the payment is open: the button is busy. */
  renewing?: boolean;
  onRetry?: () => void;
}

/** Which state the period is in at `now`. */
export function paidPeriodState(until: string | null, now: number): 'active' | 'expired' | 'none' {
  if (!until) return 'none';
  const end = Date.parse(until);
  if (Number.isNaN(end)) return 'none';
  return end > now ? 'active' : 'expired';
}

/**
 * The member's paid period (#32 item 8), on their own page: active until a date, expired on a date, or
 * none yet, with the button that renews (or buys) through the site's payment flow. A renewal moves the end
 * on by a period (PAID_DOWNLOAD.periodDays), so "Renew" is offered while the period runs too.
 */
export function PaidPeriod({
  status = 'success',
  until,
  now = Date.now(),
  onRenew,
  renewing = false,
  onRetry,
}: PaidPeriodProps) {
  const { t, locale } = useMessages(premiumEn);
  const titleId = useId();
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const state = paidPeriodState(until, nowMs);
  const date = until
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(until))
    : '';
  const price = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(PAID_DOWNLOAD.usdPerMonth);
  const days = PAID_DOWNLOAD.periodDays;

  return (
    <section className={styles.root} aria-labelledby={titleId} aria-busy={status === 'loading'}>
      <h2 id={titleId} className={styles.title}>
        {t('premium.title')}
      </h2>
      {status === 'loading' && <p className={styles.muted}>{t('premium.loading')}</p>}
      {status === 'error' && (
        <>
          <p className={styles.muted} role="alert">
            {t('premium.error')}
          </p>
          {onRetry && (
            <div>
              <Button variant="secondary" onClick={onRetry}>
                {t('premium.retry')}
              </Button>
            </div>
          )}
        </>
      )}
      {status === 'success' && (
        <>
          <p className={styles.state} data-state={state}>
            {state === 'none' ? t('premium.none') : t(`premium.${state}`, { date })}
          </p>
          <p className={styles.muted}>
            {state === 'active'
              ? t('premium.activeHint', { days })
              : t(state === 'expired' ? 'premium.expiredHint' : 'premium.noneHint', { price, days })}
          </p>
          <div>
            <Button onClick={onRenew} loading={renewing}>
              {t(state === 'none' ? 'premium.buy' : 'premium.renew')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
