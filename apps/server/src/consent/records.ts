import {
  type ConsentRecord,
  type FieldError,
  PERFORMERS_MAX,
  type Performer,
  type PerformerStatusName,
  UPLOADER_MIN_AGE,
  VIDEO_STATUS,
} from '@site/api';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { ConsentRecordStatus, UploaderApplicationStatus } from '../db/schema.js';
import { type CallHandler, refuse } from '../http/call.js';
import type { CheckedFile } from '../http/file-params.js';
import { audit } from '../moderation/audit.js';
import { iso, isoOrNull, type Q } from '../moderation/common.js';
import { openText, SealedError, type Sealer, sealText } from '../security/sealed.js';
import {
  ageOn,
  reencoded,
  removeSealed,
  saveSealedImage,
  type VerificationSetup,
} from '../verification/applications.js';
import { custodianCall, custodianRecordCall, custodianRecordsCall } from './custodian.js';

/**
 * Performers and consent records (#31 item 2): the uploader's records (GET and act `consent_save` of
 * /api/consent_records.php), the performers a video names (POST /api/video_performers.php), and what the
 * review queue shows of them and asks before approving (`performersOf`, `consentProblem`). See README.md.
 */

export type ConsentDeps = { db: Db; dataDir: string; verification: Pick<VerificationSetup, 'sealer'> };

// ---- the sealed identity of a record ----

export interface RecordIdentity {
  legal_name: string | null;
  birth_date: string | null;
  recorded_on: string | null;
}

export function openRecordIdentity(sealer: Sealer, sealed: string | null): RecordIdentity {
  if (!sealed) return { legal_name: null, birth_date: null, recorded_on: null };
  const value = JSON.parse(openText(sealer, sealed)) as Partial<RecordIdentity>;
  return {
    legal_name: value.legal_name ?? null,
    birth_date: value.birth_date ?? null,
    recorded_on: value.recorded_on ?? null,
  };
}

/** As `openRecordIdentity`, but a record that cannot be opened (tampered, key gone) reads as '?'. */
export function openRecordIdentityOrMark(sealer: Sealer | undefined, sealed: string | null): RecordIdentity {
  if (!sealer && sealed) return { legal_name: '?', birth_date: '?', recorded_on: '?' };
  try {
    return openRecordIdentity(sealer as Sealer, sealed);
  } catch (error) {
    if (!(error instanceof SealedError)) throw error;
    return { legal_name: '?', birth_date: '?', recorded_on: '?' };
  }
}

const RECORD_COLUMNS = [
  'record_id',
  'status',
  'identity',
  'id_document',
  'release',
  'created_at',
  'completed_at',
] as const;

type RecordRow = {
  record_id: number;
  status: ConsentRecordStatus;
  identity: string | null;
  id_document: string | null;
  release: string | null;
  created_at: Date;
  completed_at: Date | null;
};

function toRecord(sealer: Sealer, row: RecordRow): ConsentRecord {
  const identity = openRecordIdentityOrMark(sealer, row.identity);
  return {
    record_id: row.record_id,
    status: row.status,
    ...identity,
    id_document: row.id_document ? 1 : 0,
    release: row.release ? 1 : 0,
    created_at: iso(row.created_at),
    completed_at: isoOrNull(row.completed_at),
  };
}

/** `consent.records`: the viewer's records, newest first. */
export function recordsCall(deps: ConsentDeps): CallHandler<'consent.records'> {
  return async ({ viewer }) => {
    const rows = await deps.db
      .selectFrom('consent_records')
      .select(RECORD_COLUMNS)
      .where('user_id', '=', viewer.user_id)
      .orderBy('record_id', 'desc')
      .limit(500)
      .execute();
    return { code: 'success', records: rows.map((r) => toRecord(deps.verification.sealer, r)) };
  };
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * act `consent_save`: a new record, or more of one of the viewer's drafts. Every given field is checked
 * first (dates, the pictures by content), then merged into the record in one transaction; the performer's
 * age on the recording date is checked once both dates are known. A refusal changes nothing (not even the
 * new record's row); the record becomes complete, audited, when every part is there.
 */
export function saveRecordCall(deps: ConsentDeps): CallHandler<'consent.save'> {
  return async ({ params, files, viewer }) => {
    const { sealer } = deps.verification;
    const now = new Date();
    const bad: FieldError[] = [];
    if (params.birth_date !== undefined && params.birth_date > today(now)) {
      bad.push({ field: 'birth_date', code: 'invalid' });
    }
    if (params.recorded_on !== undefined && params.recorded_on > today(now)) {
      bad.push({ field: 'recorded_on', code: 'invalid' });
    }
    if (bad.length > 0) throw refuse(400, 'invalid_params', bad);
    const fileParams = files as { id_document?: CheckedFile; release?: CheckedFile };
    const idImage = await reencoded('id_document', fileParams.id_document);
    const releaseImage = await reencoded('release', fileParams.release);
    const idPath = idImage ? await saveSealedImage(deps.dataDir, sealer, idImage) : undefined;
    const written = idPath ? [idPath] : [];
    let releasePath: string | undefined;
    try {
      releasePath = releaseImage ? await saveSealedImage(deps.dataDir, sealer, releaseImage) : undefined;
    } catch (error) {
      await removeSealed(deps.dataDir, written);
      throw error;
    }
    if (releasePath) written.push(releasePath);

    type Outcome = { recordId: number; replaced: (string | null)[] };
    let outcome: Outcome;
    try {
      outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome> => {
        let row: RecordRow;
        if (params.record_id === undefined) {
          row = await trx
            .insertInto('consent_records')
            .values({ user_id: viewer.user_id })
            .returning(RECORD_COLUMNS)
            .executeTakeFirstOrThrow();
        } else {
          const found = await trx
            .selectFrom('consent_records')
            .select(RECORD_COLUMNS)
            .where('record_id', '=', params.record_id)
            .where('user_id', '=', viewer.user_id)
            .forUpdate()
            .executeTakeFirst();
          if (!found) throw refuse(404, 'not_found');
          if (found.status === 'complete') throw refuse(409, 'already_complete');
          row = found;
        }
        const before = openRecordIdentity(sealer, row.identity);
        const identity: RecordIdentity = {
          legal_name: params.legal_name ?? before.legal_name,
          birth_date: params.birth_date ?? before.birth_date,
          recorded_on: params.recorded_on ?? before.recorded_on,
        };
        if (identity.birth_date) {
          const on = identity.recorded_on ? new Date(`${identity.recorded_on}T00:00:00Z`) : now;
          const age = ageOn(identity.birth_date, on);
          if (age < UPLOADER_MIN_AGE) {
            throw refuse(400, 'invalid_params', [
              { field: 'birth_date', code: 'too_young', params: { min: UPLOADER_MIN_AGE } },
            ]);
          }
          if (ageOn(identity.birth_date, now) > 120) {
            throw refuse(400, 'invalid_params', [{ field: 'birth_date', code: 'invalid' }]);
          }
        }
        const document = idPath ?? row.id_document;
        const release = releasePath ?? row.release;
        const complete = Boolean(
          identity.legal_name && identity.birth_date && identity.recorded_on && document && release,
        );
        const identityChanged =
          params.legal_name !== undefined ||
          params.birth_date !== undefined ||
          params.recorded_on !== undefined;
        await trx
          .updateTable('consent_records')
          .set({
            ...(identityChanged ? { identity: sealText(sealer, JSON.stringify(identity)) } : {}),
            ...(idPath ? { id_document: idPath } : {}),
            ...(releasePath ? { release: releasePath } : {}),
            ...(identityChanged || idPath || releasePath ? { key_id: sealer.keyId } : {}),
            updated_at: sql`now()`,
            ...(complete ? { status: 'complete', completed_at: now } : {}),
          })
          .where('record_id', '=', row.record_id)
          .execute();
        if (complete) {
          await audit(trx, viewer.user_id, 'consent_complete', 'record', row.record_id, {
            user_id: viewer.user_id,
          });
        }
        return {
          recordId: row.record_id,
          replaced: [idPath ? row.id_document : null, releasePath ? row.release : null],
        };
      });
    } catch (error) {
      await removeSealed(deps.dataDir, written);
      throw error;
    }
    await removeSealed(deps.dataDir, outcome.replaced);
    const row = await deps.db
      .selectFrom('consent_records')
      .select(RECORD_COLUMNS)
      .where('record_id', '=', outcome.recordId)
      .executeTakeFirstOrThrow();
    return { code: 'success', record: toRecord(sealer, row) };
  };
}

// ---- the performers of a video ----

function performerStatus(r: {
  performer_id: number | null;
  app_status: UploaderApplicationStatus | null;
  record_status: ConsentRecordStatus | null;
}): PerformerStatusName {
  if (r.performer_id !== null) return r.app_status === 'approved' ? 'verified' : 'unverified';
  return r.record_status === 'complete' ? 'complete' : 'incomplete';
}

/** The performers each video names, in the uploader's order (names and standing only). */
export async function performersOf(
  db: Q,
  sealer: Sealer | undefined,
  videoIds: readonly number[],
): Promise<Map<number, Performer[]>> {
  const out = new Map<number, Performer[]>(videoIds.map((id) => [id, []]));
  if (videoIds.length === 0) return out;
  const rows = await db
    .selectFrom('video_performers as p')
    .leftJoin('members as m', 'm.user_id', 'p.performer_id')
    .leftJoin('uploader_applications as a', 'a.user_id', 'p.performer_id')
    .leftJoin('consent_records as r', 'r.record_id', 'p.record_id')
    .select([
      'p.video_id',
      'p.performer_id',
      'p.record_id',
      'm.username',
      'a.status as app_status',
      'r.status as record_status',
      'r.identity',
    ])
    .where('p.video_id', 'in', videoIds)
    .orderBy('p.video_id')
    .orderBy('p.position')
    .execute();
  for (const r of rows) {
    const list = out.get(r.video_id);
    if (!list) continue;
    list.push({
      kind: r.performer_id !== null ? 'uploader' : 'record',
      id: r.performer_id ?? r.record_id ?? 0,
      name:
        r.performer_id !== null
          ? (r.username ?? '')
          : (openRecordIdentityOrMark(sealer, r.identity).legal_name ?? ''),
      status: performerStatus(r),
    });
  }
  return out;
}

/**
 * Why a video may not be published yet (null: it may): `none` named, or a performer who is neither a
 * verified uploader nor a complete consent record.
 */
export async function consentProblem(
  db: Q,
  sealer: Sealer | undefined,
  videoId: number,
): Promise<{ reason: 'no_performers' | 'incomplete'; performers: Performer[] } | null> {
  const performers = (await performersOf(db, sealer, [videoId])).get(videoId) ?? [];
  if (performers.length === 0) return { reason: 'no_performers', performers };
  const ok = performers.every((p) => p.status === 'verified' || p.status === 'complete');
  return ok ? null : { reason: 'incomplete', performers };
}

const listOf = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

/** `consent.videoPerformers`: the performers the viewer's own video names, as kept; 404 for another's. */
export function videoPerformersCall(deps: ConsentDeps): CallHandler<'consent.videoPerformers'> {
  return async ({ params, viewer }) => {
    const video = await deps.db
      .selectFrom('videos')
      .select(['user_id', 'status_id'])
      .where('video_id', '=', params.video_id)
      .executeTakeFirst();
    if (!video || video.user_id !== viewer.user_id || video.status_id === VIDEO_STATUS.deleted) {
      throw refuse(404, 'not_found');
    }
    const performers = await performersOf(deps.db, deps.verification.sealer, [params.video_id]);
    return { code: 'success', performers: performers.get(params.video_id) ?? [] };
  };
}

/**
 * `consent.performers`: the performers of the viewer's own video (not yet live), replacing the kept list
 * in one transaction with its audit entry. Each username must be a verified uploader, each record the
 * viewer's own (drafts too: the review queue shows them incomplete and approval waits).
 */
export function performersCall(deps: ConsentDeps): CallHandler<'consent.performers'> {
  return async ({ params, viewer }) => {
    const usernames = listOf(params.usernames);
    const recordIds = listOf(params.record_ids).map(Number);
    if (usernames.length + recordIds.length > PERFORMERS_MAX) {
      throw refuse(400, 'invalid_params', [
        { field: 'usernames', code: 'too_many', params: { max: PERFORMERS_MAX } },
      ]);
    }
    const video = await deps.db
      .selectFrom('videos')
      .select(['user_id', 'status_id'])
      .where('video_id', '=', params.video_id)
      .executeTakeFirst();
    if (!video || video.user_id !== viewer.user_id || video.status_id === VIDEO_STATUS.deleted) {
      throw refuse(404, 'not_found');
    }
    if (video.status_id === VIDEO_STATUS.active) throw refuse(409, 'already_published');
    const members =
      usernames.length === 0
        ? []
        : await deps.db
            .selectFrom('members as m')
            .leftJoin('uploader_applications as a', 'a.user_id', 'm.user_id')
            .select(['m.user_id', 'm.username', 'a.status'])
            .where(
              sql<string>`lower(m.username)`,
              'in',
              usernames.map((u) => u.toLowerCase()),
            )
            .execute();
    const records =
      recordIds.length === 0
        ? []
        : await deps.db
            .selectFrom('consent_records')
            .select('record_id')
            .where('record_id', 'in', recordIds)
            .where('user_id', '=', viewer.user_id)
            .execute();
    const errors: FieldError[] = [];
    const memberIds: number[] = [];
    for (const name of usernames) {
      const member = members.find((m) => m.username.toLowerCase() === name.toLowerCase());
      if (!member) errors.push({ field: 'usernames', code: 'not_found', params: { name } });
      else if (member.status !== 'approved') {
        errors.push({ field: 'usernames', code: 'not_verified', params: { name } });
      } else if (!memberIds.includes(member.user_id)) memberIds.push(member.user_id);
    }
    for (const id of recordIds) {
      if (!records.some((r) => r.record_id === id)) {
        errors.push({ field: 'record_ids', code: 'not_found', params: { name: String(id) } });
      }
    }
    if (errors.length > 0) throw refuse(400, 'invalid_params', errors);
    await deps.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('video_performers').where('video_id', '=', params.video_id).execute();
      const rows = [
        ...memberIds.map((id) => ({ performer_id: id, record_id: null })),
        ...recordIds.map((id) => ({ performer_id: null, record_id: id })),
      ].map((r, position) => ({ video_id: params.video_id, position, ...r }));
      if (rows.length > 0) await trx.insertInto('video_performers').values(rows).execute();
      await audit(trx, viewer.user_id, 'performers_set', 'video', params.video_id, {
        performers: memberIds,
        records: recordIds,
      });
    });
    const performers = await performersOf(deps.db, deps.verification.sealer, [params.video_id]);
    return { code: 'success', performers: performers.get(params.video_id) ?? [] };
  };
}

/** The handlers of the declared calls of performers and consent records (contract/consent-calls.ts). */
export function consentCalls(deps: ConsentDeps): {
  [N in
    | 'consent.records'
    | 'consent.save'
    | 'consent.performers'
    | 'consent.videoPerformers'
    | 'records.record'
    | 'records.list'
    | 'moderation.custodian']: CallHandler<N>;
} {
  return {
    'consent.records': recordsCall(deps),
    'consent.save': saveRecordCall(deps),
    'consent.performers': performersCall(deps),
    'consent.videoPerformers': videoPerformersCall(deps),
    'records.record': custodianRecordCall(deps),
    'records.list': custodianRecordsCall(deps),
    'moderation.custodian': custodianCall(deps.db),
  };
}
