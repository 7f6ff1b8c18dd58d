import { ENDPOINTS, VIDEO_STATUS } from '@site/api';
import { CUSTODIAN_RECORDS_PER_PAGE, custodianImageQuerySchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import type { ConsentRecordStatus } from '../db/schema.js';
import { type CallHandler, refuse } from '../http/call.js';
import type { Viewer } from '../http/viewer.js';
import { audit } from '../moderation/audit.js';
import { iso, isoOrNull, type Q, staffCall, staffGet } from '../moderation/common.js';
import { SealedError, type Sealer } from '../security/sealed.js';
import { sendSealedImage } from '../verification/routes.js';
import { type ConsentDeps, openRecordIdentity, openRecordIdentityOrMark } from './records.js';

/**
 * Custodians of records (§6, #31 item 2): members an admin makes custodians (act `custodian`) open the
 * sealed consent records (`records.record`, their pictures) and export the §2257 index (CSV). Every view
 * and export is audited. See README.md.
 */

/** Whether the viewer is a custodian of records. */
export async function isCustodian(db: Q, viewer: Viewer | null): Promise<boolean> {
  if (!viewer) return false;
  const row = await db
    .selectFrom('members')
    .select('is_custodian')
    .where('user_id', '=', viewer.user_id)
    .executeTakeFirst();
  return row?.is_custodian === 1;
}

/** act `custodian` (admins): grant or take back the custodian's role, audited. */
export function custodianCall(db: Db): CallHandler<'moderation.custodian'> {
  return staffCall<'moderation.custodian'>(db, async (ctx) => {
    const { user_id, custodian } = ctx.params;
    const done = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('members')
        .set({ is_custodian: custodian })
        .where('user_id', '=', user_id)
        .returning('user_id')
        .executeTakeFirst();
      if (!row) return false;
      await audit(
        trx,
        ctx.viewer.user_id,
        custodian ? 'custodian_grant' : 'custodian_revoke',
        'member',
        user_id,
      );
      return true;
    });
    if (!done) throw refuse(404, 'not_found');
    return { code: 'success', user_id, custodian };
  });
}

const image = (recordId: number, name: string) =>
  `${ENDPOINTS.recordsImage}?record_id=${recordId}&image=${name}`;

/** A consent record as a custodian reads it: its keeper, its identity opened from the seal, the videos naming it. */
function recordOf(
  row: {
    record_id: number;
    status: ConsentRecordStatus;
    created_at: Date | string;
    completed_at: Date | string | null;
    user_id: number;
    username: string;
  },
  identity: { legal_name?: string | null; birth_date?: string | null; recorded_on?: string | null },
  videoIds: number[],
) {
  return {
    record_id: row.record_id,
    status: row.status,
    keeper: { user_id: row.user_id, username: row.username },
    legal_name: identity.legal_name ?? '',
    birth_date: identity.birth_date ?? '',
    recorded_on: identity.recorded_on ?? '',
    created_at: iso(row.created_at),
    completed_at: isoOrNull(row.completed_at),
    video_ids: videoIds,
  };
}

/** `records.record`: one record opened for a custodian (403 to anyone else), audited. */
export function custodianRecordCall(deps: ConsentDeps): CallHandler<'records.record'> {
  return async ({ params, viewer, request }) => {
    if (!(await isCustodian(deps.db, viewer))) throw refuse(403, 'no_permission');
    const row = await deps.db
      .selectFrom('consent_records as r')
      .innerJoin('members as m', 'm.user_id', 'r.user_id')
      .select([
        'r.record_id',
        'r.status',
        'r.identity',
        'r.id_document',
        'r.release',
        'r.created_at',
        'r.completed_at',
        'm.user_id',
        'm.username',
      ])
      .where('r.record_id', '=', params.record_id)
      .executeTakeFirst();
    if (!row) throw refuse(404, 'not_found');
    let identity: ReturnType<typeof openRecordIdentity>;
    try {
      identity = openRecordIdentity(deps.verification.sealer, row.identity);
    } catch (error) {
      if (!(error instanceof SealedError)) throw error;
      request.log.error({ err: error, recordId: row.record_id }, 'a sealed record cannot be opened');
      throw refuse(500, 'record_unreadable');
    }
    const videos = await deps.db
      .selectFrom('video_performers')
      .select('video_id')
      .where('record_id', '=', row.record_id)
      .orderBy('video_id')
      .execute();
    await audit(deps.db, viewer.user_id, 'record_view', 'record', row.record_id);
    return {
      code: 'success',
      record: {
        ...recordOf(
          row,
          identity,
          videos.map((v) => v.video_id),
        ),
        id_document: row.id_document ? image(row.record_id, 'id_document') : null,
        release: row.release ? image(row.record_id, 'release') : null,
      },
    };
  };
}

/**
 * `records.list`: every consent record, newest first, opened for a custodian (403 to anyone else), with
 * its keeper and the videos naming it; each page read audited (`record_view`, target `list`).
 */
export function custodianRecordsCall(deps: ConsentDeps): CallHandler<'records.list'> {
  return async ({ params, viewer }) => {
    if (!(await isCustodian(deps.db, viewer))) throw refuse(403, 'no_permission');
    const counted = await deps.db
      .selectFrom('consent_records')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    const rows = await deps.db
      .selectFrom('consent_records as r')
      .innerJoin('members as m', 'm.user_id', 'r.user_id')
      .select([
        'r.record_id',
        'r.status',
        'r.identity',
        'r.created_at',
        'r.completed_at',
        'm.user_id',
        'm.username',
      ])
      .orderBy('r.record_id', 'desc')
      .limit(CUSTODIAN_RECORDS_PER_PAGE)
      .offset((params.page - 1) * CUSTODIAN_RECORDS_PER_PAGE)
      .execute();
    const ids = rows.map((r) => r.record_id);
    const named =
      ids.length === 0
        ? []
        : await deps.db
            .selectFrom('video_performers')
            .select(['record_id', 'video_id'])
            .where('record_id', 'in', ids)
            .orderBy('video_id')
            .execute();
    await audit(deps.db, viewer.user_id, 'record_view', 'record', 'list', { page: params.page });
    return {
      code: 'success',
      total: Number(counted?.n ?? 0),
      page: params.page,
      records: rows.map((row) =>
        recordOf(
          row,
          openRecordIdentityOrMark(deps.verification.sealer, row.identity),
          named.filter((n) => n.record_id === row.record_id).map((n) => n.video_id),
        ),
      ),
    };
  };
}

/** A CSV field: quoted, quotes doubled; a leading formula character defused (spreadsheets). */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const STATUS_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(VIDEO_STATUS).map(([name, id]) => [id, name]),
);

export const INDEX_COLUMNS = [
  'video_id',
  'title',
  'video_status',
  'published_at',
  'uploader_id',
  'uploader',
  'performer_kind',
  'performer_id',
  'performer_name',
  'record_status',
  'birth_date',
  'recorded_on',
  'record_completed_at',
] as const;

/** The §2257 index: one row per performer of every video that names one, oldest video first. */
export async function recordsIndex(db: Q, sealer: Sealer): Promise<string> {
  const rows = await db
    .selectFrom('video_performers as p')
    .innerJoin('videos as v', 'v.video_id', 'p.video_id')
    .innerJoin('members as u', 'u.user_id', 'v.user_id')
    .leftJoin('members as m', 'm.user_id', 'p.performer_id')
    .leftJoin('consent_records as r', 'r.record_id', 'p.record_id')
    .select([
      'v.video_id',
      'v.title',
      'v.status_id',
      'v.reviewed_at',
      'v.user_id as uploader_id',
      'u.username as uploader',
      'p.performer_id',
      'm.username as performer_username',
      'p.record_id',
      'r.status as record_status',
      'r.identity',
      'r.completed_at',
    ])
    .orderBy('v.video_id')
    .orderBy('p.position')
    .execute();
  const lines = [INDEX_COLUMNS.join(',')];
  for (const r of rows) {
    const identity = r.record_id !== null ? openRecordIdentityOrMark(sealer, r.identity) : null;
    lines.push(
      [
        r.video_id,
        r.title,
        STATUS_NAMES[r.status_id] ?? String(r.status_id),
        r.status_id === VIDEO_STATUS.active && r.reviewed_at ? iso(r.reviewed_at) : null,
        r.uploader_id,
        r.uploader,
        r.performer_id !== null ? 'uploader' : 'record',
        r.performer_id ?? r.record_id,
        r.performer_id !== null ? r.performer_username : (identity?.legal_name ?? null),
        r.performer_id !== null ? 'verified_uploader' : r.record_status,
        identity?.birth_date ?? null,
        identity?.recorded_on ?? null,
        r.completed_at ? iso(r.completed_at) : null,
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The custodians' routes outside the contract's calls (not JSON): a record's pictures and the index. */
export function custodianRoutes(app: FastifyInstance, deps: ConsentDeps): void {
  const { sealer } = deps.verification;
  const custodian = (viewer: Viewer) => isCustodian(deps.db, viewer);
  staffGet(
    app,
    deps.db,
    ENDPOINTS.recordsImage,
    custodianImageQuerySchema,
    async ({ reply, query, viewer }) => {
      const row = await deps.db
        .selectFrom('consent_records')
        .select(['id_document', 'release'])
        .where('record_id', '=', query.record_id)
        .executeTakeFirst();
      return sendSealedImage(
        reply,
        deps.dataDir,
        sealer,
        row?.[query.image],
        { recordId: query.record_id },
        () =>
          audit(deps.db, viewer.user_id, 'record_view', 'record', query.record_id, { image: query.image }),
      );
    },
    custodian,
  );
  staffGet(
    app,
    deps.db,
    ENDPOINTS.recordsIndex,
    custodianImageQuerySchema.pick({}),
    async ({ reply, viewer }) => {
      const csv = await recordsIndex(deps.db, sealer);
      await audit(deps.db, viewer.user_id, 'records_export', 'record', 'index', {
        rows: csv.split('\r\n').length - 2,
      });
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="2257-index.csv"')
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    },
    custodian,
  );
}
