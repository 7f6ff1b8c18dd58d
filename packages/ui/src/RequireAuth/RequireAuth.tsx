import type { SessionUser } from '@site/api';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';

/** Who is looking at the page: the signed-in member, or `null` for a visitor. */
export type Viewer = Pick<SessionUser, 'user_id' | 'username'> & Partial<SessionUser>;

interface RequireAuthValue {
  viewer: Viewer | null;
  onSignInRequired: () => void;
}

// Pure, so a bundle that never uses it drops it.
const RequireAuthContext = /* @__PURE__ */ createContext<RequireAuthValue | null>(null);

export interface RequireAuthProviderProps {
  /** The signed-in member, or `null` for a visitor. */
  viewer: Viewer | null;
  /** Opens the sign-in modal: what a visitor gets instead of a login-requiring action (§4, §6). */
  onSignInRequired: () => void;
  children?: ReactNode;
}

/**
 * The one place the app states who is signed in and how to ask a visitor to sign in. Below it,
 * `useRequireAuth()` guards every login-requiring action (add to, watch later, comment, subscribe,
 * send message, download…).
 */
export function RequireAuthProvider({ viewer, onSignInRequired, children }: RequireAuthProviderProps) {
  const value = useMemo(() => ({ viewer, onSignInRequired }), [viewer, onSignInRequired]);
  return <RequireAuthContext.Provider value={value}>{children}</RequireAuthContext.Provider>;
}

/** Runs `action` for a member; for a visitor opens the sign-in modal instead and returns false. */
export type RequireAuth = (action: () => void) => boolean;

/**
 * §4 "login-requiring modals": `const requireAuth = useRequireAuth(); requireAuth(() => openAddTo())`.
 * Without a provider nobody is known to be signed in, so the action never runs and nothing opens.
 */
export function useRequireAuth(): RequireAuth {
  const value = useContext(RequireAuthContext);
  return useCallback(
    (action: () => void) => {
      if (value?.viewer) {
        action();
        return true;
      }
      value?.onSignInRequired();
      return false;
    },
    [value],
  );
}

/** The signed-in member from the nearest `RequireAuthProvider` (`null` for a visitor or without one). */
export function useViewer(): Viewer | null {
  return useContext(RequireAuthContext)?.viewer ?? null;
}
