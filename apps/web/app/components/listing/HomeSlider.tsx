import type { ApiClient, Gender } from '@site/api';
import { isApiError } from '@site/api';
import { callQuery } from '@site/api/query';
import { VideoSlider } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { retryOf } from '../../lib/refusals';
import { useSite } from '../../lib/site';

/** The advertised videos of a gender section (§7 `videos.slider`). */
export const sliderQuery = (api: ApiClient, gender: Gender) => callQuery(api, 'videos.slider', { gender });

/**
 * The slider of advertised videos on the home page (§2): the server's list for the gender section, loaded
 * with the page (routes/home.tsx). Nothing is shown when no advertised video is active.
 */
export function HomeSlider({ api = browserApi }: { api?: ApiClient }) {
  const { t } = useT();
  const { gender } = useSite();
  const query = useQuery(sliderQuery(api, gender));
  if (query.isSuccess && query.data.videos.length === 0) return null;
  return (
    <VideoSlider
      title={t('listings.home.slider')}
      videos={query.data?.videos ?? []}
      status={query.isPending ? 'loading' : query.isError ? 'error' : 'success'}
      errorCode={isApiError(query.error) ? query.error.code : null}
      {...retryOf(query)}
      placeholderCount={4}
    />
  );
}
