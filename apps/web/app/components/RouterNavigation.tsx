import { type ReactNode, useMemo } from 'react';
import { useLocation, useMatches, useNavigate, useNavigation } from 'react-router';
import { NavigationProvider, type SiteNavigation } from '../lib/navigation';

/** The site's navigation (lib/navigation.ts) from React Router's hooks: client navigations. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const { state } = useNavigation();
  const navigate = useNavigate();
  const routeIds = matches.map((m) => m.id).join(' ');
  const value = useMemo<SiteNavigation>(
    () => ({
      pathname,
      search,
      routes: routeIds.split(' '),
      state,
      navigate: (href) => void navigate(href),
    }),
    [pathname, search, routeIds, state, navigate],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
