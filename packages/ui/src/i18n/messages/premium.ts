/**
 * English defaults of the paid period's panel (#32 item 8: PaidPeriod, on the member's own page). Not in
 * `en`: the component passes them to `useMessages(premiumEn)`, so they load with that page only.
 */
export const premiumEn = {
  'premium.title': 'Premium downloads',
  'premium.loading': 'Loading your paid period',
  'premium.active': 'Active until {date}',
  'premium.activeHint': 'You download every video. Renewing now adds {days} days after that date.',
  'premium.expired': 'Expired on {date}',
  'premium.expiredHint': 'Renew to download every video again: {price} for {days} days.',
  'premium.none': 'No paid period yet',
  'premium.noneHint': 'Download every video in the quality you choose: {price} for {days} days.',
  'premium.renew': 'Renew',
  'premium.buy': 'Buy premium',
  'premium.error': 'Your paid period could not be loaded.',
  'premium.retry': 'Try again',
} as const;

export type PremiumMessageKey = keyof typeof premiumEn;
