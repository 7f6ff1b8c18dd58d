import type { AuditAction, AuditEntry } from '@site/api';
import { iso, type Q, refOf } from './common.js';

/** What a staff act is about. */
export type AuditTarget =
  | 'video'
  | 'member'
  | 'report'
  | 'takedown'
  | 'word'
  | 'setting'
  | 'appeal'
  | 'channel'
  | 'uploader'
  | 'record';

/**
 * Records a staff act in the audit log (moderation_audit): who, what, on what, the details, now. Runs in
 * the act's transaction when given one, so an act and its record commit together.
 */
export async function audit(
  db: Q,
  actorId: number | null,
  action: AuditAction,
  target: AuditTarget,
  targetId: number | string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await db
    .insertInto('moderation_audit')
    .values({
      actor_id: actorId,
      action,
      target_type: target,
      target_id: String(targetId),
      details: JSON.stringify(details),
    })
    .execute();
}

export interface AuditFilter {
  actor_id?: number | undefined;
  action?: string | undefined;
  target_type?: string | undefined;
  target_id?: string | undefined;
}

/** The audit log, newest first, filtered; with its total. */
export async function listAudit(
  db: Q,
  filter: AuditFilter,
  limit: number,
  offset: number,
): Promise<{ entries: AuditEntry[]; total: number }> {
  let q = db.selectFrom('moderation_audit as a');
  if (filter.actor_id !== undefined) q = q.where('a.actor_id', '=', filter.actor_id);
  if (filter.action !== undefined) q = q.where('a.action', '=', filter.action);
  if (filter.target_type !== undefined) q = q.where('a.target_type', '=', filter.target_type);
  if (filter.target_id !== undefined) q = q.where('a.target_id', '=', filter.target_id);
  const [rows, count] = await Promise.all([
    q
      .leftJoin('members as m', 'm.user_id', 'a.actor_id')
      .select([
        'a.audit_id',
        'a.actor_id',
        'm.username',
        'a.action',
        'a.target_type',
        'a.target_id',
        'a.details',
        'a.created_at',
      ])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.audit_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return {
    total: Number(count?.n ?? 0),
    entries: rows.map((r) => ({
      audit_id: r.audit_id,
      actor: refOf(r.actor_id, r.username),
      action: r.action,
      target_type: r.target_type,
      target_id: r.target_id,
      details: (typeof r.details === 'string' ? JSON.parse(r.details) : r.details) as Record<string, unknown>,
      created_at: iso(r.created_at),
    })),
  };
}
