import { EmptyState } from '@site/ui';
import type { MemberRef, ModerationSection, StaffViewerRole } from '@site/ui/moderation';
import { ModerationNav } from '@site/ui/moderation';
import { createContext, type ReactNode, useContext, useId } from 'react';
import { Link } from 'react-router';
import { type TextKey, useT } from '../../lib/i18n';
import { moderationUrl } from '../../lib/urls';
import { SignInPrompt } from '../members/SignInPrompt';
import type { ConsoleAccess } from './access';
import * as styles from './moderation.css';
import '../../messages/use-moderation';

/** The staff member looking at the console. */
export interface ConsoleViewer extends MemberRef {
  role: StaffViewerRole;
}

const ConsoleViewerContext = createContext<ConsoleViewer | null>(null);

/** The signed-in staff member inside a console page (ConsolePage provides it). */
export function useConsoleViewer(): ConsoleViewer {
  const viewer = useContext(ConsoleViewerContext);
  if (!viewer) throw new Error('useConsoleViewer outside a console page');
  return viewer;
}

/** A member signed in who is not staff (403): says so, with a way home. No console data was fetched. */
export function ForbiddenPage() {
  const { t } = useT();
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.page}>
      <h1 id={id} className={styles.title}>
        {t('console.forbidden.title')}
      </h1>
      <EmptyState
        headingLevel={2}
        title={t('console.title')}
        description={t('console.forbidden.text')}
        action={<Link to="/">{t('console.forbidden.home')}</Link>}
      />
    </section>
  );
}

export interface ConsolePageProps {
  access: ConsoleAccess;
  section: ModerationSection;
  /** The page's heading. */
  title: TextKey;
  titleParams?: Record<string, string | number>;
  children: ReactNode;
}

/**
 * A page of the moderation console (#12): a visitor gets the sign-in prompt, a member who is not staff
 * the "not allowed" page; staff the heading, the sections' navigation and the section.
 */
export function ConsolePage({ access, section, title, titleParams, children }: ConsolePageProps) {
  const { t } = useT();
  if (access.kind === 'visitor') return <SignInPrompt title="console.title" text="console.signIn" />;
  if (access.kind === 'member') return <ForbiddenPage />;
  const viewer: ConsoleViewer = { user_id: access.userId, username: access.username, role: access.role };
  // Not a named region: the section's own component is one, often of the same name (axe landmark-unique).
  return (
    <ConsoleViewerContext.Provider value={viewer}>
      <div className={styles.page}>
        <h1 className={styles.title}>{t(title, titleParams)}</h1>
        <ModerationNav current={section} hrefFor={moderationUrl} viewerRole={access.role} />
        {children}
      </div>
    </ConsoleViewerContext.Provider>
  );
}
