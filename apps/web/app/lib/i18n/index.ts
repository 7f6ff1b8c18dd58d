export { I18nProvider, useLang, useT } from './I18nProvider';
export {
  ALLOWED_LANGS,
  isAllowedLang,
  LANG_COOKIE,
  LANG_MESSAGES_KEY,
  LANG_PARAM,
  LANG_VERSION_KEY,
  languageFromAddress,
  resolveLanguage,
} from './lang';
export { languageMessages, setLanguageMessages } from './store';
export { type MessageParams, type SiteTranslator, type TextKey, translator } from './translate';
