import { isbot } from 'isbot';
import { debugPanelSetting } from './debug-panel.server';
import { visitorChoices } from './site';

/**
 * Everything of a visitor's request, besides its address and country, that changes the HTML a visitor who
 * is not signed in gets: the choices the root loader reads (language, gender, colour mode, the age gate's
 * confirmation, the debug panel's setting) and whether the page is rendered whole at once for a crawler
 * (entry.server.tsx). The server's page cache keys its copies by it (apps/server web/page-cache.ts), read by
 * the very functions the loaders use. A cookie a page comes to read must be added here
 * (page-inputs.server.test.ts names each).
 */
export function pageInputs(request: Request): string {
  const url = new URL(request.url);
  const { lang, gender, theme, ageAgreed, langToSave } = visitorChoices(request, url);
  const debug = debugPanelSetting(null, request.headers.get('cookie'), url).shown;
  const userAgent = request.headers.get('user-agent');
  return JSON.stringify([
    lang,
    gender,
    theme,
    ageAgreed,
    langToSave,
    debug,
    Boolean(userAgent && isbot(userAgent)),
  ]);
}
