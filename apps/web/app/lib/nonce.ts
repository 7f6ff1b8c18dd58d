import { createContext, useContext } from 'react';

/**
 * The script nonce of the page being rendered on the server (the answer's Content-Security-Policy allows
 * inline scripts carrying it): provided by entry.server.tsx, for the scripts the site writes itself (the
 * theme script of the root layout). Undefined in the browser, where no script is written after hydration.
 */
export const NonceContext = createContext<string | undefined>(undefined);

/** The nonce for an inline `<script>` (see `NonceContext`). */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
