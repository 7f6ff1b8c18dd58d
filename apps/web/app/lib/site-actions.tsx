import type { SessionUser } from '@site/api';
import { createContext, useCallback, useContext } from 'react';
import { useSessionUser } from './site';

export interface SiteNotification {
  type: 'success' | 'error';
  text: string;
}

/** What any page may ask of the site's shell: the sign-in modal and notifications (§4). */
export interface SiteActions {
  /** Opens the sign-in modal (login-requiring actions of a visitor, §4 and §6). */
  openSignIn: () => void;
  /** Opens one of the auth modals (sign in, sign up, password restore), or closes them with null. */
  openAuth?: (mode: 'login' | 'signup' | 'restore' | null) => void;
  /** Shows a notification; it disappears after 3 s (§9). */
  notify: (notification: SiteNotification) => void;
  /**
   * The signed-in member changed their own name or picture (profile edit): the header shows it at once,
   * without a reload (the root loader, read once per page load, still holds the old one).
   */
  updateSessionUser?: (change: Partial<Pick<SessionUser, 'username' | 'avatar'>>) => void;
}

const noop: SiteActions = { openSignIn: () => {}, openAuth: () => {}, notify: () => {} };

/** Provided by the shell (components/shell); pages and tests without it get no-ops. */
export const SiteActionsContext = createContext<SiteActions>(noop);

let shellActions: SiteActions | null = null;

/**
 * On a page that hydrates only its islands (app/islands) the shell is an island of its own, a React root
 * apart: once hydrated it hands its actions here (ShellIsland), and the page's other islands reach them
 * through `shellRelay`, which IslandRoot provides. Before that, or without a shell, they do nothing.
 */
export function relayShellActions(actions: SiteActions | null): void {
  shellActions = actions;
}

export const shellRelay: SiteActions = {
  openSignIn: () => shellActions?.openSignIn(),
  openAuth: (mode) => shellActions?.openAuth?.(mode),
  notify: (notification) => shellActions?.notify(notification),
  updateSessionUser: (change) => shellActions?.updateSessionUser?.(change),
};

export function useSiteActions(): SiteActions {
  return useContext(SiteActionsContext);
}

/**
 * Wraps a login-requiring action (§4): a member runs it, a visitor gets the sign-in modal instead.
 * `const memberOnly = useMemberOnly(); onClick={() => memberOnly(() => subscribe())}`.
 */
export function useMemberOnly(): (action: () => void) => void {
  const user = useSessionUser();
  const { openSignIn } = useSiteActions();
  return useCallback(
    (action: () => void) => {
      if (user) action();
      else openSignIn();
    },
    [user, openSignIn],
  );
}
