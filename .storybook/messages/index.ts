import de from '../../apps/server/langs/de/ui.json';
import es from '../../apps/server/langs/es/ui.json';
import fr from '../../apps/server/langs/fr/ui.json';
import it from '../../apps/server/langs/it/ui.json';
import ja from '../../apps/server/langs/ja/ui.json';
import nl from '../../apps/server/langs/nl/ui.json';
import pl from '../../apps/server/langs/pl/ui.json';
import pt from '../../apps/server/langs/pt/ui.json';
import ru from '../../apps/server/langs/ru/ui.json';
import type { Messages } from '../../packages/ui/src/index';

type Texts = (Partial<Messages> & Readonly<Record<string, string>>) | undefined;

/**
 * Languages of the Storybook toolbar: English (the package's defaults) and the site's nine other languages,
 * the same texts the package ships as `@site/ui/locales/<lang>.json` (apps/server/langs/<lang>/ui.json).
 */
export const languages = {
  en: { title: 'English', messages: undefined },
  de: { title: 'Deutsch', messages: de },
  es: { title: 'Español', messages: es },
  fr: { title: 'Français', messages: fr },
  it: { title: 'Italiano', messages: it },
  ja: { title: '日本語', messages: ja },
  nl: { title: 'Nederlands', messages: nl },
  pl: { title: 'Polski', messages: pl },
  pt: { title: 'Português', messages: pt },
  ru: { title: 'Русский', messages: ru },
} as const satisfies Record<string, { title: string; messages: Texts }>;

export type Language = keyof typeof languages;
export const languageCodes = Object.keys(languages) as Language[];
