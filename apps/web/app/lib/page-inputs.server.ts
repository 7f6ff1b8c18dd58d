import { isbot } from 'isbot';
import { visitorChoices } from './site';

/**
 * Everything of a visitor's request, besides its address and country, that changes the HTML a visitor who
 * is not signed in gets: the choices the root loader reads (language, gender, colour mode, the age gate's
 * confirmation) and whether the page is rendered whole at once for a crawler (entry.server.tsx). The server's
 * page cache keys its copies by it (apps/server web/page-cache.ts): read by the very functions the loaders
 * use, so a new choice in `visitorChoices` reaches the key too.
 */
export function pageInputs(request: Request): string {
  const { lang, gender, theme, ageAgreed, langToSave } = visitorChoices(request, new URL(request.url));
  const userAgent = request.headers.get('user-agent');
  return JSON.stringify([lang, gender, theme, ageAgreed, langToSave, Boolean(userAgent && isbot(userAgent))]);
}
