import { type ApiClient, errorCode, type MemberListParams, TEXT_LIMITS } from '@site/api';
import { pageCount } from '@site/api/display';
import { memberQueries } from '@site/api/query';
import { Button, ListingGrid, MemberCard, MemberFilters, Pagination, TextField } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { retryOf } from '../../lib/refusals';
import { communityUrl } from '../../lib/urls';
import * as styles from './members.css';
import '../../messages/use-members';

export interface CommunityPageProps {
  params: MemberListParams;
  api?: ApiClient;
}

/** /community/ (§2): sort and member filters, a search box, the members' cards and pagination. */
export function CommunityPage({ params, api = browserApi }: CommunityPageProps) {
  const { t } = useT();
  const navigate = useNavigate();
  const headingId = useId();
  const query = useQuery(memberQueries.list(api, params));
  const [search, setSearch] = useState(params.search ?? '');
  const title = t('members.community.title');

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    navigate(communityUrl({ ...params, search, page: 1 }));
  };

  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <div className={styles.toolbar}>
        <h1 id={headingId} className={styles.title}>
          {params.page > 1 ? t('members.page', { title, page: params.page }) : title}
        </h1>
        <MemberFilters
          value={params}
          onChange={(next) => navigate(communityUrl({ ...params, ...next, page: 1 }))}
        />
      </div>
      <search>
        <form className={styles.searchForm} onSubmit={submitSearch}>
          <TextField
            type="search"
            label={t('members.community.search')}
            hideLabel
            value={search}
            onValueChange={setSearch}
            maxLength={TEXT_LIMITS.searchMax}
          />
          <Button type="submit" variant="secondary">
            {t('members.community.searchSubmit')}
          </Button>
        </form>
      </search>
      <ListingGrid
        kind="members"
        status={query.status}
        items={query.data?.members}
        getKey={(m) => m.user_id}
        renderItem={(m) => <MemberCard member={m} headingLevel={2} />}
        pageSize={params.count}
        label={title}
        errorCode={query.isError ? errorCode(query.error) : null}
        {...retryOf(query)}
        retrying={query.isFetching}
      />
      {query.data && (
        <Pagination
          page={params.page}
          totalPages={pageCount(query.data.total_count, params.count)}
          hrefForPage={(page) => communityUrl({ ...params, page })}
        />
      )}
    </section>
  );
}
