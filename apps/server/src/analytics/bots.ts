import { lookup, reverse } from 'node:dns/promises';
import { createIsbotFromList, isbot, list } from 'isbot';
import { LRUCache } from 'lru-cache';

/**
 * Crawlers (#33 item 2, §6). A known crawler's user agent (isbot's list) is served the whole page at once,
 * without the cookie bar, and its pages are never counted as views. With `verifyDns` a user agent that
 * names one of the big search engines' crawlers is believed only when its address's reverse DNS name is
 * one of that engine's domains and that name resolves back to the address (the check the engines
 * document); anyone else claiming to be Googlebot is then an ordinary client (counted, rate-limited like
 * one, shown the cookie bar). Other crawlers are taken at their word: nothing is gained by pretending.
 */

/** The crawlers whose owners publish a reverse DNS check, and the domains their names end in. */
const VERIFIABLE: ReadonlyArray<{ agent: RegExp; domains: readonly string[] }> = [
  {
    agent: /googlebot|google-inspectiontool|googleother|adsbot-google|mediapartners-google/i,
    domains: ['googlebot.com', 'google.com', 'googleusercontent.com'],
  },
  { agent: /bingbot|adidxbot|msnbot|bingpreview/i, domains: ['search.msn.com'] },
  {
    agent: /yandex(bot|images|video|mobilebot|metrika|accessibilitybot)?/i,
    domains: ['yandex.ru', 'yandex.net', 'yandex.com'],
  },
  { agent: /applebot/i, domains: ['applebot.apple.com'] },
  { agent: /duckduckbot/i, domains: ['duckduckgo.com'] },
  { agent: /baiduspider/i, domains: ['baidu.com', 'baidu.jp'] },
];

/**
 * Automation tools that drive a real browser (headless Chrome, Playwright, Selenium, Lighthouse): isbot
 * names them, but they are no crawler: they see the page as a visitor does (the cookie bar included).
 */
const AUTOMATED_BROWSERS = /headless|phantomjs|playwright|selenium|lighthouse/i;
const isCrawlerAgent = createIsbotFromList(list.filter((pattern) => !AUTOMATED_BROWSERS.test(pattern)));

/** Whether a user agent is automated (isbot's list: crawlers, HTTP libraries, headless browsers) or absent. */
export function isAutomated(userAgent: string | undefined): boolean {
  return !userAgent || isbot(userAgent);
}

export interface BotCheck {
  /** Whether the request's client is a crawler to treat as one (see above). */
  isCrawler(userAgent: string | undefined, address: string): Promise<boolean>;
  /** Whether it is a search engine's crawler confirmed by reverse DNS (only with `verifyDns`). */
  isConfirmed(userAgent: string | undefined, address: string): Promise<boolean>;
}

/** How long one address's reverse DNS answer is believed. */
const DNS_TTL_MS = 6 * 60 * 60 * 1000;

/** The forward-confirmed reverse DNS check: the address's names, one in `domains`, resolving back to it. */
export async function confirmedByDns(
  address: string,
  domains: readonly string[],
  dns: { reverse: typeof reverse; lookup: (host: string) => Promise<{ address: string }[]> } = {
    reverse,
    lookup: (host) => lookup(host, { all: true }),
  },
): Promise<boolean> {
  try {
    const names = await dns.reverse(address);
    for (const name of names) {
      const host = name.toLowerCase().replace(/\.$/, '');
      if (!domains.some((d) => host === d || host.endsWith(`.${d}`))) continue;
      const back = await dns.lookup(host);
      if (back.some((a) => a.address === address)) return true;
    }
  } catch {
    // No name, or no answer: not confirmed.
  }
  return false;
}

/** The crawler check; with `verifyDns` (BOT_VERIFY_DNS) the big engines' crawlers are confirmed by DNS. */
export function botCheck(options: { verifyDns: boolean; confirm?: typeof confirmedByDns }): BotCheck {
  const confirm = options.confirm ?? confirmedByDns;
  // The answer's promise is kept, not the answer: a page's requests that arrive together (the document,
  // then its rate-limit check) ask DNS once between them.
  const cache = new LRUCache<string, Promise<boolean>>({ max: 10_000, ttl: DNS_TTL_MS });
  const confirmedAs = (claimed: (typeof VERIFIABLE)[number], address: string) => {
    const key = `${claimed.domains[0]}|${address}`;
    const known = cache.get(key);
    if (known !== undefined) return known;
    const confirmed = confirm(address, claimed.domains);
    cache.set(key, confirmed);
    return confirmed;
  };
  return {
    async isCrawler(userAgent, address) {
      if (!userAgent || !isCrawlerAgent(userAgent)) return false;
      if (!options.verifyDns) return true;
      const claimed = VERIFIABLE.find((v) => v.agent.test(userAgent));
      return claimed ? confirmedAs(claimed, address) : true;
    },
    async isConfirmed(userAgent, address) {
      if (!options.verifyDns || !userAgent) return false;
      const claimed = VERIFIABLE.find((v) => v.agent.test(userAgent));
      return claimed ? confirmedAs(claimed, address) : false;
    },
  };
}
