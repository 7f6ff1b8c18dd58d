import { type MemberStanding, MODERATION_PAGE_SIZE, type moderationMembersQuerySchema } from '@site/api';
import { memberChangeResponseSchema, sanctionResponseSchema } from '@site/api/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { endOtherSessions } from '../accounts/sessions.js';
import { standingRefusal } from '../accounts/standing.js';
import type { Db } from '../db/database.js';
import type { MemberRole } from '../db/schema.js';
import { refuse } from '../http/call.js';
import { escapeLike } from '../http/path-params.js';
import { audit } from './audit.js';
import { iso, isoOrNull, offsetOf, type Q, type StaffCallContext, staffCall, total } from './common.js';

const STANDING: Record<NonNullable<ReturnType<typeof standingRefusal>> | 'ok', MemberStanding['standing']> = {
  ok: 'ok',
  banned: 'banned',
  temp_banned: 'temp_banned',
  disabled_user: 'disabled',
};

/** The active strikes (takedowns not restored) of a member. */
export const strikesOf = (db: Q, userId: number) =>
  db
    .selectFrom('takedowns')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('restored_at', 'is', null)
    .executeTakeFirst()
    .then(total);

const COLUMNS = [
  'm.user_id',
  'm.username',
  'm.email',
  'm.role',
  'm.is_trusted',
  'm.is_custodian',
  'm.is_disabled',
  'm.banned_until',
  'm.sanction_reason',
  'm.created_at',
] as const;

interface MemberRow {
  user_id: number;
  username: string;
  email: string | null;
  role: MemberRole;
  is_trusted: number;
  is_custodian: number;
  is_disabled: number;
  banned_until: Date | null;
  sanction_reason: string | null;
  created_at: Date;
  strikes: number | string;
}

function toStanding(r: MemberRow): MemberStanding {
  const until = r.banned_until === null ? null : new Date(r.banned_until);
  const finite = until !== null && Number.isFinite(until.getTime());
  return {
    user_id: r.user_id,
    username: r.username,
    email: r.email,
    role: r.role,
    is_trusted: r.is_trusted === 1 ? 1 : 0,
    is_custodian: r.is_custodian === 1 ? 1 : 0,
    standing: STANDING[standingRefusal(r) ?? 'ok'],
    // A ban is 'infinity': no date to show.
    banned_until: finite && until ? isoOrNull(until) : null,
    sanction_reason: r.sanction_reason,
    strikes: Number(r.strikes),
    created_at: iso(r.created_at),
  };
}

const strikesColumn =
  sql<number>`(select count(*) from takedowns t where t.user_id = m.user_id and t.restored_at is null)`.as(
    'strikes',
  );

/** One member as the console shows them, or undefined. */
export async function memberStanding(db: Q, userId: number): Promise<MemberStanding | undefined> {
  const row = await db
    .selectFrom('members as m')
    .select([...COLUMNS, strikesColumn])
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
  return row ? toStanding(row as MemberRow) : undefined;
}

type MembersQuery = z.output<typeof moderationMembersQuerySchema>;

export async function listMembers(db: Q, query: MembersQuery) {
  let q = db.selectFrom('members as m');
  if (query.q) q = q.where(sql<boolean>`lower(m.username) like ${`${escapeLike(query.q.toLowerCase())}%`}`);
  if (query.filter === 'staff') q = q.where('m.role', '<>', 'member');
  else if (query.filter === 'trusted') q = q.where('m.is_trusted', '=', 1);
  else if (query.filter === 'sanctioned') {
    q = q.where((eb) => eb.or([eb('m.is_disabled', '=', 1), eb('m.banned_until', '>', sql<Date>`now()`)]));
  }
  const [rows, count] = await Promise.all([
    q
      .select([...COLUMNS, strikesColumn])
      .orderBy('m.username')
      .limit(MODERATION_PAGE_SIZE)
      .offset(offsetOf(query.page, MODERATION_PAGE_SIZE))
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { members: rows.map((r) => toStanding(r as MemberRow)), total: total(count), page: query.page };
}

/**
 * Whether the viewer may act on the member: not themselves (409 `own_account`), and only admins on staff
 * (403 `no_permission`). Answers the refusal to send, or null. (Never a sent reply from an async helper: a
 * Fastify reply is thenable, so awaiting it does not give the reply back.)
 */
async function targetRefusal(
  ctx: StaffCallContext<'moderation.sanction'>,
): Promise<{ status: number; code: string } | null> {
  const target = await ctx.db
    .selectFrom('members')
    .select(['user_id', 'role'])
    .where('user_id', '=', ctx.params.user_id)
    .executeTakeFirst();
  if (!target) return { status: 404, code: 'not_found' };
  if (target.user_id === ctx.viewer.user_id) return { status: 409, code: 'own_account' };
  if (target.role !== 'member' && ctx.viewer.role !== 'admin') return { status: 403, code: 'no_permission' };
  return null;
}

/**
 * Sets a sanction on a member in `db` (a transaction): ban ('infinity'), temporary ban until a time,
 * disable, or lift them all; a sanction ends the member's sessions at once. Shared with the
 * repeat-infringer policy (takedown.ts).
 */
export async function applySanction(
  db: Q,
  userId: number,
  sanction: 'ban' | 'temp_ban' | 'disable' | 'lift',
  options: { until?: Date | undefined; reason?: string | null | undefined } = {},
): Promise<void> {
  const reason = options.reason?.trim() || null;
  const set =
    sanction === 'ban'
      ? { banned_until: sql<Date>`'infinity'::timestamptz`, sanction_reason: reason }
      : sanction === 'temp_ban'
        ? { banned_until: options.until ?? null, sanction_reason: reason }
        : sanction === 'disable'
          ? { is_disabled: 1, sanction_reason: reason }
          : { banned_until: null, is_disabled: 0, sanction_reason: null };
  await db
    .updateTable('members')
    .set({ ...set, updated_at: sql`now()` })
    .where('user_id', '=', userId)
    .execute();
  if (sanction !== 'lift') await endOtherSessions(db, userId, null);
}

const sanctionCall = (db: Db) =>
  staffCall<'moderation.sanction'>(db, async (ctx) => {
    const { user_id, sanction, until, reason } = ctx.params;
    let end: Date | undefined;
    if (sanction === 'temp_ban') {
      if (until === undefined) throw refuse(400, 'invalid_params', [{ field: 'until', code: 'required' }]);
      end = new Date(until);
      if (end.getTime() <= Date.now())
        throw refuse(400, 'invalid_params', [{ field: 'until', code: 'invalid' }]);
    }
    const refused = await targetRefusal(ctx);
    if (refused) throw refuse(refused.status, refused.code);
    await ctx.db.transaction().execute(async (trx) => {
      await applySanction(trx, user_id, sanction, { until: end, reason });
      await audit(trx, ctx.viewer.user_id, `sanction_${sanction}`, 'member', user_id, {
        ...(end ? { until: end.toISOString() } : {}),
        ...(reason ? { reason } : {}),
      });
    });
    const member = (await memberStanding(ctx.db, user_id)) as MemberStanding;
    return sanctionResponseSchema.parse({
      code: 'success',
      user_id,
      standing: member.standing,
      banned_until: member.standing === 'banned' ? null : member.banned_until,
    });
  });

const trustCall = (db: Db) =>
  staffCall<'moderation.trust'>(db, async (ctx) => {
    const { user_id, trusted } = ctx.params;
    const res = await ctx.db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable('members')
        .set({ is_trusted: trusted, updated_at: sql`now()` })
        .where('user_id', '=', user_id)
        .returning('user_id')
        .executeTakeFirst();
      if (!r) return false;
      await audit(trx, ctx.viewer.user_id, trusted ? 'trust' : 'untrust', 'member', user_id);
      return true;
    });
    if (!res) throw refuse(404, 'not_found');
    return memberChangeResponseSchema.parse({
      code: 'success',
      member: await memberStanding(ctx.db, user_id),
    });
  });

const roleCall = (db: Db) =>
  staffCall<'moderation.role'>(db, async (ctx) => {
    const { user_id, role } = ctx.params;
    if (user_id === ctx.viewer.user_id) throw refuse(409, 'own_account');
    const done = await ctx.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('members')
        .select('role')
        .where('user_id', '=', user_id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) return false;
      await trx
        .updateTable('members')
        .set({ role, updated_at: sql`now()` })
        .where('user_id', '=', user_id)
        .execute();
      await audit(trx, ctx.viewer.user_id, 'role', 'member', user_id, { from: before.role, to: role });
      return true;
    });
    if (!done) throw refuse(404, 'not_found');
    return memberChangeResponseSchema.parse({
      code: 'success',
      member: await memberStanding(ctx.db, user_id),
    });
  });

/** The console's acts on members (admins only for a role: its declaration's access). */
export const memberCalls = (db: Db) => ({
  'moderation.sanction': sanctionCall(db),
  'moderation.trust': trustCall(db),
  'moderation.role': roleCall(db),
});
