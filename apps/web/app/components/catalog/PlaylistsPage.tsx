import { type ApiClient, errorCode, type PlaylistListParams } from '@site/api';
import { playlistQueries } from '@site/api/query';
import { ListingGrid, PlaylistCard, PlaylistFilters } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { playlistListUrl } from '../../lib/catalog-params';
import { useT } from '../../lib/i18n';
import * as styles from './catalog.css';
import { CatalogPager } from './shared';

/** The playlists list (§2 /playlists/ and /playlists/{page}/ with ?sort): playlist cards and the pager. */
export function PlaylistsPage({ params, api }: { params: PlaylistListParams; api: ApiClient }) {
  const { t } = useT();
  const navigate = useNavigate();
  const query = useQuery(playlistQueries.list(api, params));
  const title = t('catalog.playlists.title');
  return (
    <section className={styles.page} aria-labelledby="playlists-title">
      <div className={styles.toolbar}>
        <h1 id="playlists-title" className={styles.heading}>
          {title}
        </h1>
        <PlaylistFilters
          value={{ sort: params.sort }}
          onChange={(next) => navigate(playlistListUrl({ sort: next.sort, page: 1 }))}
        />
      </div>
      <ListingGrid
        kind="playlists"
        status={query.status}
        items={query.data?.playlists}
        pageSize={params.count}
        label={title}
        getKey={(playlist) => playlist.playlist_id}
        renderItem={(playlist, index) => (
          <PlaylistCard playlist={playlist} headingLevel={2} priority={index < 8} />
        )}
        errorCode={query.isError ? errorCode(query.error) : null}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
      <CatalogPager
        page={params.page}
        total={query.data?.total_count}
        count={params.count}
        hrefForPage={(page) => playlistListUrl({ sort: params.sort, page })}
      />
    </section>
  );
}
