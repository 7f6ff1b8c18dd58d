import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { countryCode, countryFrom, visitorCountry } from './country.js';

const request = (headers: Record<string, string | string[]>, ip = '127.0.0.1') => ({ headers, ip });

describe('given a CDN country header', () => {
  it('takes it, lower-cased, as the visitor’s country', () => {
    expect(visitorCountry(request({ 'cf-ipcountry': 'DE' }))).toBe('de');
    expect(visitorCountry(request({ 'x-country-code': ' nl ' }))).toBe('nl');
    expect(visitorCountry(request({ 'cloudfront-viewer-country': 'JP' }))).toBe('jp');
  });

  it('prefers Cloudflare’s header to the generic one', () => {
    expect(visitorCountry(request({ 'x-country-code': 'fr', 'cf-ipcountry': 'it' }))).toBe('it');
  });

  it('skips values that name no country (XX unknown, T1 Tor, three letters, garbage) for the next source', () => {
    for (const value of ['XX', 'T1', 'deu', '', 'd', '<script>', 'ZZ']) {
      expect(countryCode(value), value).toBeNull();
    }
    expect(visitorCountry(request({ 'cf-ipcountry': 'XX', 'x-country-code': 'PL' }))).toBe('pl');
    expect(visitorCountry(request({ 'cf-ipcountry': 'T1' }))).toBe('eu');
  });
});

describe('given no header', () => {
  it('looks the client address up in the bundled GeoIP database', () => {
    expect(visitorCountry(request({}, '8.8.8.8'))).toBe('us');
    expect(visitorCountry(request({}, '2001:4860:4860::8888'))).toBe('us');
  });

  it('answers eu (§9) for a private, local or unknown address', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.1', '::1', 'not-an-ip', '']) {
      expect(visitorCountry(request({}, ip)), ip).toBe('eu');
    }
  });
});

describe('given a Fetch request as server rendering sees it', () => {
  it('reads the same headers through a getter', () => {
    const headers = new Headers({ 'CF-IPCountry': 'ES' });
    expect(countryFrom((name) => headers.get(name), '127.0.0.1')).toBe('es');
    expect(countryFrom(() => null, undefined)).toBe('eu');
  });
});

describe('given a Fastify request', () => {
  it('uses its headers and address', async () => {
    const app = Fastify();
    app.get('/', async (req) => ({ country: visitorCountry(req) }));
    const res = await app.inject({ method: 'GET', url: '/', headers: { 'cf-ipcountry': 'SE' } });
    expect(res.json()).toEqual({ country: 'se' });
    expect((await app.inject({ method: 'GET', url: '/' })).json()).toEqual({ country: 'eu' });
    await app.close();
  });
});
