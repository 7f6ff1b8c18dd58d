import { describe, expect, it } from 'vitest';
import {
  ApiError,
  addFriendMessageKey,
  addToMessageKey,
  CONTACT_ERROR_CODES,
  commentMessageKey,
  contactMessageKey,
  errorCode,
  fieldErrorMessages,
  formErrorKey,
  INVALID_CSRF_CODE,
  isInvalidCsrf,
  LOGIN_ERROR_CODES,
  listingErrorKey,
  loginErrorKey,
  loginLocalError,
  messageMessageKey,
  playlistMessageKey,
  RESTORE_ERROR_CODES,
  removeFromMessageKey,
  restoreErrorKey,
  SIGNUP_ERROR_CODES,
  signupErrorKey,
  UPLOAD_ERROR_CODES,
  uploadErrorKey,
  voteMessageKey,
} from './errors.js';

describe('given the §8 message keys', () => {
  it('folds listing codes containing not_found and defaults to general_error', () => {
    expect(listingErrorKey('models_not_found')).toBe('listing.error.not_found');
    expect(listingErrorKey('empty_history')).toBe('listing.error.empty_history');
    expect(listingErrorKey('no_permission')).toBe('listing.error.no_permission');
    expect(listingErrorKey(undefined)).toBe('listing.error.general_error');
  });

  it('keys votes as vote_{code}', () => {
    expect(voteMessageKey('success')).toBe('vote_success');
    expect(voteMessageKey('already_voted')).toBe('vote_already_voted');
    expect(voteMessageKey('need_auth')).toBe('vote_need_auth');
    expect(voteMessageKey(undefined)).toBe('vote_general_error');
  });

  it('keys add-to success per target and failures as add_to_{code}', () => {
    expect(addToMessageKey('watch_later', 'success')).toBe('add_to_watch_later_success');
    expect(addToMessageKey('playlist', 'success')).toBe('add_to_playlist_success');
    expect(addToMessageKey('favourites', 'already_in_favourites')).toBe('add_to_already_in_favourites');
    expect(addToMessageKey('playlist', '')).toBe('add_to_general_error');
  });

  it('keys removals, friends, playlists, comments, messages and the contact form', () => {
    expect(removeFromMessageKey('nothing_to_remove')).toBe('remove_from_nothing_to_remove');
    expect(removeFromMessageKey('success')).toBe('remove_from_success');
    expect(addFriendMessageKey('success')).toBe('add_friend_success');
    expect(addFriendMessageKey('already_friends')).toBe('add_friend_already_friends');
    expect(playlistMessageKey('del', 'success')).toBe('remove_playlist_success');
    expect(playlistMessageKey('new', 'success')).toBe('playlist_new_success');
    expect(playlistMessageKey('upd', 'not_owner')).toBe('playlist_not_owner');
    expect(commentMessageKey('comment_limit')).toBe('comment_limit');
    expect(commentMessageKey('success')).toBe('comment_success');
    expect(messageMessageKey('success')).toBe('send_message_success');
    expect(messageMessageKey('forbidden_words')).toBe('forbidden_words');
    expect(contactMessageKey('success')).toBe('contactus_success');
  });

  it.each(LOGIN_ERROR_CODES)('keys the login code %s as itself', (code) => {
    expect(loginErrorKey(code)).toBe(code);
  });
  it.each(SIGNUP_ERROR_CODES)('keys the sign-up code %s as itself', (code) => {
    expect(signupErrorKey(code)).toBe(code);
  });
  it.each(RESTORE_ERROR_CODES)('keys the restore code %s as itself', (code) => {
    expect(restoreErrorKey(code)).toBe(code);
  });
  it.each(UPLOAD_ERROR_CODES)('keys the upload code %s as itself', (code) => {
    expect(uploadErrorKey(code)).toBe(code);
  });
  it('keys the §9 length refusals of an upload as themselves', () => {
    expect(uploadErrorKey('too_short')).toBe('too_short');
    expect(uploadErrorKey('too_long')).toBe('too_long');
    expect(uploadErrorKey('duplicate_video')).toBe('duplicate_video');
  });
  it('lists the codes of the new password step, the captcha and the rate limits', () => {
    expect(RESTORE_ERROR_CODES).toEqual(
      expect.arrayContaining([
        'invalid_token',
        'pwd_common',
        'pwd_too_short',
        'bot_detected',
        'too_many_attempts',
      ]),
    );
    expect(SIGNUP_ERROR_CODES).toEqual(
      expect.arrayContaining(['pwd_common', 'bot_detected', 'too_many_attempts']),
    );
    for (const list of [SIGNUP_ERROR_CODES, RESTORE_ERROR_CODES]) {
      expect(list).toEqual(expect.arrayContaining(['pwd_contains_username', 'pwd_contains_email']));
    }
    expect(CONTACT_ERROR_CODES).toEqual(expect.arrayContaining(['bot_detected', 'too_many_attempts']));
    expect(contactMessageKey('bot_detected')).toBe('bot_detected');
  });
  it('keys unknown auth and upload codes as general_error', () => {
    expect(loginErrorKey('weird')).toBe('general_error');
    expect(loginErrorKey(INVALID_CSRF_CODE)).toBe('general_error');
    expect(signupErrorKey('invalid_token')).toBe('general_error');
    expect(restoreErrorKey('usr_taken')).toBe('general_error');
    expect(signupErrorKey(undefined)).toBe('general_error');
    expect(restoreErrorKey('')).toBe('general_error');
    expect(uploadErrorKey('x')).toBe('general_error');
  });

  it('applies the local login rule of §5', () => {
    expect(loginLocalError(' ab ', 'lantern5')).toBe('invalid_usr_or_pwd');
    expect(loginLocalError('quiet', 'abcd')).toBe('invalid_usr_or_pwd');
    expect(loginLocalError('quiet', 'abcde')).toBeNull();
  });

  it('reads the code of anything thrown', () => {
    expect(errorCode(new ApiError('need_auth', 401))).toBe('need_auth');
    expect(errorCode(new Error('x'))).toBe('general_error');
  });

  it('tells the invalid_csrf refusal of a write from other failures', () => {
    expect(isInvalidCsrf(new ApiError(INVALID_CSRF_CODE, 403))).toBe(true);
    expect(isInvalidCsrf(new ApiError('need_auth', 401))).toBe(false);
    expect(isInvalidCsrf({ code: 'invalid_csrf' })).toBe(false);
  });
});

describe('given field errors from the server or the client', () => {
  const t = (key: string, params?: Record<string, string | number>) =>
    ({
      required: 'This field is required',
      email: 'Email entered incorrectly',
      min_length: `Length min ${params?.length}`,
      max_length: `Length max ${params?.length}`,
      min_max_length: `Length between ${params?.min} and ${params?.max}`,
      categories_min: `Categories: min ${params?.min} selected`,
      invalid_usr_or_pwd: 'Invalid username or password',
    })[key] ?? key;

  it('turns the list into a per-field map of translated messages, first error of a field first', () => {
    expect(
      fieldErrorMessages(
        [
          { field: 'usr', code: 'invalid_usr_or_pwd' },
          { field: 'pwd', code: 'min_length', params: { length: 5 } },
          { field: 'pwd', code: 'required' },
          { field: 'title', code: 'min_max_length', params: { min: 3, max: 100 } },
          { field: 'categories', code: 'categories_min', params: { min: 1 } },
        ],
        t,
      ),
    ).toEqual({
      usr: 'Invalid username or password',
      pwd: 'Length min 5',
      title: 'Length between 3 and 100',
      categories: 'Categories: min 1 selected',
    });
  });

  it('maps the client-side zod codes to the §5 message keys', () => {
    expect(formErrorKey({ code: 'too_small', params: { length: 5, min: 5 } })).toBe('min_length');
    expect(formErrorKey({ code: 'too_big', params: { length: 256, max: 256 } })).toBe('max_length');
    expect(formErrorKey({ code: 'invalid_format', params: { format: 'email' } })).toBe('email');
    expect(formErrorKey({ code: 'invalid_type' })).toBe('required');
    expect(fieldErrorMessages(undefined)).toEqual({});
    expect(fieldErrorMessages([{ field: 'eml', code: 'eml_taken' }])).toEqual({ eml: 'eml_taken' });
  });
});
