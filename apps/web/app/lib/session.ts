import type { ApiClient, SessionResponse, SessionUser } from '@site/api';
import { serverApi } from './api';
import type { ServerContext } from './load-context';

type Session = Pick<SessionResponse, 'user' | 'role'>;

const VISITOR: Session = { user: null, role: null };

/** A session that cannot be read counts as a visitor's. */
function askSession(api: ApiClient): Promise<Session> {
  return api.auth.session().catch(() => VISITOR);
}

const requestSessions = new WeakMap<ServerContext, Promise<Session>>();

/**
 * Who is asking, on the server: one GET /api/session.php (in-process) per request, shared by the root
 * loader and the routes that need the member (the context is the request's own object).
 */
export function serverSession(context: ServerContext): Promise<Session> {
  let session = requestSessions.get(context);
  if (!session) {
    session = askSession(serverApi(context));
    requestSessions.set(context, session);
  }
  return session;
}

/** The session's member on the server; null for a visitor or a failure. */
export async function serverViewer(context: ServerContext): Promise<SessionUser | null> {
  return (await serverSession(context)).user;
}

let browserSession: Promise<SessionUser | null> | null = null;

/**
 * The session's member in the browser, asked once per page load: signing in or out reloads the page (§4),
 * so it cannot change in between.
 */
export function browserViewer(api: ApiClient): Promise<SessionUser | null> {
  browserSession ??= askSession(api).then((session) => session.user);
  return browserSession;
}
