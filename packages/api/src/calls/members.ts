import { LIFETIME } from '../contract/constants.js';
import {
  type MemberListParamsInput,
  type MemberParamsInput,
  memberListParamsSchema,
  memberListResponseSchema,
  memberParamsSchema,
  memberResponseSchema,
} from '../contract/member.js';
import { ENDPOINTS, paths } from '../contract/paths.js';
import { parseParams, prepare, type RequestCore } from '../core.js';

export function memberCalls(core: RequestCore) {
  return {
    /**
     * GET the members path (lifetime 86400); a search query makes it lifetime 0 with `?search=` (§7), and
     * so does `fresh` (one's own friends list).
     */
    async list(params: MemberListParamsInput = {}, signal?: AbortSignal) {
      const p = parseParams(memberListParamsSchema, params);
      return core.getJson(
        paths.members(p.search || p.fresh ? 0 : LIFETIME.members, p),
        memberListResponseSchema,
        signal,
      );
    },
    /**
     * One member (lifetime 7200). `fresh` means lifetime 0, which §7 sends as a POST to /api/member.php
     * (act user) so the answer is never cached: one's own page, and the profile edit form.
     */
    async get(params: MemberParamsInput, signal?: AbortSignal) {
      const p = prepare('members.get', memberParamsSchema, params, ['user_id']);
      if (p.fresh) {
        return core.postForm(
          ENDPOINTS.member,
          { act: 'user', section: p.section, user_id: p.user_id },
          memberResponseSchema,
          signal,
        );
      }
      return core.getJson(paths.member(LIFETIME.member, p.section, p.user_id), memberResponseSchema, signal);
    },
  };
}
export type MemberCalls = ReturnType<typeof memberCalls>;
