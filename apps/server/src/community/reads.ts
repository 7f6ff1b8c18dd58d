import type { MemberDetailSection } from '@site/api';
import type { Db } from '../db/database.js';
import { cacheFor } from '../http/cache.js';
import { type CallContext, type CallHandler, refuse } from '../http/call.js';
import { hasControl } from '../http/path-params.js';
import { closedList } from '../settings/privacy.js';
import { getMemberProfile, listMembers, memberExists } from './members.js';

/** The invalid field of a request, answered 400 `invalid_params`. */
const invalid = (field: string) => refuse(400, 'invalid_params', [{ field, code: 'invalid' }]);

/**
 * `members.list`: `all` takes user_id 0 and `friends` a member (else 404); a search (up to 100 trimmed
 * characters, no control characters) is asked at lifetime 0 (the declaration's `lifetimeOf`), and a blank
 * one is none.
 */
export function membersList(db: Db): CallHandler<'members.list'> {
  return async ({ params, viewer, lifetime, reply }) => {
    if (params.search && hasControl(params.search)) throw invalid('search');
    if (params.section === 'all' && params.user_id !== 0) throw invalid('user_id');
    if (params.section === 'friends') {
      if (!(await memberExists(db, params.user_id))) throw refuse(404, 'not_found');
      // Friends made private (settings/privacy.ts) are their member's alone, whose answer is theirs.
      const viewerId = viewer?.user_id ?? null;
      if (await closedList(db, params.user_id, 'friends', viewerId)) throw refuse(403, 'no_permission');
      if (viewerId === params.user_id) cacheFor(reply, lifetime, { personal: true });
    }
    const { members, total } = await listMembers(db, { ...params, search: params.search || undefined });
    return { members, total_count: total, code: members.length > 0 ? 'success' : 'members_not_found' };
  };
}

type MemberRead = 'members.get' | 'members.fresh';

/**
 * One member, for the cached GET and for `members.fresh` (act user, lifetime 0): `profile` is public
 * (`self` 1 when the viewer is that member, which makes the answer the viewer's own); `edit` is the own
 * profile with `email`: a visitor gets 401 `need_auth`, another member 403 `no_permission`.
 */
async function answerMember(db: Db, context: CallContext<'members.get'> | CallContext<'members.fresh'>) {
  const { params, viewer, lifetime, reply } = context;
  const section: MemberDetailSection = params.section;
  const self = viewer !== null && viewer.user_id === params.user_id;
  if (section === 'edit' && !self)
    throw viewer === null ? refuse(401, 'need_auth') : refuse(403, 'no_permission');
  const user = await getMemberProfile(db, params.user_id, { self, withEmail: section === 'edit' });
  if (!user) throw refuse(404, 'not_found');
  cacheFor(reply, lifetime, { personal: self });
  return { user, code: 'success' as const };
}

/** The declared member reads (contract/community-calls.ts) with their handlers. */
export function memberReads(db: Db): { [N in MemberRead | 'members.list']: CallHandler<N> } {
  return {
    'members.list': membersList(db),
    'members.get': (context) => answerMember(db, context),
    'members.fresh': (context) => answerMember(db, context),
  };
}
