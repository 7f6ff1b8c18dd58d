import {
  type ApiClient,
  EYE_COLORS,
  errorCode,
  type Language,
  type ModelDetail,
  type VideoListParams,
} from '@site/api';
import { modelQueries } from '@site/api/query';
import { ErrorState, Flag, useMessages } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { longDate } from '../../lib/dates';
import { type SiteTranslator, useT } from '../../lib/i18n';
import { hasSiteMessage } from '../../lib/notify';
import { modelVideosUrl } from '../../lib/urls';
import * as styles from './catalog.css';
import { EntityHeader } from './EntityHeader';
import { EntityVideos } from './EntityVideos';
import { type Fact, Facts } from './Facts';
import '../../messages/use-catalog';

function countryLabel(code: string, lang: Language): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

/** The §3 model detail fields the API gives, in reading order; empty ones are left out. */
export function modelFacts(model: ModelDetail, { t, lang, formatNumber }: SiteTranslator): Fact[] {
  const facts: Fact[] = [];
  // Values from a known set (zodiac signs, body types) in the page's language; anything else as given.
  const known = (key: string, value: string | null) =>
    value !== null && hasSiteMessage(key) ? t(key) : value;
  const add = (key: string, term: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') facts.push({ key, term, value });
  };
  add('known_as', t('catalog.model.knownAs'), model.known_as);
  add('age', t('catalog.model.age'), model.age === null ? null : formatNumber(model.age));
  add('birth_date', t('catalog.model.birthDate'), model.birth_date && longDate(model.birth_date, lang));
  add(
    'zodiac_sign',
    t('catalog.model.zodiac'),
    known(`catalog.model.zodiac.${model.zodiac_sign}`, model.zodiac_sign),
  );
  if (model.country) {
    facts.push({
      key: 'country',
      term: t('catalog.model.country'),
      value: (
        <>
          <Flag code={model.country} size="sm" /> {countryLabel(model.country, lang)}
        </>
      ),
    });
  }
  add('city', t('catalog.model.city'), model.city);
  if (model.career_start !== null) {
    add(
      'career',
      t('catalog.model.career'),
      model.career_end === null
        ? t('catalog.model.careerSince', { start: model.career_start })
        : t('catalog.model.careerRange', { start: model.career_start, end: model.career_end }),
    );
  }
  add(
    'career_status',
    t('catalog.model.careerStatus'),
    model.career_status === null ? null : t(`catalog.model.careerStatus.${model.career_status}`),
  );
  add(
    'debut_age',
    t('catalog.model.debutAge'),
    model.debut_age === null ? null : formatNumber(model.debut_age),
  );
  const eye = model.eye_color === null ? undefined : EYE_COLORS[model.eye_color - 1];
  add('eye_color', t('catalog.model.eyeColor'), eye && t(`catalog.model.eyeColor.${eye}`));
  add(
    'body_type',
    t('catalog.model.bodyType'),
    known(`catalog.model.bodyType.${model.body_type}`, model.body_type),
  );
  add(
    'height',
    t('catalog.model.height'),
    model.height === null ? null : t('catalog.model.heightValue', { value: formatNumber(model.height) }),
  );
  add(
    'weight',
    t('catalog.model.weight'),
    model.weight === null ? null : t('catalog.model.weightValue', { value: formatNumber(model.weight) }),
  );
  add(
    'ethnicity',
    t('catalog.model.ethnicity'),
    model.ethnicity && t(`modelFilters.race.${model.ethnicity}`),
  );
  add(
    'breast_size',
    t('catalog.model.breastSize'),
    model.breast_size && t(`catalog.model.breastSize.${model.breast_size}`),
  );
  const yesNo = (flag: 0 | 1 | null) =>
    flag === null ? null : t(flag === 1 ? 'filtersBar.yes' : 'filtersBar.no');
  add('piercing', t('catalog.model.piercing'), yesNo(model.piercing));
  add('tattoo', t('catalog.model.tattoo'), yesNo(model.tattoo));
  return facts;
}

/** The model's header: photo, name, subscribe, description, details of §3 and statistics. */
export function ModelHeader({
  model,
  api,
  details = true,
}: {
  model: ModelDetail;
  api: ApiClient;
  details?: boolean;
}) {
  const translator = useT();
  const { t } = translator;
  return (
    <EntityHeader
      target="model"
      entity={model}
      image={{ className: styles.picture, width: 240, height: 320 }}
      api={api}
    >
      {details && model.description && <p className={styles.text}>{model.description}</p>}
      {details && <Facts items={modelFacts(model, translator)} label={t('catalog.model.about')} />}
    </EntityHeader>
  );
}

/** Loading and error states of a detail that is not in the cache. */
function useDetailState() {
  return useMessages().t('spinner.label');
}

/**
 * The model page (§2 /models/{dir}/): the header with the details, then the first page of the model's
 * videos with a link to all of them (/models/{object_id}/{page}/). With `paged`, the videos pages
 * themselves: a short header and the videos with their pager.
 */
export function ModelPage({
  dir,
  videos,
  api,
  paged = false,
}: {
  dir: string;
  videos: VideoListParams;
  api: ApiClient;
  paged?: boolean;
}) {
  const { t } = useT();
  const loading = useDetailState();
  const detail = useQuery(modelQueries.detail(api, dir));
  if (detail.isPending) return <p role="status">{loading}</p>;
  if (detail.isError) return <ErrorState code={errorCode(detail.error)} headingLevel={2} homeHref="/" />;
  const model = detail.data.model;
  const hrefFor = (p: Parameters<typeof modelVideosUrl>[1]) => modelVideosUrl(model.dir, p);
  return (
    <div className={styles.page}>
      <ModelHeader model={model} api={api} details={!paged} />
      <EntityVideos
        params={videos}
        api={api}
        title={t('catalog.videosOf', { name: model.title })}
        hrefFor={hrefFor}
        paged={paged}
        footer={
          paged ? null : (
            <Link className={styles.seeAll} to={hrefFor({ ...videos, page: 1 })}>
              {t('catalog.allVideosOf', { name: model.title })}
            </Link>
          )
        }
      />
    </div>
  );
}
