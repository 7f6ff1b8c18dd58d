import { describe, expect, it } from 'vitest';
import { FLOW_SECONDS, openFlow, safeReturn, sealFlow } from './flow.js';

const SECRET = 'a-server-secret-for-the-flow-tests-0123456789abcdef';
const flow = {
  state: 'state-0123456789abcdef',
  nonce: 'nonce-0123456789abcdef',
  verifier: 'v'.repeat(43),
  back: '/videos/',
  at: Date.now(),
};

describe('given the sealed sign-in flow', () => {
  it('opens what it sealed, and nothing sealed with another secret, altered or too old', () => {
    const sealed = sealFlow(flow, SECRET);
    expect(openFlow(sealed, SECRET)).toEqual(flow);
    // The verifier is not readable in the cookie.
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain(flow.verifier);
    expect(openFlow(sealed, `${SECRET}x`)).toBeNull();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(openFlow(bytes.toString('base64url'), SECRET)).toBeNull();
    expect(openFlow(sealed, SECRET, flow.at + FLOW_SECONDS * 1000 + 1)).toBeNull();
    expect(openFlow(undefined, SECRET)).toBeNull();
    expect(openFlow('not a cookie!', SECRET)).toBeNull();
  });
});

describe('given a return path', () => {
  it.each([
    ['/videos/1/a/?playlist=2', '/videos/1/a/?playlist=2'],
    ['/members/5/#wall', '/members/5/#wall'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['/.//evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['/%2E%2E//evil.example/x', '/'],
    ['/x/..//evil.example', '/'],
    ['/x/../..//evil.example/?a=1', '/'],
    ['/./videos/1/a/', '/videos/1/a/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/a\tb', '/'],
    ['/signin', '/'],
    ['/api/logout.php', '/'],
    [undefined, '/'],
    [['/a', '/b'], '/'],
  ])('%j goes to %s', (value, expected) => {
    expect(safeReturn(value)).toBe(expected);
  });
});
