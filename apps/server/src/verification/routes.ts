import { ENDPOINTS } from '@site/api';
import { uploaderImageQuerySchema } from '@site/api/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cacheFor } from '../http/cache.js';
import type { CallHandler } from '../http/call.js';
import { fail, notFound } from '../http/errors.js';
import { staffGet } from '../moderation/common.js';
import { SealedError, type Sealer } from '../security/sealed.js';
import {
  applicationCall,
  applyProviderDecision,
  listUploaders,
  readSealedImage,
  saveCall,
  submitCall,
  uploaderDecideCall,
  type VerificationDeps,
} from './applications.js';
import { IDENTITY_CALLBACK_PATH } from './provider.js';

type VerificationCall =
  | 'uploaders.application'
  | 'uploaders.save'
  | 'uploaders.submit'
  | 'moderation.uploaders'
  | 'moderation.uploaderDecide';

/** The handlers of the declared calls of verified uploaders (contract/verification-calls.ts and the console's). */
export function verificationCalls(deps: VerificationDeps): { [N in VerificationCall]: CallHandler<N> } {
  return {
    'uploaders.application': applicationCall(deps),
    'uploaders.save': saveCall(deps),
    'uploaders.submit': submitCall(deps),
    'moderation.uploaders': async ({ params }) => ({
      code: 'success',
      ...(await listUploaders(deps.db, deps.verification.sealer, params)),
    }),
    'moderation.uploaderDecide': uploaderDecideCall(deps),
  };
}

/**
 * Answers a staff-only sealed picture (an application's, a consent record's): 404 when there is none, 500
 * `record_unreadable` (logged with `context`) when its seal does not open; `opened` runs before it is sent
 * (an audit entry). Never cached, never sniffed.
 */
export async function sendSealedImage(
  reply: FastifyReply,
  dataDir: string,
  sealer: Sealer,
  path: string | null | undefined,
  context: Record<string, unknown>,
  opened?: () => Promise<void>,
) {
  let picture: Awaited<ReturnType<typeof readSealedImage>> = null;
  try {
    picture = path ? await readSealedImage(dataDir, sealer, path) : null;
  } catch (error) {
    if (!(error instanceof SealedError)) throw error;
    reply.log.error({ err: error, ...context }, 'a sealed record cannot be opened');
    return fail(reply, 500, 'record_unreadable');
  }
  if (!picture) return notFound(reply);
  await opened?.();
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-type', picture.type)
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .send(picture.data);
}

/**
 * The routes outside the contract's calls: an application's pictures for staff (opened from their seal,
 * never cached, never public) and the identity-verification provider's signed callback.
 */
export async function verificationRoutes(app: FastifyInstance, deps: VerificationDeps): Promise<void> {
  const { sealer, provider } = deps.verification;
  staffGet(
    app,
    deps.db,
    ENDPOINTS.moderationUploaderImage,
    uploaderImageQuerySchema,
    async ({ reply, query }) => {
      const row = await deps.db
        .selectFrom('uploader_applications')
        .select(['id_document', 'selfie'])
        .where('application_id', '=', query.application_id)
        .executeTakeFirst();
      return sendSealedImage(reply, deps.dataDir, sealer, row?.[query.image], {
        applicationId: query.application_id,
      });
    },
  );

  // The provider's callback: its own context, to keep the raw JSON body the signature covers.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_r, body, done) => done(null, String(body)),
    );
    scope.post(IDENTITY_CALLBACK_PATH, { config: { csrf: false } }, async (request, reply) => {
      cacheFor(reply, 0);
      const raw = typeof request.body === 'string' ? request.body : '';
      const check = provider.verifyCallback(request.headers, raw, Math.floor(Date.now() / 1000));
      if (check !== 'ok') {
        request.log.warn({ check }, 'identity provider callback refused');
        return fail(reply, 401, check === 'stale' ? 'stale_signature' : 'invalid_signature');
      }
      const decision = provider.readDecision(raw);
      if (!decision) return fail(reply, 400, 'invalid_params');
      return { code: 'success', outcome: await applyProviderDecision(deps, decision, request.log) };
    });
  });
}
