import { cookieString, readCookie } from './cookies';
import { LANG_COOKIE, languageFromAddress } from './i18n';
import { loadLanguage } from './i18n/load.server';
import { type ServerContext, siteLoadContext } from './load-context';
import { needsAgeGate } from './settings';
import { NO_SIGN_INS, type SiteData, serverSession, visitorSettings } from './site';
import { savedTheme, themeFromCookie } from './theme';

/**
 * The root loader's work: the §3 app settings of this request (language, theme, gender, country), the
 * session, and whether the age gate shows (§4). `setCookie` is the `lang` cookie to send when the address
 * named a language (`?lang=de`) the cookie does not hold yet, so the choice sticks.
 */
export async function loadSiteData(
  request: Request,
  url: URL,
  context: ServerContext,
): Promise<{ site: SiteData; setCookie: string | null }> {
  const { country, signIn, messengerChannel } = siteLoadContext(context);
  const cookie = request.headers.get('cookie');
  const { gender, lang } = visitorSettings(request, url);
  const [langVersion, session] = await Promise.all([
    loadLanguage(context, lang).catch(() => 0),
    serverSession(context),
  ]);
  const site: SiteData = {
    lang,
    langVersion,
    theme: themeFromCookie(cookie),
    themeSaved: savedTheme(cookie) !== null,
    gender,
    country,
    user: session.user,
    role: session.role,
    origin: url.origin,
    ageGate: needsAgeGate({
      country,
      signedIn: session.user !== null,
      cookieHeader: cookie,
    }),
    signIn: signIn ?? NO_SIGN_INS,
    messengerChannel: messengerChannel ?? null,
  };
  const fromAddress = languageFromAddress(url);
  const setCookie =
    fromAddress && readCookie(cookie, LANG_COOKIE) !== fromAddress
      ? cookieString(LANG_COOKIE, fromAddress)
      : null;
  return { site, setCookie };
}
