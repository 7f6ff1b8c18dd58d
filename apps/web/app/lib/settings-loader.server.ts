import { defaultTheme } from '@site/api/display';
import { cookieString } from './cookies';
import { debugPanelSetting } from './debug-panel.server';
import { LANG_COOKIE } from './i18n';
import { loadLanguage } from './i18n/load.server';
import { type ServerContext, siteLoadContext } from './load-context';
import { NO_SIGN_INS, type SiteData, serverSession, visitorChoices } from './site';

/**
 * The root loader's work: the §3 app settings of this request (language, theme, gender, country), the
 * session (the age gate is decided before, lib/age-gate.server.ts), and whether the debug panel shows.
 * `setCookies` are the cookies to send: the `lang` cookie when the address named a language (`?lang=de`) the
 * cookie does not hold yet, so the choice sticks, and the debug panel's setting when `?debug=` changed it.
 */
export async function loadSiteData(
  request: Request,
  url: URL,
  context: ServerContext,
): Promise<{ site: SiteData; setCookies: string[] }> {
  const { country, signIn, messengerChannel, messengerWaitMs, iosAppUrl, crawler, adblockNotice } =
    siteLoadContext(context);
  const { gender, lang, theme, langToSave } = visitorChoices(request, url);
  const [langVersion, session] = await Promise.all([
    loadLanguage(context, lang).catch(() => 0),
    serverSession(context),
  ]);
  const debug = debugPanelSetting(session.role, request.headers.get('cookie'), url);
  const site: SiteData = {
    lang,
    langVersion,
    // Without a choice, the §4 default on the server's clock; `themeScript` corrects it on the visitor's.
    theme: theme ?? defaultTheme(new Date()),
    themeSaved: theme !== null,
    gender,
    country,
    user: session.user,
    role: session.role,
    origin: url.origin,
    signIn: signIn ?? NO_SIGN_INS,
    messengerChannel: messengerChannel ?? null,
    ...(messengerWaitMs !== undefined ? { messengerWaitMs } : {}),
    iosAppUrl: iosAppUrl ?? null,
    debugPanel: debug.shown,
    crawler: crawler ?? false,
    adblockNotice: adblockNotice ?? true,
  };
  const setCookies = [langToSave ? cookieString(LANG_COOKIE, langToSave) : null, debug.setCookie];
  return { site, setCookies: setCookies.filter((c): c is string => c !== null) };
}
