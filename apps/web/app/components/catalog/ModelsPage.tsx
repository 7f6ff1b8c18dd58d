import { type ApiClient, MODEL_LETTERS, type ModelListParams } from '@site/api';
import { modelQueries } from '@site/api/query';
import { ModelCard, ModelFilters } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { type ModelListValue, modelListValue } from '../../lib/catalog-params';
import { useT } from '../../lib/i18n';
import { modelListUrl } from '../../lib/urls';
import * as styles from './catalog.css';
import { CatalogListPage } from './shared';
import '../../messages/use-catalog';

/** The letter bar of the models list: All, then A to Z, each the first page of that letter. */
function LetterBar({ value }: { value: ModelListValue }) {
  const { t, lang } = useT();
  const letters = ['all', ...MODEL_LETTERS] as const;
  return (
    <nav aria-label={t('catalog.models.letters')}>
      <ul className={styles.letters}>
        {letters.map((letter) => (
          <li key={letter}>
            <Link
              className={styles.letter}
              to={modelListUrl({ ...value, letter }, 1)}
              aria-current={value.letter === letter ? 'page' : undefined}
            >
              {letter === 'all' ? t('catalog.models.allLetters') : letter.toLocaleUpperCase(lang)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The models list (§2 /models/ and /models/{page}/): sort and every model filter of §3 through @site/ui's
 * ModelFilters, the letter bar, the grid of model cards and the pager.
 */
export function ModelsPage({ params, api }: { params: ModelListParams; api: ApiClient }) {
  const { t } = useT();
  const navigate = useNavigate();
  const query = useQuery(modelQueries.list(api, params));
  const value = modelListValue(params);
  const title = t('catalog.models.title');
  return (
    <CatalogListPage
      id="models-title"
      title={title}
      filters={<ModelFilters value={value} onChange={(next) => navigate(modelListUrl(next, 1))} />}
      kind="models"
      query={query}
      items={query.data?.models}
      getKey={(model) => model.dir}
      renderItem={(model, index) => <ModelCard model={model} headingLevel={2} priority={index < 8} />}
      page={params.page}
      count={params.count}
      hrefForPage={(page) => modelListUrl(value, page)}
    >
      <LetterBar value={value} />
    </CatalogListPage>
  );
}
