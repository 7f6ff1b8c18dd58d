import { formatCount as formatCountIn } from '@site/api/display';
import type { MessageKey } from './en';

export type MessageParams = Readonly<Record<string, string | number>>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Replaces `{name}` placeholders; unknown placeholders are left as they are. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * §9: counts up to 999 show as they are, above 999 as K and above 999 999 as M (cut, not rounded, to one
 * decimal). The rule is @site/api's; the suffixes are this language's messages.
 */
export function formatCount(count: number, locale: string, t: Translate): string {
  return formatCountIn(count, locale, {
    thousands: (value) => t('count.thousands', { value }),
    millions: (value) => t('count.millions', { value }),
  });
}

export { formatDuration, isoDuration } from '@site/api/display';
