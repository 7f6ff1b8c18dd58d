/**
 * A local fake of the identity-verification provider's API (idcheck.ts) for tests, over real HTTP: it
 * takes checks (with the right API key), keeps them, and on `decide` posts the signed decision to the
 * check's callback URL, as the real service does when its review ends.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signatureHeader } from '../payments/signature.js';
import { IDCHECK_SIGNATURE_HEADER } from './idcheck.js';

export interface FakeCheck {
  id: string;
  reference: string;
  legal_name: string;
  birth_date: string;
  callback_url: string;
  /** The pictures' bytes as received. */
  id_document: Buffer;
  selfie: Buffer;
}

export interface FakeIdcheck {
  url: string;
  apiKey: string;
  webhookSecret: string;
  checks: Map<string, FakeCheck>;
  /** The provider's review ends: it posts its signed decision to the check's callback; the site's answer. */
  decide(
    checkId: string,
    decision: 'approved' | 'rejected',
    reason?: string | null,
  ): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

export async function startFakeIdcheck(): Promise<FakeIdcheck> {
  const apiKey = randomBytes(16).toString('hex');
  const webhookSecret = randomBytes(24).toString('hex');
  const checks = new Map<string, FakeCheck>();
  const server: Server = createServer(async (request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/v1/checks') return answer(404, { error: 'not_found' });
    if (request.headers.authorization !== `Bearer ${apiKey}`) return answer(401, { error: 'unauthorized' });
    const body = JSON.parse(await readBody(request)) as {
      reference: string;
      legal_name: string;
      birth_date: string;
      callback_url: string;
      id_document: { data: string };
      selfie: { data: string };
    };
    const id = `chk_${randomBytes(8).toString('hex')}`;
    checks.set(id, {
      id,
      reference: body.reference,
      legal_name: body.legal_name,
      birth_date: body.birth_date,
      callback_url: body.callback_url,
      id_document: Buffer.from(body.id_document.data, 'base64'),
      selfie: Buffer.from(body.selfie.data, 'base64'),
    });
    return answer(201, { id });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    webhookSecret,
    checks,
    async decide(checkId, decision, reason = null) {
      const check = checks.get(checkId);
      if (!check) throw new Error(`no check ${checkId}`);
      const body = JSON.stringify({ check_id: check.id, reference: check.reference, decision, reason });
      const t = Math.floor(Date.now() / 1000);
      const response = await fetch(check.callback_url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [IDCHECK_SIGNATURE_HEADER]: signatureHeader(webhookSecret, t, body),
        },
        body,
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
