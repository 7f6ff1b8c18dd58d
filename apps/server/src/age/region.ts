/**
 * Where a request comes from, for the age policy (policy.ts). The CDN's country header (http/country.ts)
 * with the subdivision header the same CDN sends beside it, and the client address's country (GeoIP).
 *
 * A header can be sent by anyone when no CDN is in front: unless AGE_COUNTRY_HEADER names the one header
 * the CDN sets (and replaces when a client sends it), both the header's region and the address's country
 * count, and the strictest mode of the two applies, so a forged header can add a gate but never lift one.
 * The bundled GeoIP database knows countries only: a subdivision (`US-TX`) is known from a CDN header
 * alone (Cloudflare's `cf-region-code`, CloudFront's `cloudfront-viewer-country-region`, Vercel's
 * `x-vercel-ip-country-region`, App Engine's `x-appengine-region`, or `x-region-code` beside
 * `x-country-code`).
 */
import type { FastifyRequest } from 'fastify';
import { COUNTRY_HEADERS, countryCode, geoipLookup } from '../http/country.js';
import type { AgeRegion } from './policy.js';

export type CountryHeader = (typeof COUNTRY_HEADERS)[number];

/** The subdivision header each country header's CDN sends beside it (ISO 3166-2, without the country). */
const REGION_HEADERS: Record<CountryHeader, string | null> = {
  'cf-ipcountry': 'cf-region-code',
  'x-country-code': 'x-region-code',
  'cloudfront-viewer-country': 'cloudfront-viewer-country-region',
  'x-vercel-ip-country': 'x-vercel-ip-country-region',
  'fastly-client-country': null,
  'x-appengine-country': 'x-appengine-region',
};

const header = (request: Pick<FastifyRequest, 'headers'>, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** A subdivision code as ISO 3166-2 writes it after the country (`TX`, `ENG`, `13`); null for anything else. */
export function subdivisionCode(value: string | undefined): string | null {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z0-9]{1,3}$/.test(code) ? code : null;
}

/** The region a country header says (with its subdivision), or null when it says none. */
function headerRegion(request: Pick<FastifyRequest, 'headers'>, name: CountryHeader): AgeRegion | null {
  const country = countryCode(header(request, name));
  if (!country) return null;
  const regionHeader = REGION_HEADERS[name];
  return {
    country: country.toUpperCase(),
    subdivision: regionHeader ? subdivisionCode(header(request, regionHeader)) : null,
  };
}

/**
 * The regions a request may come from (policy.ts `requiredMode` takes the strictest): the trusted header's
 * alone when `trusted` names one; else the first country header's and the address's country.
 */
export function requestRegions(
  request: Pick<FastifyRequest, 'headers' | 'ip'>,
  trusted: CountryHeader | null,
): AgeRegion[] {
  if (trusted) {
    const region = headerRegion(request, trusted);
    return region ? [region] : [];
  }
  const regions: AgeRegion[] = [];
  for (const name of COUNTRY_HEADERS) {
    const region = headerRegion(request, name);
    if (region) {
      regions.push(region);
      break;
    }
  }
  const own = request.ip ? geoipLookup(request.ip) : null;
  if (own) regions.push({ country: own.toUpperCase(), subdivision: null });
  return regions;
}
