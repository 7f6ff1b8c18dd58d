import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type OidcContext } from 'oidc-provider';

/**
 * A local OpenID provider for the tests (oidc-provider, offline): one confidential client that must use
 * PKCE, and a sign-in page driven by the test: `signInAs` is the account the next visit logs in with (or
 * `deny` to decline). Consent is given at once for that client, as Google does after the first time.
 */
export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the next visit to the provider's login page; `deny` declines (access_denied). */
  signInAs(account: TestAccount | 'deny'): void;
  /**
   * Follows the provider's redirects from an authorization URL as a browser would (with its own cookies
   * at the provider) until it leaves the provider: the URL it goes back to (the site's callback).
   */
  authorize(url: string): Promise<URL>;
  close(): Promise<void>;
}

export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  const accounts = new Map<string, TestAccount>();
  let next: TestAccount | 'deny' = 'deny';
  const clientId = 'site-test';
  const clientSecret = 'a-test-client-secret-of-enough-length-0123456789';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name'] },
    // As Google: the ID token carries the claims of the scopes asked.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: async () => ({ ...account }) } : undefined;
    },
    loadExistingGrant: async (ctx: OidcContext) => {
      const { client, session, result, provider: p } = ctx.oidc;
      const clientId = client?.clientId ?? '';
      const grantId = result?.consent?.grantId ?? session?.grantIdFor(clientId);
      if (grantId) return p.Grant.find(grantId);
      const grant = new p.Grant({ accountId: session?.accountId, clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    cookies: { keys: ['test-provider-cookie-key-0123456789'] },
  });
  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    void (async () => {
      try {
        const interaction = await provider.interactionDetails(req, res);
        const result =
          next === 'deny'
            ? { error: 'access_denied', error_description: 'the member declined' }
            : { login: { accountId: next.sub } };
        if (next !== 'deny') accounts.set(next.sub, next);
        void interaction;
        await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
      } catch (error) {
        res.statusCode = 500;
        res.end(String(error));
      }
    })();
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      next = account;
    },
    async authorize(start) {
      const jar = new Map<string, string>();
      let url = new URL(start);
      for (let hop = 0; hop < 10; hop++) {
        if (url.origin !== issuer) return url;
        const res = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const line of res.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          const name = pair.slice(0, at).trim();
          const value = pair.slice(at + 1).trim();
          if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
          else jar.set(name, value);
        }
        const location = res.headers.get('location');
        if (res.status < 300 || res.status >= 400 || !location) {
          throw new Error(`The provider answered ${res.status}: ${await res.text()}`);
        }
        url = new URL(location, url);
      }
      throw new Error('Too many redirects at the provider');
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
