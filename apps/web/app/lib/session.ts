import type { ApiClient, SessionUser } from '@site/api';

/** The session's member on the server (in-process, per request); null for a visitor or a failure. */
export async function serverViewer(api: ApiClient): Promise<SessionUser | null> {
  try {
    return (await api.auth.session()).user;
  } catch {
    return null;
  }
}

let browserSession: Promise<SessionUser | null> | null = null;

/**
 * The session's member in the browser, asked once per page load: signing in or out reloads the page (§4),
 * so it cannot change in between.
 */
export function browserViewer(api: ApiClient): Promise<SessionUser | null> {
  browserSession ??= serverViewer(api);
  return browserSession;
}
