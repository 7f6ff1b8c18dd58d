import { shownCount } from '@site/api/display';
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
import { formatCount, formatDuration, interpolate, type MessageParams } from './format';

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

interface UiContextValue {
  locale: string;
  messages: Messages;
  linkComponent: LinkComponent;
}

const defaultContext: UiContextValue = { locale: 'en', messages: en, linkComponent: PlainLink };

// Pure, so a bundle that never renders UiProvider drops it (and the English messages with it).
const UiContext = /* @__PURE__ */ createContext<UiContextValue>(defaultContext);

export interface UiProviderProps {
  /** Overrides of the English defaults (`en`), e.g. the messages of the visitor's language. */
  messages?: Partial<Messages> & Readonly<Record<string, string>>;
  /** BCP 47 language tag used for plural rules and number formatting. Defaults to `en`. */
  locale?: string;
  /** The link every component renders; defaults to a plain `<a>`. */
  linkComponent?: LinkComponent;
  children?: ReactNode;
}

/** Gives the components below it their language, formatting and link component. */
export function UiProvider({
  messages,
  locale = 'en',
  linkComponent = PlainLink,
  children,
}: UiProviderProps) {
  const value = useMemo<UiContextValue>(
    () => ({ locale, linkComponent, messages: messages ? { ...en, ...messages } : en }),
    [locale, linkComponent, messages],
  );
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>;
}

export interface MessagesApi {
  locale: string;
  /** The message for `key`, with `{placeholders}` filled from `params`. */
  t: (key: MessageKey, params?: MessageParams) => string;
  /** The plural message for `key` chosen by the locale's plural rules for `count`. */
  plural: (key: PluralKey, count: number, params?: MessageParams) => string;
  /**
   * The plural message for a count shown in the §9 compact form (`{count}` is `formatCount(count)`),
   * its form chosen by the number the short form stands for (1 234 → "1.2K", agreeing with 1 200).
   */
  pluralCount: (key: PluralKey, count: number, params?: MessageParams) => string;
  /** §9 compact count: 0–999 as is, K above 999, M above 999 999. */
  formatCount: (count: number) => string;
  /** Seconds as mm:ss, or h:mm:ss from one hour. */
  formatDuration: (seconds: number) => string;
  /** A number in the locale's digits and grouping (10,000 / 10.000). */
  formatNumber: (value: number) => string;
  /** A share (0–1) as a whole percent in the locale's style ("42%", "42 %"). */
  formatPercent: (share: number) => string;
}

/** The locale as given when `Intl` knows it, else English: a bad tag never breaks a page. */
export function supportedLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/** Messages and formatters of the nearest `UiProvider` (English and `en` without one). */
export function useMessages(): MessagesApi {
  const { locale: requested, messages } = useContext(UiContext);
  const locale = supportedLocale(requested);
  return useMemo(() => {
    const table = messages as Readonly<Record<string, string>>;
    const t = (key: MessageKey, params?: MessageParams) => interpolate(table[key] ?? en[key], params);
    const rules = new Intl.PluralRules(locale);
    const number = new Intl.NumberFormat(locale);
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    return {
      locale,
      t,
      plural: (key, count, params) => {
        const template = table[`${key}.${rules.select(count)}`] ?? table[`${key}.other`] ?? key;
        return interpolate(template, { count: number.format(count), ...params });
      },
      pluralCount: (key, count, params) => {
        const template = table[`${key}.${rules.select(shownCount(count))}`] ?? table[`${key}.other`] ?? key;
        return interpolate(template, { count: formatCount(count, locale, t), ...params });
      },
      formatCount: (count) => formatCount(count, locale, t),
      formatDuration: (seconds) => formatDuration(seconds, locale),
      formatNumber: (value) => number.format(value),
      formatPercent: (share) => percent.format(share),
    };
  }, [locale, messages]);
}

/** The link component of the nearest `UiProvider`. */
export function useLinkComponent(): LinkComponent {
  return useContext(UiContext).linkComponent;
}
