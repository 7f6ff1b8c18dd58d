import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import Tokens from '@fastify/csrf';
import fastifyCsrf from '@fastify/csrf-protection';
import type { ErrorResponse } from '@site/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bodyFields } from './body.js';
import { field } from './fields.js';
import type { Viewer } from './viewer.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route is not checked for a CSRF token (it authenticates its caller otherwise). */
    csrf?: boolean;
  }
  interface FastifyInstance {
    /**
     * Whether the request's CSRF cookies would pass a write now: the token cookie, its secret's signed
     * cookie, and the token made for this request's session (or visitor). Set by `sessionPlugin`.
     */
    csrfUsable(request: FastifyRequest): boolean;
  }
}

/** The readable cookie holding the CSRF token the client sends back as `x-csrf-token` on every write. */
export const CSRF_COOKIE = 'csrf_token';
/** The signed, httpOnly cookie holding the secret the CSRF token is checked against. */
const CSRF_SECRET_COOKIE = '_csrf';
/** The form field of the token, for a page's HTML form that posts without script. */
export const CSRF_FIELD = '_csrf';

/** The session cookie's name. */
export const SESSION_COOKIE = 'sid';
/**
 * Whether a request carries a session cookie, decided before the session is looked up: such a request is
 * neither answered from nor stored in the shared caches (API answers, visitors' pages), whoever it turns
 * out to be.
 */
export const carriesSession = (request: FastifyRequest): boolean =>
  (request.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);
/**
 * How long a session lasts without use (the stored session's expiry moves forward as it is used, at most
 * hourly: accounts/sessions.ts), and so the lifetime of the cookies that carry it.
 */
export const SESSION_DAYS = 30;

/** The catch-all of app.ts that answers 404 for any unknown /api path. */
const NO_ROUTE = '/api/*';

export interface SessionOptions {
  /**
   * The member a session cookie's token opens, or null (accounts/sessions.ts `sessionViewer`): the store of
   * sessions is the accounts' business, this plugin only carries the cookie.
   */
  viewerOf: (token: string) => Promise<Viewer | null>;
  /** Signs the CSRF secret's cookie and keys the CSRF tokens' HMAC (accounts/secret.ts). */
  secret: string;
}

/** Cookies of the site: httpOnly unless the page must read them, SameSite=Lax, Secure over HTTPS. */
export const cookieOptions = (httpOnly = true): CookieSerializeOptions => ({
  path: '/',
  httpOnly,
  sameSite: 'lax',
  secure: 'auto',
});

/** What a CSRF token is bound to: the hex of the session, or `visitor` (the library needs a non-empty one). */
const sessionKey = (viewer: Viewer | null) =>
  viewer ? Buffer.from(viewer.session).toString('hex') : 'visitor';

/**
 * Sessions and CSRF protection for the whole app:
 * - the session cookie (`sid`, httpOnly, SameSite=Lax, Secure over HTTPS) is resolved to `request.viewer`
 *   when the request arrives (`viewerOf`); an unknown or ended session is cleared;
 * - every state-changing request (not GET, HEAD or OPTIONS) must carry `x-csrf-token`, a token of
 *   @fastify/csrf-protection bound to the session (a token issued before login does not work after it),
 *   checked against the secret in the signed httpOnly `_csrf` cookie: a page of another site cannot read
 *   the token, so it cannot forge a write. A missing or wrong token is 403 `invalid_csrf`.
 * The client gets its token from the readable `csrf_token` cookie, set by `issueCsrf` (GET
 * /api/csrf.php, login, logout, pages).
 */
export async function sessionPlugin(app: FastifyInstance, options: SessionOptions): Promise<void> {
  await app.register(fastifyCookie, { secret: options.secret });
  await app.register(fastifyCsrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: CSRF_SECRET_COOKIE,
    cookieOpts: { ...cookieOptions(), signed: true },
    getToken: (request) => {
      const header = request.headers['x-csrf-token'];
      if (typeof header === 'string') return header;
      // A plain HTML form of the server's own (the local processor's pay page) carries it as a field.
      const fields = bodyFields(request);
      return fields ? field(fields, CSRF_FIELD) : undefined;
    },
    getUserInfo: (request) => sessionKey(request.viewer),
    csrfOpts: { hmacKey: options.secret, userInfo: true },
  });
  // The same check the plugin makes on a write, asked without answering: the tokens of the same options.
  const tokens = new Tokens({ hmacKey: options.secret, userInfo: true });
  app.decorate('csrfUsable', (request: FastifyRequest) => {
    const token = request.cookies[CSRF_COOKIE];
    const signed = request.cookies[CSRF_SECRET_COOKIE];
    if (!token || !signed) return false;
    const secret = request.unsignCookie(signed);
    return secret.valid && !!secret.value && tokens.verify(secret.value, token, sessionKey(request.viewer));
  });

  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token === undefined) return;
    request.viewer = await options.viewerOf(token);
    // A cookie that opens nothing (logged out elsewhere, expired, banned) is removed.
    if (!request.viewer) reply.clearCookie(SESSION_COOKIE, cookieOptions());
  });
  app.addHook('preHandler', (request, reply, done) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return done();
    // A path that no route serves is a 404 whatever the method: nothing there to protect.
    if (request.is404 || request.routeOptions.url === NO_ROUTE) return done();
    // A server-to-server route authenticated otherwise (the payment webhook's HMAC signature).
    if (request.routeOptions.config?.csrf === false) return done();
    app.csrfProtection(request, reply, done);
  });
}

/**
 * Issues a CSRF token for the request's session (or visitor) in the readable `csrf_token` cookie, and
 * returns it. Call it on answers that no shared cache keeps (`private, no-store`, or a page).
 */
export function issueCsrf(request: FastifyRequest, reply: FastifyReply): string {
  const token = reply.generateCsrf({ userInfo: sessionKey(request.viewer) });
  reply.setCookie(CSRF_COOKIE, token, { ...cookieOptions(false), maxAge: SESSION_DAYS * 24 * 60 * 60 });
  return token;
}

/** Sets the session cookie after a login (a new token each time: the session is rotated). */
export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(), maxAge: SESSION_DAYS * 24 * 60 * 60 });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions());
}

export const invalidCsrf: ErrorResponse = { code: 'invalid_csrf' };
