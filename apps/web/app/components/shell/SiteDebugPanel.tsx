import { DebugPanel, type DebugValue } from '@site/ui';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSiteNavigation } from '../../lib/navigation';
import { useSite } from '../../lib/site';
import * as styles from './debug.css';

/** How long the page took to load, from the browser's navigation timing (ms; absent before the load). */
function loadTimes(): Record<string, DebugValue> {
  if (typeof performance?.getEntriesByType !== 'function') return {};
  const [nav] = (performance.getEntriesByType('navigation') ?? []) as PerformanceNavigationTiming[];
  if (!nav) return {};
  return {
    'timing.ttfb': Math.round(nav.responseStart),
    'timing.domContentLoaded': Math.round(nav.domContentLoadedEventEnd),
    'timing.load': Math.round(nav.loadEventEnd),
  };
}

/**
 * The debug panel's diagnostics (§2): what this page was rendered for (route, address, language and its
 * texts' version, theme, section, country, who is signed in) and how it is doing (navigation, the queries
 * of its data, load timing). Its code loads only where it is shown (SiteShell); it renders once mounted,
 * as what it reads exists only in the browser.
 */
export function SiteDebugPanel() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <Diagnostics /> : null;
}

function Diagnostics() {
  const site = useSite();
  const navigation = useSiteNavigation();
  const queries = useQueryClient().getQueryCache().getAll();
  const fetching = useIsFetching();
  const failed = queries.filter((q) => q.state.status === 'error').map((q) => q.queryKey);
  return (
    <div className={styles.slot}>
      <DebugPanel
        entries={{
          route: navigation.routes.join(' › '),
          path: `${navigation.pathname}${navigation.search}`,
          lang: `${site.lang} (texts v${site.langVersion})`,
          theme: site.theme,
          gender: site.gender,
          country: site.country,
          viewer: site.user ? `${site.user.username} #${site.user.user_id} (${site.role ?? 'member'})` : null,
          navigation: navigation.state,
          'queries.cached': queries.length,
          'queries.fetching': fetching,
          'queries.failed': failed,
          ...loadTimes(),
        }}
      />
    </div>
  );
}
