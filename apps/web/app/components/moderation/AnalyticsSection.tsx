import 'uplot/dist/uPlot.min.css';
import {
  ANALYTICS_GOALS,
  type AnalyticsDay,
  type AnalyticsShare,
  type ApiClient,
  errorCode,
} from '@site/api';
import { formatCount } from '@site/api/display';
import { moderationQueries } from '@site/api/query';
import { ErrorState, Spinner } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import uPlot from 'uplot';
import { browserApi } from '../../lib/api';
import { type TextKey, useT } from '../../lib/i18n';
import { retryOf } from '../../lib/refusals';
import { moderationUrl } from '../../lib/urls';
import * as styles from './analytics.css';
import { useListAddress } from './lists';
import { analyticsParams } from './params';
import '../../messages/use-moderation';

/** The periods offered, in days. */
const PERIODS = [7, 30, 90] as const;

/** A series of a chart: its label's text key, its colour, and its value of a day. */
interface Series {
  label: TextKey;
  color: string;
  value: (day: AnalyticsDay) => number;
}

const VIEW_SERIES: Series[] = [
  { label: 'console.analytics.views', color: '#2f6fde', value: (d) => d.views },
  { label: 'console.analytics.adblock', color: '#d9822b', value: (d) => d.adblock },
];
const GOAL_COLORS = ['#2f9e6b', '#8a55d4', '#c2417a', '#b58a00'];
const GOAL_SERIES: Series[] = ANALYTICS_GOALS.map((goal, i) => ({
  label: `console.analytics.goal.${goal}` as TextKey,
  color: GOAL_COLORS[i % GOAL_COLORS.length] ?? '#2f9e6b',
  value: (d) => d.goals[goal],
}));

/** The day's midnight UTC, in seconds (uPlot's time axis). */
const daySeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * A daily line chart (uPlot, drawn in the browser after the page shows); the figures are in the table
 * beside it, so the canvas is an image with a name for assistive technology.
 */
function DailyChart({ days, series, label }: { days: AnalyticsDay[]; series: Series[]; label: string }) {
  const { t } = useT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const ink = getComputedStyle(el).color;
    const grid = { stroke: 'rgba(128,128,128,0.25)', width: 1 };
    const axis = { stroke: ink, grid, ticks: grid };
    const chart = new uPlot(
      {
        width: Math.max(280, el.clientWidth),
        height: 240,
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max * 1.1)] } },
        axes: [axis, { ...axis, size: 56 }],
        series: [
          {},
          ...series.map((s) => ({ label: t(s.label), stroke: s.color, width: 2, points: { size: 5 } })),
        ],
        legend: { live: false },
        cursor: { drag: { x: false, y: false } },
      },
      [days.map((d) => daySeconds(d.day)), ...series.map((s) => days.map(s.value))],
      el,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(280, el.clientWidth), height: 240 }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, series, t]);
  return <div ref={box} className={styles.chart} role="img" aria-label={label} data-chart="" />;
}

/** A period's figures by day, oldest first, in a table under a disclosure. */
function DailyTable({ days }: { days: AnalyticsDay[] }) {
  const { t } = useT();
  return (
    <details className={styles.details}>
      <summary>{t('console.analytics.figures')}</summary>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('console.analytics.day')}</th>
              {[...VIEW_SERIES, ...GOAL_SERIES].map((s) => (
                <th key={s.label} scope="col">
                  {t(s.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{d.day}</th>
                {[...VIEW_SERIES, ...GOAL_SERIES].map((s) => (
                  <td key={s.label}>{s.value(d)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** One breakdown of the period's views (page types, countries, languages, referring hosts). */
function Shares({ title, rows, blank }: { title: TextKey; rows: AnalyticsShare[]; blank: TextKey }) {
  const { t } = useT();
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.share}>
      <h2 id={id} className={styles.subheading}>
        {t(title)}
      </h2>
      {rows.length === 0 ? (
        <p>{t('console.analytics.noRows')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t(title)}</th>
              <th scope="col">{t('console.analytics.views')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name === '' ? t(blank) : row.name}</th>
                <td>{formatCount(row.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * /moderation/analytics/ (#33): page views and goals by day over 7, 30 or 90 days (`?days=`), and the
 * period's views by page type, country, language and referring host. Counted by the site itself from
 * its pages' reports: no outside service, no person in the figures.
 */
export function AnalyticsSection({ api = browserApi }: { api?: ApiClient }) {
  const { t } = useT();
  const address = useListAddress();
  const params = analyticsParams(address.search);
  const query = useQuery(moderationQueries.analytics(api, params));
  if (query.isPending) return <Spinner label={t('console.analytics.loading')} />;
  if (query.isError) return <ErrorState code={errorCode(query.error)} {...retryOf(query)} />;
  const { days, pages, countries, languages, referrers } = query.data;
  const views = days.reduce((n, d) => n + d.views, 0);
  const adblock = days.reduce((n, d) => n + d.adblock, 0);
  const goals = days.reduce((n, d) => n + ANALYTICS_GOALS.reduce((m, g) => m + d.goals[g], 0), 0);
  return (
    <div className={styles.section}>
      <nav aria-label={t('console.analytics.period')} className={styles.periods}>
        {PERIODS.map((n) => (
          <Link
            key={n}
            to={`${moderationUrl('analytics')}?days=${n}`}
            aria-current={params.days === n ? 'page' : undefined}
            className={styles.period}
          >
            {t('console.analytics.days', { count: n })}
          </Link>
        ))}
      </nav>
      <p className={styles.summary} data-testid="analytics-summary">
        {t('console.analytics.summary', {
          views: formatCount(views),
          adblock: views > 0 ? Math.round((adblock / views) * 100) : 0,
          goals: formatCount(goals),
        })}
      </p>
      <h2 className={styles.subheading}>{t('console.analytics.viewsChart')}</h2>
      <DailyChart days={days} series={VIEW_SERIES} label={t('console.analytics.viewsChart')} />
      <h2 className={styles.subheading}>{t('console.analytics.goalsChart')}</h2>
      <DailyChart days={days} series={GOAL_SERIES} label={t('console.analytics.goalsChart')} />
      <DailyTable days={days} />
      <div className={styles.shares}>
        <Shares title="console.analytics.pages" rows={pages} blank="console.analytics.unknown" />
        <Shares title="console.analytics.countries" rows={countries} blank="console.analytics.unknown" />
        <Shares title="console.analytics.languages" rows={languages} blank="console.analytics.unknown" />
        <Shares title="console.analytics.referrers" rows={referrers} blank="console.analytics.direct" />
      </div>
    </div>
  );
}
