import { NavigationProgress } from '@site/ui';
import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { useIslandsDocument } from '../../lib/navigation';
import { SiteActionsContext } from '../../lib/site-actions';
import * as layout from '../../styles/layout.css';
import { DebugSlot, type ShellOptions, ShellOverlays, ShellTop, SkipLink, useShell } from './ShellChrome';
import { SiteFooter } from './SiteFooter';

export interface SiteShellProps extends ShellOptions {
  children: ReactNode;
}

/**
 * The page's main area. While a client navigation loads (#27) the bar along the top shows and the area is
 * `aria-busy`, under which the listings shown dim (@site/ui ListingGrid) until the next page is there. Only
 * this re-renders then: the page in it (`children`) stays as it is.
 */
export function PageMain({ children }: { children: ReactNode }) {
  const loading = useNavigation().state !== 'idle';
  return (
    <>
      <NavigationProgress active={loading} />
      <main id="content" className={layout.main} tabIndex={-1} aria-busy={loading || undefined}>
        {children}
      </main>
    </>
  );
}

/** The shell in the site's router: it and the page are one React tree. */
function RouterShell({ children, ...options }: SiteShellProps) {
  const shell = useShell(options);
  return (
    <SiteActionsContext.Provider value={shell.actions}>
      <div className={layout.shell}>
        <SkipLink />
        <ShellTop shell={shell} />
        <PageMain>{children}</PageMain>
        <DebugSlot />
        <SiteFooter year={new Date().getFullYear()} />
      </div>
      <ShellOverlays shell={shell} />
    </SiteActionsContext.Provider>
  );
}

/**
 * The site's chrome around every page (header, promo, footer, cookie bar; the age gate is a page of its own,
 * routes/age-check.tsx) and the actions it offers pages: the sign-in modal and notifications that disappear
 * after 3 s (§4, §9). A document that hydrates only its islands has its own (IslandsShell.server.tsx).
 */
export function SiteShell(props: SiteShellProps) {
  const islands = useIslandsDocument();
  return islands ? islands.shell(props.children) : <RouterShell {...props} />;
}
