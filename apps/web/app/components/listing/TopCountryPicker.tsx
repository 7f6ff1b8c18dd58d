import type { ApiClient } from '@site/api';
import { callQuery } from '@site/api/query';
import { CountryPicker } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { browserApi } from '../../lib/api';
import { useSiteNavigation } from '../../lib/navigation';
import { useSite } from '../../lib/site';
import { topCountryUrl } from '../../lib/urls';

/**
 * The visitor's country picker of `/top-country/` (§2): it offers the countries whose top lists have videos
 * (`countries.top`) and the one shown, and choosing one opens that country's list at its own address.
 */
export function TopCountryPicker({ country, api = browserApi }: { country: string; api?: ApiClient }) {
  const { gender } = useSite();
  const { navigate } = useSiteNavigation();
  const query = useQuery(callQuery(api, 'countries.top', { gender }));
  const countries = useMemo(() => {
    const codes = (query.data?.countries ?? []).map((c) => c.country);
    return codes.includes(country) ? codes : [country, ...codes];
  }, [query.data, country]);
  return (
    <CountryPicker
      value={country}
      countries={countries}
      onValueChange={(code) => navigate(topCountryUrl(1, code))}
    />
  );
}
