// A worker of the captcha's proof of work (captcha.ts starts them): altcha-lib's worker loop, which tries
// the counters it is given, with the page's WebCrypto key derivation.
import { handler } from 'altcha-lib/workers/shared';
import { webDeriveKey } from './captcha-derive';

handler({ deriveKey: webDeriveKey });
