import { SECTION_URLS } from './urls';

/**
 * A member whose password breaks the rules of new passwords (the login answers
 * `password_change_required`) is taken, after signing in, to the password section of the profile form,
 * which then says why: `/my_profile_edit/?password=change#change-password`.
 */
export const PASSWORD_CHANGE_PARAM = 'password';
const PASSWORD_CHANGE_VALUE = 'change';
/** The id of the profile form's password section (the link's fragment). */
export const PASSWORD_SECTION_ID = 'change-password';
export const PASSWORD_CHANGE_HREF = `${SECTION_URLS.profileEdit}?${PASSWORD_CHANGE_PARAM}=${PASSWORD_CHANGE_VALUE}#${PASSWORD_SECTION_ID}`;

/** Whether the page's query asks for the password change (it came from such a login). */
export function passwordChangeAsked(search: URLSearchParams): boolean {
  return search.get(PASSWORD_CHANGE_PARAM) === PASSWORD_CHANGE_VALUE;
}
