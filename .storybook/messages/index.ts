import type { Messages } from '../../packages/ui/src/index';
import { de } from './de';
import { ru } from './ru';

/** Languages of the Storybook toolbar: English (the package's defaults) and story-only samples. */
export const languages = {
  en: { title: 'English', messages: undefined },
  de: { title: 'Deutsch', messages: de },
  ru: { title: 'Русский', messages: ru },
} as const satisfies Record<
  string,
  { title: string; messages: (Partial<Messages> & Readonly<Record<string, string>>) | undefined }
>;

export type Language = keyof typeof languages;
export const languageCodes = Object.keys(languages) as Language[];
