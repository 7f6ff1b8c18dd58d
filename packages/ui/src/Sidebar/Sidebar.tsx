import { type Category, type ChannelCard, type ModelCard, PAGING } from '@site/api';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { ErrorState } from '../ErrorState/ErrorState';
import { Flag } from '../Flag/Flag';
import { useHrefs, useLinkComponent, useMessages } from '../i18n/UiProvider';
import { Skeleton, SkeletonList } from '../Skeleton/Skeleton';
import { TagList } from '../Tag/Tag';
import { TextField } from '../TextField/TextField';
import { CardImage } from '../VideoCard/CardParts';
import { pickRandom, type RandomSource } from './random';
import * as styles from './Sidebar.css';

export { pickRandom, type RandomSource, seededRandom } from './random';

export interface SidebarLink {
  href: string;
  /** Already translated. */
  label: string;
  icon?: ReactNode;
  current?: boolean;
}

export type SidebarCategory = Pick<Category, 'dir' | 'title' | 'total_videos'>;
export type SidebarModel = Pick<ModelCard, 'dir' | 'title' | 'img' | 'country'>;
export type SidebarChannel = Pick<ChannelCard, 'dir' | 'title' | 'img' | 'total_videos'>;

export interface SidebarProps {
  /** Quick links shown on every page. */
  quickLinks?: readonly SidebarLink[];
  /** The index page's top lists (§7 main). Omit them on other pages. */
  categories?: readonly SidebarCategory[];
  models?: readonly SidebarModel[];
  channels?: readonly SidebarChannel[];
  /** The fetched top keywords (1000, §9); `keywordCount` of them are shown, picked at random. */
  keywords?: readonly string[];
  /** How many keywords to show. Defaults to 50 (§9). */
  keywordCount?: number;
  /**
   * The random source of the keyword pick. Defaults to `Math.random`; pass `seededRandom(seed)` for a
   * pick that is the same on the server and the client (and in stories).
   */
  random?: RandomSource;
  /** Where a keyword leads. Defaults to the search page (`UiProvider`'s `hrefs.search`). */
  keywordHref?: (keyword: string) => string;
  /** The state of the top lists: placeholders while loading, an error with a retry. */
  status?: 'loading' | 'error' | 'success';
  errorCode?: string | null;
  onRetry?: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A top list's picture: decorative (the name follows), a plain image, with the initials of `Avatar` when
 * there is none or it fails to load.
 */
function ListAvatar({ name, src }: { name: string; src: string | null | undefined }) {
  return (
    <CardImage
      className={styles.avatar}
      src={src}
      alt=""
      width={24}
      height={24}
      loading="lazy"
      decoding="async"
      fallback={<Avatar name={name} size="xs" decorative />}
    />
  );
}

function CategoryList({ categories }: { categories: readonly SidebarCategory[] }) {
  const { t, plural, formatCount } = useMessages();
  const hrefs = useHrefs();
  const Link = useLinkComponent();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLocaleLowerCase();
  const shown = needle ? categories.filter((c) => c.title.toLocaleLowerCase().includes(needle)) : categories;
  return (
    <>
      <TextField
        type="search"
        size="sm"
        label={t('sidebar.categories.filter')}
        hideLabel
        placeholder={t('sidebar.categories.filter')}
        value={query}
        onValueChange={setQuery}
      />
      {shown.length > 0 ? (
        <ul className={styles.scrollList}>
          {shown.map((category) => (
            // The link is the name; the count is the row's own text after it, muted (rows of #28's few elements).
            <li key={category.dir} className={styles.row}>
              <Link href={hrefs.category(category.dir)} className={styles.rowLink}>
                {category.title}
              </Link>
              {plural('sidebar.categories.videos', category.total_videos, {
                count: formatCount(category.total_videos),
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.none} role="status">
          {t('sidebar.categories.none', { query: query.trim() })}
        </p>
      )}
    </>
  );
}

/**
 * The sidebar (§2): quick links on every page; on the index page also the category list with a filter
 * box, top models, top channels and the top-keywords strip (50 random of the 1000 fetched, §9).
 */
export function Sidebar({
  quickLinks = [],
  categories,
  models,
  channels,
  keywords,
  keywordCount = PAGING.keywordsShown,
  random = Math.random,
  keywordHref,
  status = 'success',
  errorCode,
  onRetry,
}: SidebarProps) {
  const { t } = useMessages();
  const Link = useLinkComponent();
  const hrefs = useHrefs();
  const keywordsId = useId();
  const hrefOf = keywordHref ?? hrefs.search;
  const tags = useMemo(
    () =>
      keywords ? pickRandom(keywords, keywordCount, random).map((k) => ({ label: k, href: hrefOf(k) })) : [],
    [keywords, keywordCount, random, hrefOf],
  );
  const hasIndex = categories !== undefined || models !== undefined || channels !== undefined || !!keywords;

  return (
    <aside className={styles.root} aria-label={t('sidebar.label')}>
      {quickLinks.length > 0 && (
        <nav aria-label={t('sidebar.quickLinks')}>
          <ul className={styles.list}>
            {quickLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={styles.link}
                  aria-current={link.current ? 'page' : undefined}
                >
                  {link.icon}
                  <span className={styles.name}>{link.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {status === 'loading' && (
        <SkeletonList count={8} label={t('sidebar.loading')}>
          <Skeleton width="long" />
        </SkeletonList>
      )}

      {status === 'error' && <ErrorState code={errorCode} onRetry={onRetry} headingLevel={3} />}

      {status === 'success' && hasIndex && (
        <>
          {categories && (
            <Section title={t('sidebar.categories')}>
              {categories.length > 0 ? (
                <CategoryList categories={categories} />
              ) : (
                <p className={styles.none}>{t('sidebar.empty')}</p>
              )}
            </Section>
          )}
          {models && (
            <Section title={t('sidebar.models')}>
              {models.length > 0 ? (
                <ul className={styles.list}>
                  {models.map((model) => (
                    <li key={model.dir} className={styles.row}>
                      <Link href={hrefs.model(model.dir)} className={styles.rowLink}>
                        <ListAvatar name={model.title} src={model.img} />
                        {model.title}
                      </Link>
                      {model.country && <Flag code={model.country} size="sm" />}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.none}>{t('sidebar.empty')}</p>
              )}
            </Section>
          )}
          {channels && (
            <Section title={t('sidebar.channels')}>
              {channels.length > 0 ? (
                <ul className={styles.list}>
                  {channels.map((channel) => (
                    <li key={channel.dir} className={styles.row}>
                      <Link href={hrefs.channel(channel.dir)} className={styles.rowLink}>
                        <ListAvatar name={channel.title} src={channel.img} />
                        {channel.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.none}>{t('sidebar.empty')}</p>
              )}
            </Section>
          )}
          {keywords && (
            <section className={styles.section} aria-labelledby={keywordsId}>
              <h2 id={keywordsId} className={styles.heading}>
                {t('sidebar.keywords')}
              </h2>
              {tags.length > 0 ? (
                <TagList tags={tags} labelledBy={keywordsId} />
              ) : (
                <p className={styles.none}>{t('sidebar.empty')}</p>
              )}
            </section>
          )}
        </>
      )}
    </aside>
  );
}
