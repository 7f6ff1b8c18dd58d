import {
  type ApiClient,
  GENDERS,
  type Gender,
  type Language,
  type MemberRole,
  type SessionResponse,
  type SessionUser,
  STORAGE_KEYS,
  type ThemeName,
} from '@site/api';
import { createContext, useContext } from 'react';
import { serverApi } from './api';
import { readCookie } from './cookies';
import { LANG_COOKIE, languageFromAddress, resolveLanguage } from './i18n/lang';
import { type ServerContext, siteLoadContext } from './load-context';

/**
 * The one reader of who the visitor is: the §3 settings (gender, language, country) and the session.
 * Loaders read them here from the request (the Cookie header on the server, document.cookie in the
 * browser, whose requests carry none); components read the root loader's answer, built by the same
 * reader, through `useSite()`. So a loader's query keys always match the ones its page builds.
 */

/** §3 app settings: the gender section is kept in this cookie (default `str`, §9); changeGender writes it. */
export const GENDER_COOKIE = 'gender';
/** §4: the colour mode is saved in this cookie (lib/settings.ts writes it, lib/theme.ts's script reads it). */
export const THEME_COOKIE = 'theme';
/** §4: the age gate's confirmation is kept in this cookie (the server's POST /age-check/ writes it). */
export const AGE_COOKIE = STORAGE_KEYS.ageCookie;

/** The §3 settings both loaders and components go by. */
export interface VisitorSettings {
  /** The gender section of the site (cookie), default `str`. */
  gender: Gender;
  lang: Language;
}

/** What a server loader knows besides: the country, as the top-country lists take it. */
export interface ServerVisitorSettings extends VisitorSettings {
  country: string;
}

function requestCookies(request: Request): string | null {
  const header = request.headers.get('cookie');
  if (header) return header;
  return typeof document === 'undefined' ? null : document.cookie;
}

function genderOf(cookies: string | null): Gender {
  const value = readCookie(cookies, GENDER_COOKIE);
  return (GENDERS as readonly string[]).includes(value ?? '') ? (value as Gender) : 'str';
}

/** `url`: the loader's `url` (the page's address; `request.url` of a data request ends with `.data`). */
export function visitorSettings(request: Request, url: URL): VisitorSettings {
  const cookies = requestCookies(request);
  return { gender: genderOf(cookies), lang: resolveLanguage(url, cookies) };
}

/** The visitor's other choices kept in cookies, which only the root loader needs (§4). */
export interface VisitorChoices extends VisitorSettings {
  /** The colour mode they chose, or null (the §4 default by the clock applies). */
  theme: ThemeName | null;
  /** Whether they confirmed their age (§4 age gate). */
  ageAgreed: boolean;
  /** A language the address names (`?lang=de`) that the cookie does not hold yet: to be saved, so it sticks. */
  langToSave: Language | null;
}

/** Everything the visitor chose that the request carries: the settings, the colour mode, the age. */
export function visitorChoices(request: Request, url: URL): VisitorChoices {
  const cookies = requestCookies(request);
  const theme = readCookie(cookies, THEME_COOKIE);
  const fromAddress = languageFromAddress(url);
  return {
    ...visitorSettings(request, url),
    theme: theme === 'light' || theme === 'dark' ? theme : null,
    ageAgreed: readCookie(cookies, AGE_COOKIE) === '1',
    langToSave: fromAddress && readCookie(cookies, LANG_COOKIE) !== fromAddress ? fromAddress : null,
  };
}

export function serverVisitorSettings(
  request: Request,
  url: URL,
  context: ServerContext,
): ServerVisitorSettings {
  return { ...visitorSettings(request, url), country: listCountry(siteLoadContext(context).country) };
}

/** The visitor's country as the top-country list takes it (two lower-case letters), else `eu` (§9). */
export function listCountry(country: string | null | undefined): string {
  const c = (country ?? '').toLowerCase();
  return /^[a-z]{2}$/.test(c) ? c : 'eu';
}

/** What every page knows about the visitor and the site, from the root loader (one per page load). */
export interface SiteData extends VisitorSettings {
  /** The version of the language's messages (0 for English), handed to the browser in a meta tag. */
  langVersion: number;
  /** The colour mode rendered; `themeSaved` false means the §4 clock default (the inline script fixes it). */
  theme: ThemeName;
  themeSaved: boolean;
  /** The visitor's two-letter country (CDN header, else GeoIP, else `eu`). */
  country: string;
  /** The signed-in member, or null for a visitor; and their role. */
  user: SessionUser | null;
  role: MemberRole | null;
  /** The page's origin (`https://host`), for canonical and alternate links. */
  origin: string;
  /** The external sign-ins the server offers: the sign-in forms show their buttons only then (absent: none). */
  signIn?: SignInOffer;
  /**
   * The messaging-app channel of subscribe-to-download (§4; a link), when the server checks subscriptions:
   * the Russian-language site offers its modal. Absent: none.
   */
  messengerChannel?: string | null;
  /** How long its modal says "checking" (§4: 30 s, shorter in tests); absent: `TIMING.messengerWait`. */
  messengerWaitMs?: number;
  /** The App Store page of the site's iOS app, offered once to iOS Safari visitors (§2); absent: none. */
  iosAppUrl?: string | null;
  /** Whether the page shows the debug panel (§2: staff, or a browser whose setting is on). Absent: no. */
  debugPanel?: boolean;
  /** A known crawler asks (#33): the page shows no cookie bar and reports no view. Absent: no. */
  crawler?: boolean;
  /** Whether the notice to visitors whose ad-blocker hides the banners may show (#33). Absent: yes. */
  adblockNotice?: boolean;
}

/** Google sign-in (GET /api/login.g.php) and the messaging app's login widget (its bot's name). */
export interface SignInOffer {
  google: boolean;
  telegramBot: string | null;
}

/** No external sign-in (a server without their configuration). */
export const NO_SIGN_INS: SignInOffer = { google: false, telegramBot: null };

const VISITOR_DEFAULTS: SiteData = {
  lang: 'en',
  langVersion: 0,
  theme: 'dark',
  themeSaved: false,
  gender: 'str',
  country: 'eu',
  user: null,
  role: null,
  origin: '',
};

const SiteDataContext = createContext<SiteData | null>(null);

/**
 * Gives the page's components the root loader's data: the document provides it from the router (root.tsx),
 * an island from what the server rendered it with (app/islands).
 */
export const SiteDataProvider = SiteDataContext.Provider;

/** The root loader's data; defaults when rendered outside the root (tests, error pages before load). */
export function useSite(): SiteData {
  return useContext(SiteDataContext) ?? VISITOR_DEFAULTS;
}

/** A route match as `meta` functions get them. */
export interface MatchLike {
  id: string;
  data?: unknown;
  loaderData?: unknown;
}

/** The root loader's data for `meta` functions, which get `matches`, not hooks; empty before it loaded. */
export function siteFromMatches(matches: readonly (MatchLike | undefined)[]): Partial<SiteData> {
  const root = matches.find((m) => m?.id === 'root');
  return ((root?.loaderData ?? root?.data) as Partial<SiteData> | undefined) ?? {};
}

/** The signed-in member, or null. */
export function useSessionUser(): SessionUser | null {
  return useSite().user;
}

/** The external sign-ins the server offers (none when the root did not say). */
export function useSignInOffer(): SignInOffer {
  return useSite().signIn ?? NO_SIGN_INS;
}

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
