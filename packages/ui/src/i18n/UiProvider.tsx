import { categoryHref, channelHref, memberHref, modelHref, playlistHref, videoHref } from '@site/api/display';
import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  type Ref,
  useContext,
  useMemo,
} from 'react';
import { en, type MessageKey, type Messages, type PluralKey } from './en';
import { type MessagesApi, messagesApi } from './messages-api';

/** What a link component receives: an `href`, a class, children and any anchor attribute. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
};

/** A router-agnostic link, e.g. one that renders React Router's `<Link to={href}>`. */
export type LinkComponent = ComponentType<LinkComponentProps>;

const PlainLink: LinkComponent = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

/**
 * Where the components link to: the pages of a video, model, channel, category, member and playlist, and a
 * search. The defaults are this site's addresses (`@site/api/display`); a sister site with other URLs gives
 * its own to `UiProvider` (`hrefs`), and every card, list and link follows them.
 */
export interface Hrefs {
  video(video: { video_id: number; dir: string }, playlistId?: number): string;
  model(dir: string): string;
  channel(dir: string): string;
  category(dir: string): string;
  member(userId: number): string;
  playlist(playlistId: number): string;
  search(text: string): string;
}

/** This site's addresses (§2). */
export const DEFAULT_HREFS: Hrefs = {
  video: videoHref,
  model: modelHref,
  channel: channelHref,
  category: categoryHref,
  member: (userId) => memberHref(userId),
  playlist: playlistHref,
  search: (text) => `/search/?s=${encodeURIComponent(text)}`,
};

interface UiContextValue {
  locale: string;
  messages: Messages;
  linkComponent: LinkComponent;
  flagBase: string;
  hrefs: Hrefs;
}

/** Where the site serves the flag images (`<flagBase><code>.svg`, the flag-icons 4:3 set). */
export const DEFAULT_FLAG_BASE = '/flags/';

const defaultContext: UiContextValue = {
  locale: 'en',
  messages: en,
  linkComponent: PlainLink,
  flagBase: DEFAULT_FLAG_BASE,
  hrefs: DEFAULT_HREFS,
};

// Pure, so a bundle that never renders UiProvider drops it (and the English messages with it).
const UiContext = /* @__PURE__ */ createContext<UiContextValue>(defaultContext);

export interface UiProviderProps {
  /** Overrides of the English defaults (`en`), e.g. the messages of the visitor's language. */
  messages?: Partial<Messages> & Readonly<Record<string, string>>;
  /** BCP 47 language tag used for plural rules and number formatting. Defaults to `en`. */
  locale?: string;
  /** The link every component renders; defaults to a plain `<a>`. */
  linkComponent?: LinkComponent;
  /**
   * The folder of the flag images the site serves (`<flagBase>de.svg`: the SVG files of the `flag-icons`
   * package's `flags/4x3`). Defaults to `/flags/`.
   */
  flagBase?: string;
  /** The site's addresses, where they differ from this site's (`DEFAULT_HREFS`). */
  hrefs?: Partial<Hrefs>;
  children?: ReactNode;
}

/** Gives the components below it their language, formatting and link component. */
export function UiProvider({
  messages,
  locale = 'en',
  linkComponent = PlainLink,
  flagBase = DEFAULT_FLAG_BASE,
  hrefs,
  children,
}: UiProviderProps) {
  const value = useMemo<UiContextValue>(
    () => ({
      locale,
      linkComponent,
      flagBase,
      messages: messages ? { ...en, ...messages } : en,
      hrefs: hrefs ? { ...DEFAULT_HREFS, ...hrefs } : DEFAULT_HREFS,
    }),
    [locale, linkComponent, flagBase, messages, hrefs],
  );
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>;
}

export type { MessagesApi } from './messages-api';

const canonical = new Map<string, string>();

/** The locale as given when `Intl` knows it, else English: a bad tag never breaks a page. Every
 * component asks on every render, so each answer is kept. */
export function supportedLocale(locale: string): string {
  let known = canonical.get(locale);
  if (known === undefined) {
    try {
      known = Intl.getCanonicalLocales(locale)[0] ?? 'en';
    } catch {
      known = 'en';
    }
    if (canonical.size < 100) canonical.set(locale, known);
  }
  return known;
}

/** The provider's messages over a component's own defaults, made once per pair (so `messagesApi` keeps one
 * API per table). */
const withDefaultsMade = new WeakMap<object, WeakMap<object, Readonly<Record<string, string>>>>();
function withDefaults(
  messages: Readonly<Record<string, string>>,
  defaults: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  let byDefaults = withDefaultsMade.get(messages);
  if (!byDefaults) {
    byDefaults = new WeakMap();
    withDefaultsMade.set(messages, byDefaults);
  }
  let table = byDefaults.get(defaults);
  if (!table) {
    table = { ...defaults, ...messages };
    byDefaults.set(defaults, table);
  }
  return table;
}

/** The plural keys of a table without their category suffix (`notifications.unread` of `….other`). */
type PluralBase<K extends string> = K extends `${infer Base}.other` ? Base : never;

/**
 * Messages and formatters of the nearest `UiProvider` (English and `en` without one). A component whose
 * English is not in `en` (it loads with the component, not with every page: `playerEn`) passes it as
 * `defaults`, a module constant; the provider's messages (a translation) win over it.
 */
export function useMessages<D extends Readonly<Record<string, string>>>(
  defaults: D,
): MessagesApi<MessageKey | Extract<keyof D, string>, PluralKey | PluralBase<Extract<keyof D, string>>>;
// Last, so `ReturnType<typeof useMessages>` is the plain one.
export function useMessages(): MessagesApi;
export function useMessages(defaults?: Readonly<Record<string, string>>): MessagesApi<string> {
  const { locale, messages } = useContext(UiContext);
  return useMemo(
    () => messagesApi(supportedLocale(locale), defaults ? withDefaults(messages, defaults) : messages),
    [locale, messages, defaults],
  );
}

/** The folder of the flag images, from the nearest `UiProvider`. */
export function useFlagBase(): string {
  return useContext(UiContext).flagBase;
}

/** The link component of the nearest `UiProvider`. */
export function useLinkComponent(): LinkComponent {
  return useContext(UiContext).linkComponent;
}

/** The site's addresses (`UiProvider`'s `hrefs` over `DEFAULT_HREFS`). */
export function useHrefs(): Hrefs {
  return useContext(UiContext).hrefs;
}
