/**
 * The messaging-app subscribe-to-download mode (§4): a member who signs in with the messaging app and
 * subscribes to the site's channel may download. Whether they are subscribed is the messaging app's to
 * say, behind `SubscriptionChecker`: `createLocalSubscriptionChecker` (tests, development: a set of
 * subscribed accounts) and `createTelegramSubscriptionChecker` (the Bot API's getChatMember; the bot must
 * be an administrator of the channel). cb.php `act=sub` asks the checker and records the answer
 * (`messenger_subscriptions`); a check that found the member subscribed lets them download for a day.
 */
import type { Db } from '../db/database.js';
import { DAY_MS } from './constants.js';

export interface SubscriptionChecker {
  /** Whether the messaging-app account (its numeric id, as text) is subscribed to the site's channel. */
  isSubscribed(accountId: string): Promise<boolean>;
  /**
   * The account of a member who never signed in with the messaging app, when the checker has one for
   * every member (the local stand-in, messenger-local.ts); absent: such a member has none.
   */
  accountOf?(userId: number): string;
}

/** How long a check that found the member subscribed lets them download. */
export const SUBSCRIPTION_GRANT_MS = DAY_MS;

/** A checker over a set of subscribed accounts, changed by `subscribe`/`unsubscribe`. */
export function createLocalSubscriptionChecker(initial: Iterable<string> = []) {
  const subscribed = new Set(initial);
  return {
    async isSubscribed(accountId: string) {
      return subscribed.has(accountId);
    },
    subscribe(accountId: string) {
      subscribed.add(accountId);
    },
    unsubscribe(accountId: string) {
      subscribed.delete(accountId);
    },
  } satisfies SubscriptionChecker & Record<string, unknown>;
}

type FetchLike = (
  url: string,
  init?: { signal?: AbortSignal },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

/**
 * The Bot API's `getChatMember` on the channel (`@name` or its numeric id): member, administrator,
 * creator, or restricted but still a member. Any failure (network, an unknown account) counts as not
 * subscribed; the member can try again.
 */
export function createTelegramSubscriptionChecker(options: {
  botToken: string;
  channel: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}): SubscriptionChecker {
  const doFetch: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  return {
    async isSubscribed(accountId) {
      if (!/^\d{1,20}$/.test(accountId)) return false;
      const query = new URLSearchParams({ chat_id: options.channel, user_id: accountId });
      try {
        const res = await doFetch(`https://api.telegram.org/bot${options.botToken}/getChatMember?${query}`, {
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!res.ok) return false;
        const body = (await res.json()) as {
          ok?: boolean;
          result?: { status?: string; is_member?: boolean };
        };
        const status = body.ok ? body.result?.status : undefined;
        return (
          status === 'member' ||
          status === 'administrator' ||
          status === 'creator' ||
          (status === 'restricted' && body.result?.is_member === true)
        );
      } catch {
        return false;
      }
    },
  };
}

/** Records a check's answer for the member. */
export async function recordSubscription(
  db: Db,
  userId: number,
  subscribed: boolean,
  now: number,
): Promise<void> {
  await db
    .insertInto('messenger_subscriptions')
    .values({ user_id: userId, subscribed, checked_at: new Date(now) })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ subscribed, checked_at: new Date(now) }))
    .execute();
}

/**
 * The channel's public link for the subscribe button (`@name` → `https://t.me/name`); null for a numeric
 * id (a private channel has no public link: the web then offers no subscribe-to-download modal).
 */
export function telegramChannelLink(channel: string | undefined): string | null {
  const name = /^@([A-Za-z0-9_]{5,32})$/.exec(channel ?? '')?.[1];
  return name ? `https://t.me/${name}` : null;
}
