import type { ReactNode } from 'react';
import { type SiteActions, SiteActionsContext } from '../../lib/site-actions';
import * as styles from '../../styles/layout.css';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

const actions: SiteActions = { openSignIn: () => {}, notify: () => {} };

/** The site's chrome around every page (header, footer) and the actions it offers pages. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <SiteActionsContext.Provider value={actions}>
      <div className={styles.shell}>
        <SiteHeader />
        <main className={styles.main}>{children}</main>
        <SiteFooter />
      </div>
    </SiteActionsContext.Provider>
  );
}
