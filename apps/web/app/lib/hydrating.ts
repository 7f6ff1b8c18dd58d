import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Whether this render is the server's or the hydration of the server's HTML (then it must render what
 * the server rendered), not a render in the browser after it. A part that shows what only the browser
 * asks for (the file list, a member's own vote) shows it from the next render, even when another part of
 * the page already has it in the shared query cache (app/islands: an island hydrated later than another).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
