import type { Gender, Language, MemberRole, SessionUser, ThemeName } from '@site/api';
import { useRouteLoaderData } from 'react-router';

/** What every page knows about the visitor and the site, from the root loader (one per page load). */
export interface SiteData {
  lang: Language;
  /** The version of the language's messages (0 for English), handed to the browser in a meta tag. */
  langVersion: number;
  /** The colour mode rendered; `themeSaved` false means the §4 clock default (the inline script fixes it). */
  theme: ThemeName;
  themeSaved: boolean;
  /** §3 app settings: gender section of the site (cookie), default `str`. */
  gender: Gender;
  /** The visitor's two-letter country (CDN header, else GeoIP, else `eu`). */
  country: string;
  /** The signed-in member, or null for a visitor; and their role. */
  user: SessionUser | null;
  role: MemberRole | null;
  /** The page's origin (`https://host`), for canonical and alternate links. */
  origin: string;
  /** §4: show the age gate (a visitor from one of the 28 countries without the age cookie). */
  ageGate: boolean;
  /** The external sign-ins the server offers: the sign-in forms show their buttons only then (absent: none). */
  signIn?: SignInOffer;
  /**
   * The messaging-app channel of subscribe-to-download (§4; a link), when the server checks subscriptions:
   * the Russian-language site offers its modal. Absent: none.
   */
  messengerChannel?: string | null;
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
  ageGate: false,
};

/** The root loader's data; defaults when rendered outside the root (tests, error pages before load). */
export function useSite(): SiteData {
  return (useRouteLoaderData('root') as SiteData | undefined) ?? VISITOR_DEFAULTS;
}

/** The signed-in member, or null. */
export function useSessionUser(): SessionUser | null {
  return useSite().user;
}

/** The external sign-ins the server offers (none when the root did not say). */
export function useSignInOffer(): SignInOffer {
  return useSite().signIn ?? NO_SIGN_INS;
}
