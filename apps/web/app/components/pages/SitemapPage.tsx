import { type ApiClient, type Gender, type Language, VIDEO_SORTS } from '@site/api';
import { categoryQueries, mainQueries } from '@site/api/query';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { browserApi } from '../../lib/api';
import { type TextKey, useT } from '../../lib/i18n';
import { DEFAULT_FILTERS } from '../../lib/list-params';
import { useSite } from '../../lib/site';
import {
  categoriesUrl,
  categoryVideosUrl,
  channelHref,
  informationUrl,
  listUrl,
  modelHref,
  SECTION_URLS,
  topCountryUrl,
} from '../../lib/urls';
import { INFO_ANCHORS } from './InformationPage';
import * as styles from './pages.css';
import '../../messages/use-pages';

/** The sections of §2 every sitemap lists (labels reuse the shell's navigation texts). */
const SECTIONS: readonly { href: string; label: TextKey }[] = [
  { href: topCountryUrl(1), label: 'listings.topCountry.titleAnywhere' },
  { href: categoriesUrl('all'), label: 'shell.nav.categories' },
  { href: SECTION_URLS.channels, label: 'shell.nav.channels' },
  { href: SECTION_URLS.models, label: 'shell.nav.models' },
  { href: SECTION_URLS.community, label: 'shell.nav.community' },
  { href: SECTION_URLS.playlists, label: 'shell.nav.playlists' },
  { href: SECTION_URLS.download, label: 'pages.sitemap.download' },
  { href: SECTION_URLS.dump, label: 'pages.sitemap.dump' },
];

/** The page's two queries (all categories, the main top lists), for the page and the route's loaders. */
export function sitemapQueries(api: ApiClient, site: { gender: Gender; lang: Language }) {
  const p = { gender: site.gender, lang: site.lang };
  return [categoryQueries.list(api, { ...p, section: 'all' }), mainQueries.top(api, p)] as const;
}

function Group({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.minorHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A list's pending, error and empty states, then its links. */
function LinkList({
  status,
  items,
  inline = false,
}: {
  status: 'pending' | 'error' | 'success';
  items: readonly { href: string; label: string }[];
  inline?: boolean;
}) {
  const { t } = useT();
  if (status === 'pending') return <p aria-busy="true">{t('pages.sitemap.loading')}</p>;
  if (status === 'error') return <p role="alert">{t('pages.sitemap.error')}</p>;
  if (items.length === 0) return <p className={styles.muted}>{t('pages.sitemap.empty')}</p>;
  return (
    <ul className={inline ? styles.inlineList : styles.linkList}>
      {items.map((item) => (
        <li key={item.href}>
          <Link to={item.href}>{item.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/sitemap/` (§1 footer, §2): an HTML sitemap — the video listings by each sort, the sections, the
 * information anchors, every category, and the top channels and models of the main lists.
 */
export function SitemapPage() {
  const { t } = useT();
  const { gender, lang } = useSite();
  const [categoriesQuery, mainQuery] = sitemapQueries(browserApi, { gender, lang });
  const categories = useQuery(categoriesQuery);
  const main = useQuery(mainQuery);
  const fixed = (items: readonly { href: string; label: TextKey }[]) =>
    items.map((item) => ({ href: item.href, label: t(item.label) }));

  return (
    <article className={`${styles.page} ${styles.wide}`}>
      <h1 className={styles.heading}>{t('pages.sitemap.title')}</h1>
      <div className={styles.columns}>
        <Group id="sitemap-videos" title={t('pages.sitemap.videos')}>
          <LinkList
            status="success"
            items={VIDEO_SORTS.map((sort) => ({
              href: listUrl({ sort, page: 1, type: 'all', duration: 'all', date: 'all' }),
              label: t(`listings.sort.${sort}`),
            }))}
          />
        </Group>
        <Group id="sitemap-sections" title={t('pages.sitemap.sections')}>
          <LinkList status="success" items={fixed(SECTIONS)} />
        </Group>
        <Group id="sitemap-information" title={t('pages.sitemap.information')}>
          <LinkList
            status="success"
            items={INFO_ANCHORS.map((a) => ({ href: informationUrl(a.id), label: t(a.title) }))}
          />
        </Group>
        <Group id="sitemap-channels" title={t('sidebar.channels')}>
          <LinkList
            status={main.status}
            items={(main.data?.channels ?? []).map((c) => ({ href: channelHref(c.dir), label: c.title }))}
          />
        </Group>
        <Group id="sitemap-models" title={t('sidebar.models')}>
          <LinkList
            status={main.status}
            items={(main.data?.models ?? []).map((m) => ({ href: modelHref(m.dir), label: m.title }))}
          />
        </Group>
      </div>
      <Group id="sitemap-categories" title={t('shell.nav.categories')}>
        <LinkList
          inline
          status={categories.status}
          items={(categories.data?.categories ?? []).map((c) => ({
            href: categoryVideosUrl({ ...DEFAULT_FILTERS, dir: c.dir, page: 1 }),
            label: c.title,
          }))}
        />
      </Group>
    </article>
  );
}
