import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CONTENT_PROVIDER_TERMS_VERSION,
  ENDPOINTS,
  MODERATION_PAGE_SIZE,
  UPLOADER_MIN_AGE,
  type UploaderApplication,
  type UploaderItem,
} from '@site/api';
import type { FieldError, moderationUploadersQuerySchema } from '@site/api/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../db/database.js';
import type { UploaderApplicationStatus } from '../db/schema.js';
import type { Deps } from '../deps/index.js';
import { type CallHandler, refuse } from '../http/call.js';
import type { CheckedFile } from '../http/file-params.js';
import type { Mailer, MailMessage } from '../mail/index.js';
import { audit } from '../moderation/audit.js';
import { iso, isoOrNull, offsetOf, type Q, refOf, staffCall, total } from '../moderation/common.js';
import { type ReportImage, reencodeImage } from '../report/image.js';
import { openText, SealedError, type Sealer, sealText } from '../security/sealed.js';
import {
  IDENTITY_CALLBACK_PATH,
  type IdentityDecision,
  type IdentityProvider,
  IdentityProviderError,
  LOCAL_IDENTITY_PROVIDER,
  localIdentityProvider,
} from './provider.js';

/**
 * Verified uploaders (#31): the member's application (GET and the acts `save`, `submit` of
 * /api/uploader_verification.php), the staff's list and decision (GET /api/moderation/uploaders.php, act
 * `uploader_decide`), the identity-verification provider's decision (verification/routes.ts), and the
 * check uploads make (`mayUpload`). See README.md beside this file.
 */

export interface VerificationSetup {
  /** Only approved uploaders may upload (UPLOADS_VERIFIED_ONLY). */
  verifiedOnly: boolean;
  /** Seals the identity and the pictures at rest. */
  sealer: Sealer;
  /** Who checks an application besides staff (default: nobody, `local`). */
  provider: IdentityProvider;
  /**
   * A video is approved only when it names its performers, each a verified uploader or a complete consent
   * record (UPLOADS_CONSENT_REQUIRED, default: as `verifiedOnly`; src/consent).
   */
  consentRequired: boolean;
}

export type VerificationDeps = Pick<Deps, 'db' | 'dataDir' | 'mailer' | 'siteUrl'> & {
  verification: VerificationSetup;
};

// ---- the sealed pictures ----

/** The folder of sealed records: `<dataDir>/records`, apart from `media/` (served publicly). */
export const recordsDir = (dataDir: string) => join(dataDir, 'records');
const RECORD_PATH = /^records\/([\w-]+)\.(jpg|png)\.sealed$/;

/** Seals a re-encoded picture into `<dataDir>/records/` (written aside, then renamed); its relative path. */
export async function saveSealedImage(dataDir: string, sealer: Sealer, image: ReportImage): Promise<string> {
  const dir = recordsDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${randomBytes(16).toString('hex')}.${image.ext}.sealed`;
  const tmp = join(dir, `.${name}.tmp`);
  await writeFile(tmp, sealer.seal(image.data), { flag: 'wx', mode: 0o600 });
  await rename(tmp, join(dir, name));
  return `records/${name}`;
}

/** A sealed picture opened, with its type; null when gone or not one of ours; SealedError when tampered. */
export async function readSealedImage(
  dataDir: string,
  sealer: Sealer,
  path: string,
): Promise<{ data: Buffer; type: 'image/jpeg' | 'image/png' } | null> {
  const m = RECORD_PATH.exec(path);
  if (!m?.[1]) return null;
  let sealed: Buffer;
  try {
    sealed = await readFile(join(recordsDir(dataDir), `${m[1]}.${m[2]}.sealed`));
  } catch {
    return null;
  }
  return { data: sealer.open(sealed), type: m[2] === 'jpg' ? 'image/jpeg' : 'image/png' };
}

/** Removes sealed files (those written for a refused call, or replaced). */
export async function removeSealed(dataDir: string, paths: readonly (string | null)[]): Promise<void> {
  for (const path of paths) {
    if (path && RECORD_PATH.test(path)) await unlink(join(dataDir, path)).catch(() => undefined);
  }
}

// ---- the member's application ----

interface Identity {
  legal_name: string | null;
  birth_date: string | null;
}

function openIdentity(sealer: Sealer, sealed: string | null): Identity {
  if (!sealed) return { legal_name: null, birth_date: null };
  const value = JSON.parse(openText(sealer, sealed)) as Partial<Identity>;
  return { legal_name: value.legal_name ?? null, birth_date: value.birth_date ?? null };
}

/** Whole years from a YYYY-MM-DD birth date to `now` (UTC). */
export function ageOn(birthDate: string, now: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

const APPLICATION_COLUMNS = [
  'application_id',
  'status',
  'identity',
  'id_document',
  'selfie',
  'terms_version',
  'terms_accepted_at',
  'submitted_at',
  'decided_at',
  'reason',
] as const;

type ApplicationRow = {
  status: UploaderApplicationStatus;
  identity: string | null;
  id_document: string | null;
  selfie: string | null;
  terms_version: string | null;
  terms_accepted_at: Date | null;
  submitted_at: Date | null;
  decided_at: Date | null;
  reason: string | null;
};

function toApplication(setup: VerificationSetup, row: ApplicationRow | undefined): UploaderApplication {
  const identity = openIdentity(setup.sealer, row?.identity ?? null);
  return {
    status: row?.status ?? 'none',
    required: setup.verifiedOnly ? 1 : 0,
    legal_name: identity.legal_name,
    birth_date: identity.birth_date,
    id_document: row?.id_document ? 1 : 0,
    selfie: row?.selfie ? 1 : 0,
    terms_version: row?.terms_version ?? null,
    terms_accepted_at: isoOrNull(row?.terms_accepted_at ?? null),
    current_terms_version: CONTENT_PROVIDER_TERMS_VERSION,
    submitted_at: isoOrNull(row?.submitted_at ?? null),
    decided_at: isoOrNull(row?.decided_at ?? null),
    reason: row?.reason ?? null,
  };
}

async function applicationOf(db: Q, userId: number) {
  return db
    .selectFrom('uploader_applications')
    .select(APPLICATION_COLUMNS)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** `uploaders.application`: the viewer's application (status `none` when never started). */
export function applicationCall(deps: VerificationDeps): CallHandler<'uploaders.application'> {
  return async ({ viewer }) => ({
    code: 'success',
    application: toApplication(deps.verification, await applicationOf(deps.db, viewer.user_id)),
  });
}

/** Whether the member may upload: anyone while the setting is off, else an approved application. */
export async function mayUpload(db: Q, setup: Pick<VerificationSetup, 'verifiedOnly'>, userId: number) {
  if (!setup.verifiedOnly) return true;
  const row = await db
    .selectFrom('uploader_applications')
    .select('status')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.status === 'approved';
}

/** A picture re-encoded, or the refusal naming its field. */
export async function reencoded(
  field: string,
  file: CheckedFile | undefined,
): Promise<ReportImage | undefined> {
  if (!file) return undefined;
  const image = await reencodeImage(file.data);
  if (image === 'not_image') throw refuse(400, 'invalid_file_type', [{ field, code: 'invalid_file_type' }]);
  if (image === 'too_large') throw refuse(413, 'file_too_large', [{ field, code: 'file_too_large' }]);
  return image;
}

type Write = 'save' | 'submit';

/**
 * The acts `save` and `submit`: every given field is checked first (the date of birth of age, the
 * pictures by content), then merged into the stored draft in one transaction; `submit` also needs the whole
 * application complete, else 400 naming each missing field and nothing is changed. A pending application
 * answers 409 `already_submitted`, an approved one 409 `already_verified`. A rejected one becomes a draft
 * again when changed.
 */
function writeCall(deps: VerificationDeps, mode: Write): CallHandler<'uploaders.save'> {
  return async ({ params, files, viewer, request }) => {
    const setup = deps.verification;
    const now = new Date();
    if (params.birth_date !== undefined) {
      const age = ageOn(params.birth_date, now);
      if (age < UPLOADER_MIN_AGE) {
        throw refuse(400, 'invalid_params', [
          { field: 'birth_date', code: 'too_young', params: { min: UPLOADER_MIN_AGE } },
        ]);
      }
      if (age > 120) throw refuse(400, 'invalid_params', [{ field: 'birth_date', code: 'invalid' }]);
    }
    const fileParams = files as { id_document?: CheckedFile; selfie?: CheckedFile };
    const idImage = await reencoded('id_document', fileParams.id_document);
    const selfieImage = await reencoded('selfie', fileParams.selfie);
    const written: string[] = [];
    if (idImage) written.push(await saveSealedImage(deps.dataDir, setup.sealer, idImage));
    const idPath = idImage ? written[0] : undefined;
    if (selfieImage) written.push(await saveSealedImage(deps.dataDir, setup.sealer, selfieImage));
    const selfiePath = selfieImage ? written.at(-1) : undefined;

    // A refusal is thrown inside the transaction, so it rolls back whole: not even the empty draft row a
    // member's first call makes is kept.
    type Outcome = { replaced: (string | null)[]; applicationId: number };
    let outcome: Outcome;
    try {
      outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome> => {
        await trx
          .insertInto('uploader_applications')
          .values({ user_id: viewer.user_id })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .execute();
        const row = await trx
          .selectFrom('uploader_applications')
          .select(APPLICATION_COLUMNS)
          .where('user_id', '=', viewer.user_id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (row.status === 'pending') throw refuse(409, 'already_submitted');
        if (row.status === 'approved') throw refuse(409, 'already_verified');
        const before = openIdentity(setup.sealer, row.identity);
        const identity: Identity = {
          legal_name: params.legal_name ?? before.legal_name,
          birth_date: params.birth_date ?? before.birth_date,
        };
        const accepted = params.accept_terms !== undefined;
        const terms = accepted
          ? { terms_version: CONTENT_PROVIDER_TERMS_VERSION, terms_accepted_at: now }
          : { terms_version: row.terms_version, terms_accepted_at: row.terms_accepted_at };
        const document = idPath ?? row.id_document;
        const selfie = selfiePath ?? row.selfie;
        if (mode === 'submit') {
          const missing: FieldError[] = [];
          if (!identity.legal_name) missing.push({ field: 'legal_name', code: 'required' });
          if (!identity.birth_date) missing.push({ field: 'birth_date', code: 'required' });
          else if (ageOn(identity.birth_date, now) < UPLOADER_MIN_AGE) {
            missing.push({ field: 'birth_date', code: 'too_young', params: { min: UPLOADER_MIN_AGE } });
          }
          if (!document) missing.push({ field: 'id_document', code: 'required' });
          if (!selfie) missing.push({ field: 'selfie', code: 'required' });
          if (terms.terms_version !== CONTENT_PROVIDER_TERMS_VERSION) {
            missing.push({ field: 'accept_terms', code: 'required' });
          }
          if (missing.length > 0) throw refuse(400, 'invalid_params', missing);
        }
        const identityChanged = params.legal_name !== undefined || params.birth_date !== undefined;
        await trx
          .updateTable('uploader_applications')
          .set({
            ...(identityChanged ? { identity: sealText(setup.sealer, JSON.stringify(identity)) } : {}),
            ...(idPath ? { id_document: idPath } : {}),
            ...(selfiePath ? { selfie: selfiePath } : {}),
            ...(identityChanged || idPath || selfiePath ? { key_id: setup.sealer.keyId } : {}),
            ...terms,
            updated_at: sql`now()`,
            ...(mode === 'submit'
              ? {
                  status: 'pending',
                  submitted_at: now,
                  decided_at: null,
                  decided_by: null,
                  reason: null,
                  provider: LOCAL_IDENTITY_PROVIDER,
                  provider_ref: null,
                }
              : { status: 'draft' }),
          })
          .where('application_id', '=', row.application_id)
          .execute();
        if (mode === 'submit') {
          await audit(trx, viewer.user_id, 'uploader_submit', 'uploader', row.application_id, {
            user_id: viewer.user_id,
            terms_version: terms.terms_version,
          });
        }
        return {
          applicationId: row.application_id,
          replaced: [idPath ? row.id_document : null, selfiePath ? row.selfie : null],
        };
      });
    } catch (error) {
      await removeSealed(deps.dataDir, written);
      throw error;
    }
    await removeSealed(deps.dataDir, outcome.replaced);
    if (mode === 'submit') await handOver(deps, outcome.applicationId, request.log);
    return {
      code: 'success',
      application: toApplication(setup, await applicationOf(deps.db, viewer.user_id)),
    };
  };
}

/**
 * A submitted application goes to the identity-verification provider (unless `local`); when the provider
 * cannot be reached it stays with staff (`local`), logged: the member's submission is not lost.
 */
async function handOver(deps: VerificationDeps, applicationId: number, log: FastifyBaseLogger) {
  const { provider, sealer } = deps.verification;
  if (provider.name === LOCAL_IDENTITY_PROVIDER) return;
  const row = await deps.db
    .selectFrom('uploader_applications')
    .select(['identity', 'id_document', 'selfie'])
    .where('application_id', '=', applicationId)
    .executeTakeFirstOrThrow();
  try {
    const identity = openIdentity(sealer, row.identity);
    const [idDocument, selfie] = await Promise.all([
      readSealedImage(deps.dataDir, sealer, row.id_document ?? ''),
      readSealedImage(deps.dataDir, sealer, row.selfie ?? ''),
    ]);
    if (!idDocument || !selfie || !identity.legal_name || !identity.birth_date) {
      throw new IdentityProviderError('the application is incomplete on disk');
    }
    const started = await provider.start({
      reference: String(applicationId),
      legalName: identity.legal_name,
      birthDate: identity.birth_date,
      idDocument,
      selfie,
      callbackUrl: `${deps.siteUrl}${IDENTITY_CALLBACK_PATH}`,
    });
    if (!started) return;
    await deps.db
      .updateTable('uploader_applications')
      .set({ provider: provider.name, provider_ref: started.providerRef })
      .where('application_id', '=', applicationId)
      .where('status', '=', 'pending')
      .execute();
  } catch (error) {
    if (!(error instanceof IdentityProviderError) && !(error instanceof SealedError)) throw error;
    log.error(
      { err: error, applicationId },
      'uploader application not handed to the provider; staff review it',
    );
  }
}

export const saveCall = (deps: VerificationDeps): CallHandler<'uploaders.save'> => writeCall(deps, 'save');
// The same declaration but its act: the same handler.
export const submitCall = (deps: VerificationDeps): CallHandler<'uploaders.submit'> =>
  writeCall(deps, 'submit');

// ---- the staff's side ----

function itemsQuery(db: Q) {
  return db
    .selectFrom('uploader_applications as a')
    .innerJoin('members as m', 'm.user_id', 'a.user_id')
    .leftJoin('members as d', 'd.user_id', 'a.decided_by');
}
const ITEM_COLUMNS = [
  'a.application_id',
  'a.user_id',
  'm.username',
  'a.status',
  'a.identity',
  'a.terms_version',
  'a.terms_accepted_at',
  'a.submitted_at',
  'a.decided_at',
  'a.decided_by',
  'd.username as decided_by_name',
  'a.reason',
  'a.provider',
] as const;

function toItem(
  sealer: Sealer,
  r: {
    application_id: number;
    user_id: number;
    username: string;
    status: UploaderApplicationStatus;
    identity: string | null;
    terms_version: string | null;
    terms_accepted_at: Date | null;
    submitted_at: Date | null;
    decided_at: Date | null;
    decided_by: number | null;
    decided_by_name: string | null;
    reason: string | null;
    provider: string;
  },
): UploaderItem {
  let identity: Identity;
  try {
    identity = openIdentity(sealer, r.identity);
  } catch (error) {
    if (!(error instanceof SealedError)) throw error;
    // A record that cannot be opened (tampered, or its key gone) is shown as such, not as a 500.
    identity = { legal_name: '?', birth_date: '?' };
  }
  const image = (name: string) =>
    `${ENDPOINTS.moderationUploaderImage}?application_id=${r.application_id}&image=${name}`;
  return {
    application_id: r.application_id,
    member: { user_id: r.user_id, username: r.username },
    status: r.status === 'draft' ? 'pending' : r.status,
    legal_name: identity.legal_name ?? '',
    birth_date: identity.birth_date ?? '',
    terms_version: r.terms_version ?? '',
    terms_accepted_at: iso(r.terms_accepted_at ?? new Date(0)),
    submitted_at: iso(r.submitted_at ?? new Date(0)),
    decided_at: isoOrNull(r.decided_at),
    decided_by: refOf(r.decided_by, r.decided_by_name),
    reason: r.reason,
    provider: r.provider,
    id_document: image('id_document'),
    selfie: image('selfie'),
  };
}

/** The console's list: pending ones oldest first, decided ones newest first. */
export async function listUploaders(
  db: Q,
  sealer: Sealer,
  query: z.output<typeof moderationUploadersQuerySchema>,
) {
  const q = itemsQuery(db).where('a.status', '=', query.status);
  const [rows, count] = await Promise.all([
    q
      .select(ITEM_COLUMNS)
      .orderBy(
        query.status === 'pending' ? 'a.submitted_at' : 'a.decided_at',
        query.status === 'pending' ? 'asc' : 'desc',
      )
      .orderBy('a.application_id', 'asc')
      .limit(MODERATION_PAGE_SIZE)
      .offset(offsetOf(query.page, MODERATION_PAGE_SIZE))
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { applications: rows.map((r) => toItem(sealer, r)), total: total(count), page: query.page };
}

async function uploaderItem(db: Q, sealer: Sealer, applicationId: number) {
  const row = await itemsQuery(db)
    .select(ITEM_COLUMNS)
    .where('a.application_id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return toItem(sealer, row);
}

export function outcomeMail(
  to: string,
  info: { username: string; approved: boolean; reason: string | null; siteUrl: string },
): MailMessage {
  return {
    to,
    subject: info.approved ? 'You are a verified uploader' : 'Your uploader application was not approved',
    text: [
      `Hello ${info.username},`,
      '',
      info.approved
        ? 'Your application to upload was approved: you may upload videos now.'
        : 'Your application to upload was not approved.',
      ...(info.reason ? ['', `Reason: ${info.reason}`] : []),
      '',
      info.approved
        ? `Upload: ${info.siteUrl}/upload-video/`
        : `You may correct it and send it again: ${info.siteUrl}/verify-uploader/`,
    ].join('\n'),
  };
}

/**
 * Decides a pending application (staff: `actor`; the provider: null) in one transaction with its audit
 * entry; 'not_found' or 'already_decided' otherwise. The member is mailed after the commit.
 */
async function decide(
  deps: { db: Db; mailer: Mailer; siteUrl: string },
  where: { applicationId: number } | { provider: string; providerRef: string },
  decision: { approved: boolean; reason: string | null; actor: number | null },
  log: FastifyBaseLogger,
): Promise<number | 'not_found' | 'already_decided'> {
  const result = await deps.db.transaction().execute(async (trx) => {
    let q = trx
      .selectFrom('uploader_applications')
      .select(['application_id', 'user_id', 'status', 'provider']);
    q =
      'applicationId' in where
        ? q.where('application_id', '=', where.applicationId)
        : q.where('provider', '=', where.provider).where('provider_ref', '=', where.providerRef);
    const row = await q.forUpdate().executeTakeFirst();
    if (!row) return 'not_found' as const;
    if (row.status !== 'pending') return 'already_decided' as const;
    await trx
      .updateTable('uploader_applications')
      .set({
        status: decision.approved ? 'approved' : 'rejected',
        decided_at: sql`now()`,
        decided_by: decision.actor,
        reason: decision.reason,
      })
      .where('application_id', '=', row.application_id)
      .execute();
    await audit(
      trx,
      decision.actor,
      decision.approved ? 'uploader_approve' : 'uploader_reject',
      'uploader',
      row.application_id,
      {
        user_id: row.user_id,
        ...(decision.actor === null ? { provider: row.provider } : {}),
        ...(decision.reason ? { reason: decision.reason } : {}),
      },
    );
    return { applicationId: row.application_id, userId: row.user_id };
  });
  if (typeof result === 'string') return result;
  const member = await deps.db
    .selectFrom('members')
    .select(['username', 'email'])
    .where('user_id', '=', result.userId)
    .executeTakeFirstOrThrow();
  if (member.email) {
    await deps.mailer
      .send(
        outcomeMail(member.email, {
          username: member.username,
          approved: decision.approved,
          reason: decision.reason,
          siteUrl: deps.siteUrl,
        }),
      )
      .catch((error) => log.error({ err: error }, 'uploader outcome mail not sent'));
  }
  return result.applicationId;
}

/** act `uploader_decide`: approve, or reject with a reason (400 `required` on `reason` without one). */
export function uploaderDecideCall(deps: VerificationDeps) {
  return staffCall<'moderation.uploaderDecide'>(deps.db, async (ctx) => {
    const { application_id, decision } = ctx.params;
    const reason = ctx.params.reason ? ctx.params.reason : null;
    if (decision === 'reject' && !reason) {
      throw refuse(400, 'invalid_params', [{ field: 'reason', code: 'required' }]);
    }
    const outcome = await decide(
      deps,
      { applicationId: application_id },
      { approved: decision === 'approve', reason, actor: ctx.viewer.user_id },
      ctx.request.log,
    );
    if (outcome === 'not_found') throw refuse(404, 'not_found');
    if (outcome === 'already_decided') throw refuse(409, 'already_decided');
    return {
      code: 'success',
      application: await uploaderItem(ctx.db, deps.verification.sealer, outcome),
    };
  });
}

/** The provider's verified decision: applied once ('ignored' when unknown or decided already). */
export async function applyProviderDecision(
  deps: VerificationDeps,
  decision: IdentityDecision,
  log: FastifyBaseLogger,
): Promise<'applied' | 'ignored'> {
  const outcome = await decide(
    deps,
    { provider: deps.verification.provider.name, providerRef: decision.providerRef },
    { approved: decision.decision === 'approved', reason: decision.reason, actor: null },
    log,
  );
  return typeof outcome === 'number' ? 'applied' : 'ignored';
}

export { localIdentityProvider };
