import type { AgeMode, FetchLike } from '@site/api';
import { createContext, type RouterContextProvider } from 'react-router';
import type { SignInOffer } from './site';

/**
 * What apps/server hands every server-rendered request (its `SiteLoadContext`, web/mount.ts): React Router
 * 8 passes loaders a `RouterContextProvider`, and the server sets these values on it under `siteContext`,
 * which it takes from the server build (server-build.ts exports it next to React Router's build).
 */
export interface SiteLoadContext {
  /** In-process fetch of the API server, used while rendering on the server. */
  apiFetch: FetchLike;
  /** The visitor's two-letter country (CDN header, else GeoIP, else `eu`), for the top-country lists. */
  country: string;
  /** The external sign-ins the server offers (Google, the messaging app's widget); absent: none. */
  signIn?: SignInOffer;
  /** The messaging-app channel's link of subscribe-to-download, when the server checks it; absent: none. */
  messengerChannel?: string | null;
  /** How long the subscribe-to-download modal says "checking" (§4: 30 s); absent: `TIMING.messengerWait`. */
  messengerWaitMs?: number;
  /** The App Store page of the site's iOS app (§2 iOS prompt); absent: none. */
  iosAppUrl?: string | null;
  /**
   * The custodian-of-records statement of the information page's 2257 section (RECORDS_CUSTODIAN_STATEMENT);
   * absent or null: the page's neutral default.
   */
  recordsCustodianStatement?: string | null;
  /**
   * The script nonce of the answer's Content-Security-Policy, for every inline script of the page
   * (entry.server.tsx); absent where nothing sends such a policy (unit tests).
   */
  nonce?: string;
  /**
   * The visitor's CSRF token (their cookie's, or the one issued with this page): a plain form of the page
   * (the age gate's) sends it back as its `_csrf` field. Absent in unit tests.
   */
  csrfToken?: string | undefined;
  /** A known crawler asks (the server's check): no cookie bar, no view reported. Absent: no. */
  crawler?: boolean;
  /** Whether the ad-blocker notice may show (ADBLOCK_NOTICE). Absent: yes. */
  adblockNotice?: boolean;
  /**
   * The age gate of the visitor's region by the server's age policy (#31 item 5): `none`, `self` (the 18+
   * question) or `verified` (an age-assurance provider's check), and whether that check was passed.
   * Absent (unit tests): `self` in the 28 countries of §4, `none` elsewhere.
   */
  age?: { mode: AgeMode; verified: boolean };
}

/** The key of the server's values in a request's context (no default: a request without them fails). */
export const siteContext = createContext<SiteLoadContext>();

/** The `context` of a server loader or action. */
export type ServerContext = Readonly<RouterContextProvider>;

/** The server's values of this request. */
export function siteLoadContext(context: ServerContext): SiteLoadContext {
  return context.get(siteContext);
}
