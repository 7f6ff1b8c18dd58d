import type { ApiClient } from '@site/api';
import { type Challenge, solveChallenge, solveChallengeWorkers } from 'altcha-lib';
import { webDeriveKey } from './captcha-derive';

export { webDeriveKey } from './captcha-derive';

/** The most workers a solve uses: a phone's big cores; more adds little and costs memory. */
export const MAX_CAPTCHA_WORKERS = 4;

/**
 * How many workers solve a challenge: one per core the browser reports, at most MAX_CAPTCHA_WORKERS;
 * none where the page has no workers (the solve then runs in the page).
 */
export function captchaWorkers(
  cores = typeof navigator === 'undefined' ? 1 : navigator.hardwareConcurrency,
  workers = typeof Worker !== 'undefined',
): number {
  if (!workers) return 0;
  return Math.max(1, Math.min(MAX_CAPTCHA_WORKERS, Math.floor(cores) || 1));
}

const newWorker = () => new Worker(new URL('./captcha-worker.ts', import.meta.url), { type: 'module' });

/** The base64 (UTF-8 safe) of the JSON the server expects as `tok`: `{ challenge, solution }`. */
function tokenOf(value: unknown): string {
  const utf8 = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of utf8) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The captcha token of §7 (`tok` of login, sign-up and restore, `captcha` of the report form): a fresh
 * challenge from GET /api/captcha.php, solved by the page's workers (ALTCHA proof of work, no third party).
 * Undefined when the server has no challenge (404: no captcha configured).
 */
export async function solveCaptcha(api: ApiClient, signal?: AbortSignal): Promise<string | undefined> {
  let challenge: Challenge;
  try {
    challenge = (await api.auth.captchaChallenge(signal)) as unknown as Challenge;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return undefined;
    throw error;
  }
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  // The counters are shared out among workers (worker i tries i, i + n, …), so the check takes a fraction
  // of the time on a phone's several cores and the page stays responsive (#27: it took 8 s in the page).
  // A browser whose workers fail (no module workers) solves in the page, as before.
  const inPage = () => solveChallenge({ challenge, deriveKey: webDeriveKey, controller, timeout: 120_000 });
  const workers = captchaWorkers();
  const solution =
    workers > 0
      ? await solveChallengeWorkers({
          challenge,
          concurrency: workers,
          controller,
          createWorker: newWorker,
          timeout: 120_000,
        }).catch(inPage)
      : await inPage();
  if (!solution) throw new Error('The captcha could not be solved in time');
  return tokenOf({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
}
