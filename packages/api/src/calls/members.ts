import { okResponseSchema } from '../contract/common.js';
import {
  type ChangePasswordInput,
  changePasswordInputSchema,
  type ProfileEditInput,
  profileEditInputSchema,
} from '../contract/member.js';
import { ENDPOINTS } from '../contract/paths.js';
import { prepare, type RequestCore } from '../core.js';

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
