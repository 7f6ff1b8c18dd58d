import { type ApiClient, DISPLAY, type VideoCard } from '@site/api';
import { formatDuration, pageCount } from '@site/api/display';
import { videoQueries } from '@site/api/query';
import { embedCode, Pagination } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useSite, type VisitorSettings } from '../../lib/site';
import { dumpUrl, embedHref, videoHref } from '../../lib/urls';
import * as styles from './pages.css';
import '../../messages/use-pages';

/**
 * `/dump/` (§1 footer "embedded dump page", §2): a page for webmasters listing the latest videos, 60 a
 * page (`?page=`), as a table — title link, duration, date added, thumbnail URL and the 426×265 embed
 * code (§9) in a read-only text box with its own label.
 *
 * Decisions: the dump is the `latest-updates` listing of the visitor's gender section (the same cached
 * call as `/latest-updates/1/`, so nothing new on the server); URLs are absolute (the page's origin) since
 * they are meant to be pasted elsewhere; the embed code is @site/ui's `embedCode` (the Share modal's), so
 * both give the same iframe. The page is `noindex`: it repeats the video pages' content in bulk.
 */
export const DUMP_PAGE_SIZE = 60;

export function dumpQuery(api: ApiClient, { gender, lang }: VisitorSettings, page: number) {
  return videoQueries.list(api, { gender, lang, sort: 'latest-updates', count: DUMP_PAGE_SIZE, page });
}

/** The page number of `?page=`: missing is 1; anything but a positive whole number is null (a 404). */
export function dumpPageFromUrl(url: URL): number | null {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}

const absolute = (origin: string, path: string) => (origin ? new URL(path, origin).href : path);

/** One row's texts: what a webmaster copies. */
export function dumpRow(video: VideoCard, origin: string, embedTitle: string) {
  return {
    href: videoHref(video),
    thumb: absolute(origin, video.thumb),
    embed: embedCode(absolute(origin, embedHref(video.video_id)), embedTitle),
  };
}

export function DumpPage({ page }: { page: number }) {
  const { t, lang } = useT();
  const site = useSite();
  const { origin } = site;
  const query = useQuery(dumpQuery(browserApi, site, page));
  const size = { width: DISPLAY.embedWidth, height: DISPLAY.embedHeight };
  const total = query.data ? pageCount(query.data.total_count, DUMP_PAGE_SIZE) : 0;
  return (
    <article className={`${styles.page} ${styles.wide}`}>
      <h1 className={styles.heading}>
        {page > 1 ? t('pages.dump.titlePage', { page }) : t('pages.dump.title')}
      </h1>
      <p>{t('pages.dump.intro', { count: DUMP_PAGE_SIZE, ...size })}</p>
      {query.status === 'pending' && <p aria-busy="true">{t('pages.dump.loading')}</p>}
      {query.status === 'error' && <p role="alert">{t('pages.dump.error')}</p>}
      {query.status === 'success' && query.data.videos.length === 0 && <p>{t('pages.dump.empty')}</p>}
      {query.status === 'success' && query.data.videos.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('pages.dump.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('pages.dump.video')}</th>
                <th scope="col">{t('pages.dump.duration')}</th>
                <th scope="col">{t('pages.dump.added')}</th>
                <th scope="col">{t('pages.dump.thumb')}</th>
                <th scope="col">{t('pages.dump.embed')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.videos.map((video) => (
                <DumpRow key={video.video_id} video={video} origin={origin} lang={lang} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {total > 1 && (
        <Pagination page={page} totalPages={total} hrefForPage={dumpUrl} label={t('pages.dump.pages')} />
      )}
    </article>
  );
}

function DumpRow({ video, origin, lang }: { video: VideoCard; origin: string; lang: string }) {
  const { t } = useT();
  const id = useId();
  const row = dumpRow(video, origin, t('share.embedTitle', { title: video.title }));
  const day = video.added_date.slice(0, 10);
  return (
    <tr>
      <th scope="row">
        <Link to={row.href}>{video.title}</Link>
      </th>
      <td className={styles.nowrap}>{formatDuration(video.duration, lang)}</td>
      <td className={styles.nowrap}>
        <time dateTime={day}>{day}</time>
      </td>
      <td className={styles.dumpThumb}>{row.thumb}</td>
      <td>
        <label htmlFor={id} className={styles.muted}>
          {t('pages.dump.embedLabel', { title: video.title })}
        </label>
        <textarea
          id={id}
          className={styles.embedBox}
          readOnly
          value={row.embed}
          rows={3}
          onFocus={(event) => event.currentTarget.select()}
        />
      </td>
    </tr>
  );
}
