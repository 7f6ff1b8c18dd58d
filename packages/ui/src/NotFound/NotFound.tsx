import { PAGING } from '@site/api';
import { useId } from 'react';
import { Button } from '../Button/Button';
import { ErrorState } from '../ErrorState/ErrorState';
import { countryName } from '../Flag/countries';
import { Flag } from '../Flag/Flag';
import { useHrefs, useLinkComponent, useMessages } from '../i18n/UiProvider';
import { Link } from '../Link/Link';
import { SkeletonList } from '../Skeleton/Skeleton';
import { TagList } from '../Tag/Tag';
import { VideoCard, type VideoCardData, VideoCardSkeleton } from '../VideoCard/VideoCard';
import * as styles from './NotFound.css';

export interface NotFoundProps {
  /** The main page. Defaults to `/`. */
  homeHref?: string;
  /** The visitor's country (`country_code`), for "Popular in …"; unknown or absent says "Popular videos". */
  country?: string | null;
  /** The 20 top-country videos (§2); omit to show no video section. */
  videos?: readonly VideoCardData[];
  /** The state of the videos' request. */
  status?: 'loading' | 'error' | 'success';
  errorCode?: string | null;
  onRetry?: () => void;
  /** The see-more link. Defaults to `/top-country/`. */
  seeMoreHref?: string;
  /** Top keywords to offer. */
  keywords?: readonly string[];
  keywordHref?: (keyword: string) => string;
  /** Placeholders while loading. Defaults to 20 (§7). */
  placeholderCount?: number;
  /**
   * The address asked for a page past a list's end: the list's last page, linked first (its number says
   * where the list ends).
   */
  lastPage?: { page: number; href: string };
}

/**
 * The 404 block (§2): a title, an explanation and a go-to-main-page button, then the top-country videos
 * for the visitor's country with a see-more link, and top keywords. A page past a list's end says where
 * the list ends and links its last page first. The site sets robots NOINDEX and
 * loads the videos (20 from a random page 1–10).
 */
export function NotFound({
  homeHref = '/',
  country,
  videos,
  status = 'success',
  errorCode,
  onRetry,
  seeMoreHref = '/top-country/',
  keywords,
  keywordHref,
  placeholderCount = PAGING.topCountry404Count,
  lastPage,
}: NotFoundProps) {
  const { t, locale } = useMessages();
  const RouterLink = useLinkComponent();
  const hrefs = useHrefs();
  const hrefOf = keywordHref ?? hrefs.search;
  const videosId = useId();
  const keywordsId = useId();
  const name = country ? countryName(country, locale) : undefined;
  const showVideos = videos !== undefined || status !== 'success';

  return (
    <div className={styles.root}>
      <div className={styles.intro}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>{t('notFound.title')}</h1>
        <p className={styles.text}>
          {lastPage ? t('notFound.pastEnd', { page: lastPage.page }) : t('notFound.text')}
        </p>
        <div className={styles.actions}>
          {lastPage && (
            <Button asChild size="lg">
              <RouterLink href={lastPage.href}>{t('notFound.lastPage', { page: lastPage.page })}</RouterLink>
            </Button>
          )}
          <Button asChild size="lg" variant={lastPage ? 'secondary' : 'primary'}>
            <RouterLink href={homeHref}>{t('notFound.home')}</RouterLink>
          </Button>
        </div>
      </div>

      {showVideos && (
        <section className={styles.section} aria-labelledby={videosId}>
          <div className={styles.sectionHeader}>
            <h2 id={videosId} className={styles.heading}>
              {name && <Flag code={country} decorative />}
              {name ? t('notFound.popular', { country: name }) : t('notFound.popularAnywhere')}
            </h2>
            <Link href={seeMoreHref} tone="accent">
              {t('notFound.seeMore')}
            </Link>
          </div>
          {status === 'loading' && (
            <SkeletonList count={placeholderCount} layout="grid" label={t('notFound.loading')}>
              <VideoCardSkeleton />
            </SkeletonList>
          )}
          {status === 'error' && <ErrorState code={errorCode} onRetry={onRetry} headingLevel={3} />}
          {status === 'success' &&
            (videos && videos.length > 0 ? (
              <ul className={styles.grid}>
                {videos.map((video) => (
                  <VideoCard key={video.video_id} as="li" video={video} />
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>{t('notFound.empty')}</p>
            ))}
        </section>
      )}

      {keywords && keywords.length > 0 && (
        <section className={styles.section} aria-labelledby={keywordsId}>
          <h2 id={keywordsId} className={styles.heading}>
            {t('notFound.keywords')}
          </h2>
          <TagList tags={keywords.map((k) => ({ label: k, href: hrefOf(k) }))} labelledBy={keywordsId} />
        </section>
      )}
    </div>
  );
}
