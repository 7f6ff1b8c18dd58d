import { okResponseSchema } from '../contract/common.js';
import { LIFETIME } from '../contract/constants.js';
import {
  type ChangePasswordInput,
  changePasswordInputSchema,
  type MemberListParamsInput,
  type MemberParamsInput,
  memberListParamsSchema,
  memberListResponseSchema,
  memberParamsSchema,
  memberResponseSchema,
  type ProfileEditInput,
  profileEditInputSchema,
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

export function profileCalls(core: RequestCore) {
  return {
    /** POST /api/member.php act profile, section edit, with the profile fields (§7 "Profile edit"). */
    async edit(input: ProfileEditInput, signal?: AbortSignal) {
      const p = prepare('profile.edit', profileEditInputSchema, input, ['username']);
      return core.postForm(
        ENDPOINTS.member,
        { act: 'profile', section: 'edit', ...p },
        okResponseSchema,
        signal,
      );
    },
    /**
     * POST /api/member.php act profile, section change_password, current_password (required when the
     * member has a password), new_password (§7). A wrong current password fails with wrong_password.
     */
    async changePassword(input: ChangePasswordInput, signal?: AbortSignal) {
      const p = prepare('profile.changePassword', changePasswordInputSchema, input, ['new_password']);
      return core.postForm(
        ENDPOINTS.member,
        {
          act: 'profile',
          section: 'change_password',
          current_password: p.current_password,
          new_password: p.new_password,
        },
        okResponseSchema,
        signal,
      );
    },
  };
}
export type ProfileCalls = ReturnType<typeof profileCalls>;
