import { createRequire } from 'node:module';
import { DEFAULTS } from '@site/api';
import { countrySchema } from '@site/api/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The headers a CDN or proxy in front of the site sets to the visitor's country (ISO 3166-1 alpha-2), in
 * the order they are trusted: Cloudflare, a generic one, CloudFront, Vercel, Fastly, App Engine.
 */
export const COUNTRY_HEADERS = [
  'cf-ipcountry',
  'x-country-code',
  'cloudfront-viewer-country',
  'x-vercel-ip-country',
  'fastly-client-country',
  'x-appengine-country',
] as const;

/** Codes that name no country: unknown (`XX`, also App Engine's `ZZ`) and Tor (`T1`, not two letters). */
const NO_COUNTRY = new Set(['xx', 'zz']);

/** A header's value as a country code of the contract (`^[a-z]{2}$`), or null. */
export function countryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toLowerCase();
  if (!code || NO_COUNTRY.has(code) || !countrySchema.safeParse(code).success) return null;
  return code;
}

interface GeoIp {
  lookup(ip: string): { country?: string } | null;
}

let geoip: GeoIp | null | undefined;

/** The bundled GeoLite2 country database (geoip-country), loaded on first use (about 7 MB, 20 ms). */
export function geoipLookup(ip: string): string | null {
  if (geoip === undefined) {
    try {
      geoip = createRequire(import.meta.url)('geoip-country') as GeoIp;
    } catch {
      geoip = null;
    }
  }
  if (!geoip || !ip) return null;
  try {
    return countryCode(geoip.lookup(ip)?.country);
  } catch {
    return null;
  }
}

/**
 * The visitor's country (§1: the 404 page's top-country list; §9 default `eu`): the first valid CDN country
 * header, else the GeoIP country of the client address, else `eu`. A header can be sent by anyone when no
 * CDN is in front; it only picks which public list a visitor sees.
 */
export function countryFrom(
  header: (name: string) => string | null | undefined,
  ip: string | undefined,
): string {
  for (const name of COUNTRY_HEADERS) {
    const code = countryCode(header(name));
    if (code) return code;
  }
  return (ip ? geoipLookup(ip) : null) ?? DEFAULTS.country;
}

/** The country of a request to the API (see countryFrom). */
export function visitorCountry(request: Pick<FastifyRequest, 'headers' | 'ip'>): string {
  return countryFrom((name) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  }, request.ip);
}
