import type { Language } from '@site/api';
import { type LinkComponent, UiProvider } from '@site/ui';
import { createContext, type ReactNode, useContext } from 'react';
import { languageMessages } from './store';
import { type SiteTranslator, translator } from './translate';

const I18nContext = createContext<Language>('en');

/** Gives the site's pages and @site/ui's components the page's language and its loaded messages. */
export function I18nProvider({
  lang,
  linkComponent,
  children,
}: {
  lang: Language;
  linkComponent: LinkComponent;
  children: ReactNode;
}) {
  return (
    <I18nContext.Provider value={lang}>
      <UiProvider locale={lang} messages={languageMessages(lang)} linkComponent={linkComponent}>
        {children}
      </UiProvider>
    </I18nContext.Provider>
  );
}

/** The page's language. */
export function useLang(): Language {
  return useContext(I18nContext);
}

/** The page's translator: `const { t, plural } = useT()`. */
export function useT(): SiteTranslator {
  return translator(useContext(I18nContext));
}
