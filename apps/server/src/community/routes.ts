import {
  type FieldError,
  MEMBER_DETAIL_SECTIONS,
  MEMBER_FILTER_KEYS,
  type MemberDetailSection,
  type MemberListParams,
  type MemberListResponse,
  type MemberResponse,
  memberListParamsSchema,
  parseFilters,
  parseTail,
  routePatterns,
} from '@site/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/database.js';
import { type Act, type Acts, repeatedFields } from '../http/acts.js';
import { cacheFor } from '../http/cache.js';
import { badParams, needAuth, noPermission, notFound, zodFieldErrors } from '../http/errors.js';
import { field } from '../http/fields.js';
import { checkBucket, hasControl, readId, readLifetime, requireCanonical } from '../http/path-params.js';
import { type Viewer, viewerOf } from '../http/viewer.js';
import { getMemberProfile, listMembers, memberExists } from './members.js';

type Query = Record<string, string | string[] | undefined>;

interface MembersSegments {
  lifetime: string;
  section: string;
  filters: string;
  sort: string;
  page: string;
  tail: string;
}

/**
 * Reads the members path (`/{lifetime}/{section}/{filters}/{sort}/{page}/{count}.json` and `?search=`):
 * every field error at once. Numbers must be written as the path builders write them; `all` takes user_id 0
 * and `friends` a member; a search (1 to 100 trimmed characters, no control characters) needs lifetime 0.
 */
export function parseMembersPath(
  segments: MembersSegments,
  query: Query,
): { ok: true; params: MemberListParams; lifetime: number } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const lifetime = readLifetime(segments.lifetime, errors);
  const tail = parseTail('members', segments.tail);
  if (!tail) errors.push({ field: 'count', code: 'invalid' });
  const filters = parseFilters('members', segments.filters);
  if (!filters) errors.push({ field: 'filters', code: 'invalid' });

  let search: string | undefined;
  const rawSearch = query.search;
  if (rawSearch !== undefined) {
    if (typeof rawSearch === 'string' && !hasControl(rawSearch)) search = rawSearch.trim() || undefined;
    else errors.push({ field: 'search', code: 'invalid' });
  }

  const input = {
    ...filters,
    section: segments.section,
    sort: segments.sort,
    page: segments.page,
    count: tail?.count ?? '1',
    search,
  };
  const parsed = memberListParamsSchema.safeParse(input);
  if (!parsed.success) {
    const named = zodFieldErrors(parsed.error);
    const known = (e: FieldError) => filters || !(MEMBER_FILTER_KEYS as readonly string[]).includes(e.field);
    errors.push(...named.filter((e) => known(e) && !(e.field === 'count' && !tail)));
  }
  requireCanonical({ page: segments.page, count: tail?.count, user_id: filters?.user_id }, errors);
  if (parsed.success) {
    const p = parsed.data;
    if (p.section === 'all' && p.user_id !== 0) errors.push({ field: 'user_id', code: 'invalid' });
    if (p.search && lifetime !== 0) errors.push({ field: 'lifetime', code: 'invalid' });
  }
  if (errors.length > 0 || !parsed.success) return { ok: false, errors: dedupe(errors) };
  return { ok: true, params: parsed.data, lifetime };
}

/** One error per field (the first), in order. */
function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => !seen.has(e.field) && seen.add(e.field));
}

const isMemberSection = (s: string): s is MemberDetailSection =>
  (MEMBER_DETAIL_SECTIONS as readonly string[]).includes(s);

/**
 * One member's answer, for the cached GET and for `act=user`: `profile` is public (`self` 1 when the viewer
 * is that member, which makes the answer the viewer's own); `edit` is the own profile with `email`: a visitor
 * gets 401 `need_auth`, another member 403 `no_permission`. Unknown members: 404 `not_found`.
 */
async function answerMember(
  db: Db,
  reply: FastifyReply,
  section: MemberDetailSection,
  userId: number,
  viewer: Viewer | null,
  lifetime: number,
) {
  const self = viewer !== null && viewer.user_id === userId;
  if (section === 'edit' && !self) return viewer === null ? needAuth(reply) : noPermission(reply);
  const user = await getMemberProfile(db, userId, { self, withEmail: section === 'edit' });
  if (!user) return notFound(reply);
  cacheFor(reply, lifetime, { personal: self });
  const body: MemberResponse = { user, code: 'success' };
  return body;
}

/** `act=user&section&user_id`: the member call with lifetime 0 (§7), answered `private, no-store`. */
const userAct: Act = async ({ db, reply, fields, viewer }) => {
  const errors: FieldError[] = repeatedFields(fields, ['section', 'user_id']);
  const section = field(fields, 'section') ?? (fields.section === undefined ? 'profile' : '');
  if (!isMemberSection(section)) errors.push({ field: 'section', code: 'invalid' });
  const userId = readId(field(fields, 'user_id'), 'user_id', errors);
  if (errors.length > 0 || userId === null || !isMemberSection(section))
    return badParams(reply, dedupe(errors));
  return answerMember(db, reply, section, userId, viewer, 0);
};

/** The community's act of POST /api/member.php: `user`, the lifetime-0 form of the member read. */
export const COMMUNITY_MEMBER_ACTS: Acts = { user: userAct };

/**
 * The member reads of §7 still written the older way: members, member (and POST /api/member.php). The
 * subscriptions are declared (calls.ts); playlists and comments have their own folders.
 */
export function communityRoutes(app: FastifyInstance, db: Db) {
  app.get<{ Params: MembersSegments; Querystring: Query }>(routePatterns.members, async (request, reply) => {
    const read = parseMembersPath(request.params, request.query);
    if (!read.ok) return badParams(reply, read.errors);
    const { params, lifetime } = read;
    if (params.section === 'friends' && !(await memberExists(db, params.user_id))) return notFound(reply);
    const { members, total } = await listMembers(db, params);
    cacheFor(reply, params.search ? 0 : lifetime);
    const body: MemberListResponse = {
      members,
      total_count: total,
      code: members.length > 0 ? 'success' : 'members_not_found',
    };
    return body;
  });

  app.get<{ Params: { lifetime: string; section: string; bucket: string; tail: string } }>(
    routePatterns.member,
    async (request, reply) => {
      const { lifetime: rawLifetime, section, bucket, tail } = request.params;
      const errors: FieldError[] = [];
      const lifetime = readLifetime(rawLifetime, errors);
      if (!isMemberSection(section)) errors.push({ field: 'section', code: 'invalid' });
      const userId = readId(parseTail('member', tail)?.user_id, 'user_id', errors);
      if (userId !== null) checkBucket(bucket, userId, errors);
      if (errors.length > 0 || userId === null || !isMemberSection(section)) return badParams(reply, errors);
      return answerMember(db, reply, section, userId, viewerOf(request), lifetime);
    },
  );
}
