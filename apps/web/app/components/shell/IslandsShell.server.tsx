import type { ReactNode } from 'react';
import { Island } from '../../islands/Island';
import * as layout from '../../styles/layout.css';
import { ShellIsland, SkipLink } from './ShellChrome';
import { SiteFooter } from './SiteFooter';

/**
 * The shell of a document that hydrates only its islands (app/islands), written by the server only: the
 * header and what lays over the page are one island, the footer (its rating-label dialog) another; the page
 * is the server's HTML. The browser's code of the router holds none of it (SiteShell.tsx takes it from
 * the islands document).
 */
export function IslandsShell({ children }: { children: ReactNode }) {
  return (
    <div className={layout.shell}>
      <SkipLink />
      <Island name="shell" component={ShellIsland} props={{}} />
      <main id="content" className={layout.main} tabIndex={-1}>
        {children}
      </main>
      <Island
        name="footer"
        component={SiteFooter}
        props={{ year: new Date().getFullYear() }}
        hydrate="idle"
      />
    </div>
  );
}
