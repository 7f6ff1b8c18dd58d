import { useMessages } from '@site/ui';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import * as styles from './catalog.css';
import '../../messages/use-catalog';

export interface Fact {
  key: string;
  term: string;
  value: ReactNode;
}

/** Facts as a description list: only the ones given (a field the API leaves empty is not shown). */
export function Facts({ items, label }: { items: readonly Fact[]; label?: string }) {
  if (items.length === 0) return null;
  return (
    <dl className={styles.facts} aria-label={label}>
      {items.map((item) => (
        <div key={item.key} className={styles.fact}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Statistics = Partial<Record<'videos' | 'viewed' | 'subscribers' | 'likes' | 'dislikes', number>>;

/** A channel's, model's or playlist's statistics, counts formatted as §9 says (K, M). */
export function StatsFacts({
  statistics,
  keys = ['videos', 'viewed', 'likes', 'dislikes'],
}: {
  statistics: Statistics;
  /** Which counts to show; subscribers sit beside the subscribe button instead. */
  keys?: ReadonlyArray<keyof Statistics>;
}) {
  const { t } = useT();
  const { formatCount } = useMessages();
  const labels = {
    videos: t('catalog.stats.videos'),
    viewed: t('catalog.stats.views'),
    subscribers: t('catalog.stats.subscribers'),
    likes: t('catalog.stats.likes'),
    dislikes: t('catalog.stats.dislikes'),
  } as const;
  const items: Fact[] = [];
  for (const key of keys) {
    const value = statistics[key];
    if (value !== undefined) items.push({ key, term: labels[key], value: formatCount(value) });
  }
  return <Facts items={items} label={t('catalog.stats')} />;
}
