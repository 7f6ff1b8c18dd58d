import type { ApiClient, PlaylistListParams } from '@site/api';
import { playlistQueries } from '@site/api/query';
import { PlaylistCard, PlaylistFilters } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { playlistListUrl } from '../../lib/urls';
import { CatalogListPage } from './shared';
import '../../messages/use-catalog';

/** The playlists list (§2 /playlists/ and /playlists/{page}/ with ?sort): playlist cards and the pager. */
export function PlaylistsPage({ params, api }: { params: PlaylistListParams; api: ApiClient }) {
  const { t } = useT();
  const navigate = useNavigate();
  const query = useQuery(playlistQueries.list(api, params));
  const title = t('catalog.playlists.title');
  return (
    <CatalogListPage
      id="playlists-title"
      title={title}
      filters={
        <PlaylistFilters
          value={{ sort: params.sort }}
          onChange={(next) => navigate(playlistListUrl({ sort: next.sort, page: 1 }))}
        />
      }
      kind="playlists"
      query={query}
      items={query.data?.playlists}
      getKey={(playlist) => playlist.playlist_id}
      renderItem={(playlist, index) => (
        <PlaylistCard playlist={playlist} headingLevel={2} priority={index < 8} />
      )}
      page={params.page}
      count={params.count}
      hrefForPage={(page) => playlistListUrl({ sort: params.sort, page })}
    />
  );
}
