import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CALLS } from '../contract/calls.js';
import { ENDPOINTS } from '../contract/paths.js';
import { MODERATION_REASON_MAX } from '../contract/upload.js';
import {
  ADD_TARGETS,
  COMMENT_SECTIONS,
  REPORT_SUBJECTS,
  SUBSCRIBE_SECTIONS,
  VIEW_SECTIONS,
  VOTE_SECTIONS,
} from '../contract/values.js';
import * as fixtures from '../docs/fixtures.js';
import {
  ApiError,
  CHANGE_PASSWORD_ERROR_CODES,
  isInvalidCsrf,
  restoreErrorKey,
  uploadErrorKey,
} from '../errors.js';
import { apiErrorHandler } from '../testing/handlers.js';
import { createMockApi } from '../testing/mock-api.js';
import { IMAGE, UPLOAD_ID } from './samples.js';

const refFor = (section: string) => (section === 'model' || section === 'channel' ? 'jade-fox' : 7);

describe('given the shared action calls', () => {
  it.each(VOTE_SECTIONS.flatMap((s) => [0, 1].map((v) => [s, v as 0 | 1] as const)))(
    'votes on a %s with vote %s through input.php',
    async (section, vote) => {
      const mock = createMockApi();
      await mock.api.actions.vote({ section, object_id: refFor(section), vote });
      expect(mock.last()).toMatchObject({
        method: 'POST',
        url: '/api/input.php',
        body: `act=vote&section=${section}&object_id=${refFor(section)}&vote=${vote}`,
      });
    },
  );
  it.each(
    SUBSCRIBE_SECTIONS.flatMap((s) => (['subscribe', 'unsubscribe'] as const).map((a) => [a, s] as const)),
  )('%ss to a %s through member.php', async (action, section) => {
    const mock = createMockApi();
    await mock.api.actions[action]({ section, object_id: refFor(section) });
    expect(mock.last()).toMatchObject({
      url: '/api/member.php',
      body: `act=${action}&section=${section}&object_id=${refFor(section)}`,
    });
  });
  it.each(VIEW_SECTIONS)('reports a view of a %s', async (section) => {
    const mock = createMockApi();
    await mock.api.actions.view({ section, object_id: refFor(section) });
    expect(mock.last().body).toBe(`act=view&section=${section}&object_id=${refFor(section)}`);
  });
  it.each(COMMENT_SECTIONS)('comments on a %s and answers comment_id', async (section) => {
    const mock = createMockApi();
    const res = await mock.api.actions.comment({ section, object_id: refFor(section), msg: 'Nice light' });
    expect(mock.last().body).toBe(`act=comm&section=${section}&object_id=${refFor(section)}&msg=Nice+light`);
    expect(res.comment_id).toBe(9001);
  });
  it.each(ADD_TARGETS.flatMap((t) => (['add', 'remove'] as const).map((a) => [a, t] as const)))(
    '%s a video with section %s',
    async (action, section) => {
      const mock = createMockApi();
      const objectId = section === 'playlist' ? 77 : undefined;
      await mock.api.actions[action]({ section, video_id: 7, ...(objectId ? { object_id: objectId } : {}) });
      expect(mock.last().body).toBe(
        `act=${action === 'add' ? 'add' : 'rem'}&section=${section}&video_id=7${objectId ? '&object_id=77' : ''}`,
      );
    },
  );
  it('refuses a playlist add without the playlist id', async () => {
    const mock = createMockApi();
    await expect(mock.api.actions.add({ section: 'playlist', video_id: 7 })).rejects.toMatchObject({
      code: 'invalid_params',
      errors: [{ field: 'object_id' }],
    });
    expect(mock.calls).toHaveLength(0);
  });
  it('refuses a comment outside 5 to 256 characters (§5)', async () => {
    const mock = createMockApi();
    await expect(
      mock.api.actions.comment({ section: 'video', object_id: 7, msg: 'abcd' }),
    ).rejects.toMatchObject({
      errors: [{ field: 'msg', code: 'too_small', params: { length: 5 } }],
    });
    await expect(
      mock.api.actions.comment({ section: 'video', object_id: 7, msg: 'x'.repeat(257) }),
    ).rejects.toMatchObject({ errors: [{ field: 'msg', code: 'too_big', params: { length: 256 } }] });
    expect(mock.calls).toHaveLength(0);
  });
});

describe('given the playlist and message writes', () => {
  it('refuses a playlist title outside 3 to 100 characters and a description over 500 (§5)', async () => {
    const mock = createMockApi();
    await expect(mock.api.playlists.create({ title: 'ab', orientation: 'str' })).rejects.toMatchObject({
      code: 'invalid_params',
    });
    await expect(
      mock.api.playlists.create({ title: 'x'.repeat(101), orientation: 'str' }),
    ).rejects.toMatchObject({
      code: 'invalid_params',
    });
    await expect(
      mock.api.playlists.create({ title: 'Fine', desc: 'd'.repeat(501), orientation: 'str' }),
    ).rejects.toMatchObject({ code: 'invalid_params' });
    expect(mock.calls).toHaveLength(0);
  });
  it('creates a public playlist by default and answers its id', async () => {
    const mock = createMockApi();
    const res = await mock.api.playlists.create({ title: 'Fine', orientation: 'gay' });
    expect(mock.last().body).toBe('act=playlist&section=new&title=Fine&desc=&visible=1&orientation=gay');
    expect(res.playlist_id).toBe(77);
  });
  it('refuses an empty message and messages over 200 (modal) or 1000 (inbox) characters (§5)', async () => {
    const mock = createMockApi();
    await expect(mock.api.messages.send({ user_id: 2, msg: '   ' })).rejects.toMatchObject({
      code: 'invalid_params',
    });
    await expect(mock.api.messages.send({ user_id: 2, msg: 'm'.repeat(201) })).rejects.toMatchObject({
      code: 'invalid_params',
    });
    await mock.api.messages.add({ user_id: 2, message: 'm'.repeat(1000) });
    await expect(mock.api.messages.add({ user_id: 2, message: 'm'.repeat(1001) })).rejects.toMatchObject({
      code: 'invalid_params',
    });
    expect(mock.calls).toHaveLength(1);
  });
  it('answers the dialog list and one dialog', async () => {
    const mock = createMockApi();
    expect((await mock.api.messages.dialogs()).dialogs).toHaveLength(5);
    expect((await mock.api.messages.conversation({ user_from_id: 102 })).messages).toHaveLength(8);
  });
});

describe('given the uploads', () => {
  const info = {
    upload_id: UPLOAD_ID,
    title: 'Harbor',
    categories: ['a', 'b', 'c'],
    orientation: 'she' as const,
  };

  it('checks a finished tus upload with a form post of act 1, and answers the new video id', async () => {
    const mock = createMockApi({ client: { csrfToken: 'csrf-1' } });
    const res = await mock.api.uploads.check({ upload_id: UPLOAD_ID });
    expect(mock.calls).toHaveLength(1);
    expect(mock.last()).toMatchObject({
      method: 'POST',
      url: '/api/video_edit.php',
      body: `act=1&upload_id=${UPLOAD_ID}`,
      upload: false,
    });
    expect(mock.last().headers['x-csrf-token']).toBe('csrf-1');
    expect(res).toEqual({
      code: 'success',
      upload_id: UPLOAD_ID,
      filename: 'clip01.mp4',
      duration: 900,
      video_id: 501,
    });
  });
  it.each([
    ['too short', 'u-1'],
    ['too long', 'x'.repeat(65)],
    ['with a slash', 'abcdefgh/ijklmnop'],
    ['with a space', 'abcdefgh ijklmnop'],
  ])('refuses an upload id %s before sending anything', async (_, upload_id) => {
    const mock = createMockApi();
    await expect(mock.api.uploads.check({ upload_id })).rejects.toMatchObject({
      code: 'invalid_params',
      status: 0,
      errors: [{ field: 'upload_id' }],
    });
    await expect(mock.api.uploads.info({ ...info, upload_id })).rejects.toMatchObject({
      code: 'invalid_params',
      errors: [{ field: 'upload_id' }],
    });
    await expect(mock.api.uploads.list({ upload_id })).rejects.toMatchObject({
      code: 'invalid_params',
      errors: [{ field: 'upload_id' }],
    });
    expect(mock.calls).toHaveLength(0);
  });
  it('rejects a check answer without the video id as invalid_response', async () => {
    const mock = createMockApi({
      extra: [
        http.post('*/api/video_edit.php', () =>
          HttpResponse.json({ code: 'success', upload_id: UPLOAD_ID, filename: 'a.mp4', duration: 900 }),
        ),
      ],
    });
    await expect(mock.api.uploads.check({ upload_id: UPLOAD_ID })).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });
  it.each([
    ['duplicate_video', 422],
    ['too_short', 422],
    ['too_long', 422],
    ['corrupted_file', 422],
  ])('turns a refused check into an ApiError with the upload code %s (§8)', async (code, status) => {
    const mock = createMockApi({ extra: [apiErrorHandler('post', ENDPOINTS.videoEdit, code, status)] });
    const error = await mock.api.uploads.check({ upload_id: UPLOAD_ID }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code, status });
    expect(uploadErrorKey((error as ApiError).code)).toBe(code);
  });
  it('treats a 200 check answer carrying an upload code as a failure', async () => {
    const mock = createMockApi({
      extra: [http.post('*/api/video_edit.php', () => HttpResponse.json({ code: 'duplicate_video' }))],
    });
    await expect(mock.api.uploads.check({ upload_id: UPLOAD_ID })).rejects.toMatchObject({
      code: 'duplicate_video',
      status: 200,
    });
  });

  it('sends the info step with a picked poster and no screenshot, and answers the video id', async () => {
    const mock = createMockApi();
    const res = await mock.api.uploads.info({
      ...info,
      description: '  Boats  ',
      visibility: 1,
      exclusive: 1,
      poster: '3',
    });
    expect(mock.last()).toMatchObject({ method: 'POST', url: '/api/video_edit.php', upload: true });
    expect(mock.last().body).toEqual([
      ['act', '5'],
      ['upload_id', UPLOAD_ID],
      ['title', 'Harbor'],
      ['description', 'Boats'],
      ['categories', 'a,b,c'],
      ['orientation', 'she'],
      ['visibility', '1'],
      ['exclusive', '1'],
      ['poster', '3'],
    ]);
    expect(res.video_id).toBe(501);
  });
  it("sends the uploader's own screenshot as a file, with progress", async () => {
    const mock = createMockApi();
    const onProgress = vi.fn();
    await mock.api.uploads.info({ ...info, screenshot: IMAGE() }, { onProgress });
    expect(mock.last().body).toContainEqual(['screenshot', 'file:shot1.jpg']);
    expect((mock.last().body as [string, string][]).map(([key]) => key)).not.toContain('poster');
    expect(onProgress.mock.calls.map(([p]) => p.percent)).toEqual([0, 50, 100]);
  });
  it.each([
    ['no categories', { categories: [] }, 'categories'],
    ['seven categories', { categories: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, 'categories'],
    ['a poster candidate 0', { poster: 0 }, 'poster'],
    ['a poster candidate 21', { poster: 21 }, 'poster'],
    ['a title of 2 characters', { title: ' ab ' }, 'title'],
    ['a screenshot that is not a file', { screenshot: 'shot1.jpg' as unknown as Blob }, 'screenshot'],
  ])('refuses the info step with %s', async (_, change, field) => {
    const mock = createMockApi();
    await expect(mock.api.uploads.info({ ...info, ...change })).rejects.toMatchObject({
      code: 'invalid_params',
      errors: [{ field }],
    });
    expect(mock.calls).toHaveLength(0);
  });

  it("lists the member's uploads with a plain GET, never with the CSRF header", async () => {
    const mock = createMockApi({ client: { csrfToken: 'csrf-1' } });
    const res = await mock.api.uploads.list();
    expect(mock.last()).toMatchObject({ method: 'GET', url: '/api/uploads.php', body: undefined });
    expect(mock.last().headers['x-csrf-token']).toBeUndefined();
    expect(res.uploads.map((u) => u.status)).toEqual([
      'uploading',
      'processing',
      'awaiting_review',
      'active',
      'rejected',
      'error',
    ]);
    expect(res.uploads[5]).toMatchObject({ error_code: 'corrupted_file', video_id: null });
  });
  it('asks for one upload by its id and answers its state', async () => {
    const mock = createMockApi();
    const res = await mock.api.uploads.list({ upload_id: UPLOAD_ID });
    expect(mock.last().url).toBe(`/api/uploads.php?upload_id=${UPLOAD_ID}`);
    expect(res.uploads).toEqual([fixtures.uploadState(1, { upload_id: UPLOAD_ID })]);
  });
  it.each([
    ['an unknown status', { status: 'queued' }],
    ['a percent over 100', { percent: 101 }],
    ['no posters list', { posters: undefined }],
  ])('rejects an uploads answer with %s as invalid_response', async (_, change) => {
    const mock = createMockApi({
      extra: [
        http.get('*/api/uploads.php', () =>
          HttpResponse.json({ code: 'success', uploads: [{ ...fixtures.uploadState(1), ...change }] }),
        ),
      ],
    });
    await expect(mock.api.uploads.list()).rejects.toMatchObject({ code: 'invalid_response' });
  });
  it('passes on need_auth when a visitor asks for uploads', async () => {
    const mock = createMockApi({
      extra: [apiErrorHandler('get', CALLS['uploads.list'].path, 'need_auth', 401)],
    });
    await expect(mock.api.uploads.list()).rejects.toMatchObject({ code: 'need_auth', status: 401 });
  });

  it('uploads an avatar and a cover with progress and answers their URLs', async () => {
    const mock = createMockApi();
    const onProgress = vi.fn();
    expect((await mock.api.uploads.avatar({ imgfile: IMAGE() }, { onProgress })).avatar).toBe(
      '/media/avatars/101.jpg',
    );
    expect((await mock.api.uploads.cover({ imgfile: IMAGE() }, { onProgress })).cover).toBe(
      '/media/covers/101.jpg',
    );
    expect(onProgress).toHaveBeenCalledTimes(6);
  });
  it('re-adds for 7 days by default and for the days given', async () => {
    const mock = createMockApi();
    await mock.api.videos.readd({ video_id: 9, days: 30 });
    expect(mock.last().body).toBe('act=4&video_id=9&days=30');
  });
});

describe('given the moderation calls', () => {
  it('approves a video with a form post and answers its new status', async () => {
    const mock = createMockApi({ client: { csrfToken: 'csrf-1' } });
    const res = await mock.api.moderation.approve({ video_id: '501' });
    expect(mock.last()).toMatchObject({
      method: 'POST',
      url: '/api/moderation.php',
      body: 'act=approve&video_id=501',
      upload: false,
    });
    expect(mock.last().headers['x-csrf-token']).toBe('csrf-1');
    expect(res).toEqual({ code: 'success', video_id: 501, status_id: 1 });
  });
  it('rejects a video with its reason, trimmed', async () => {
    const mock = createMockApi();
    const res = await mock.api.moderation.reject({ video_id: 501, reason: '\n Too dark & blurry \n' });
    expect(mock.last().body).toBe('act=reject&video_id=501&reason=Too+dark+%26+blurry');
    expect(res).toEqual({ code: 'success', video_id: 501, status_id: 3 });
  });
  it('refuses a rejection without a reason, or with a blank one, before sending anything', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mock = createMockApi();
    // @ts-expect-error reason is required
    await expect(mock.api.moderation.reject({ video_id: 501 })).rejects.toMatchObject({
      code: 'missing_params',
      errors: [{ field: 'reason', code: 'required' }],
    });
    await expect(mock.api.moderation.reject({ video_id: 501, reason: '   ' })).rejects.toMatchObject({
      code: 'invalid_params',
      errors: [{ field: 'reason', code: 'too_small', params: { length: 3 } }],
    });
    await expect(
      mock.api.moderation.reject({ video_id: 501, reason: 'r'.repeat(MODERATION_REASON_MAX + 1) }),
    ).rejects.toMatchObject({
      code: 'invalid_params',
      errors: [{ field: 'reason', code: 'too_big', params: { length: MODERATION_REASON_MAX } }],
    });
    expect(mock.calls).toHaveLength(0);
    error.mockRestore();
  });
  it.each([0, -1, 1.5, 'abc'])('refuses the video id %j before sending anything', async (video_id) => {
    const mock = createMockApi();
    await expect(mock.api.moderation.approve({ video_id })).rejects.toMatchObject({
      code: 'invalid_params',
      errors: [{ field: 'video_id' }],
    });
    expect(mock.calls).toHaveLength(0);
  });
  it.each([
    ['need_auth', 401],
    ['no_permission', 403],
    ['not_found', 404],
    ['not_awaiting_review', 409],
  ])('passes on a refused review as an ApiError with the code %s', async (code, status) => {
    const mock = createMockApi({
      extra: [apiErrorHandler('post', CALLS['moderation.approve'].path, code, status)],
    });
    await expect(mock.api.moderation.approve({ video_id: 501 })).rejects.toMatchObject({ code, status });
  });
});

describe('given the password change', () => {
  it('sends the current password beside the new one, and leaves it out for a member who has none', async () => {
    const mock = createMockApi();
    await mock.api.profile.changePassword({ current_password: 'lamp7', new_password: 'harbor lights 7' });
    expect(mock.last().body).toBe(
      'act=profile&section=change_password&current_password=lamp7&new_password=harbor+lights+7',
    );
    await mock.api.profile.changePassword({ new_password: 'harbor lights 7' });
    expect(mock.last().body).toBe('act=profile&section=change_password&new_password=harbor+lights+7');
  });
  it('refuses a new password under 8 characters without a call', async () => {
    const mock = createMockApi();
    await expect(
      mock.api.profile.changePassword({ current_password: 'lamp7', new_password: 'lantern' }),
    ).rejects.toMatchObject({
      code: 'invalid_params',
      errors: [{ field: 'new_password', code: 'too_small', params: { length: 8 } }],
    });
    expect(mock.calls).toHaveLength(0);
  });
  it.each(CHANGE_PASSWORD_ERROR_CODES)(
    'passes on a refused change as an ApiError with the code %s',
    async (code) => {
      const mock = createMockApi({ extra: [apiErrorHandler('post', ENDPOINTS.member, code, 400)] });
      await expect(
        mock.api.profile.changePassword({ current_password: 'x', new_password: 'harbor lights 7' }),
      ).rejects.toMatchObject({ code, status: 400 });
    },
  );
});

describe('given the auth calls', () => {
  it.each([
    ['ab', 'lantern5'],
    ['quiet', 'abcd'],
    ['  ab  ', 'lantern5'],
  ])('fails locally with invalid_usr_or_pwd for %j / %j (§5)', async (username, password) => {
    const mock = createMockApi();
    await expect(mock.api.auth.login({ username, password })).rejects.toMatchObject({
      code: 'invalid_usr_or_pwd',
      status: 0,
    });
    expect(mock.calls).toHaveLength(0);
  });
  it('answers the session on success', async () => {
    const res = await createMockApi().api.auth.login({ username: 'quiet', password: 'lantern5' });
    expect(res).toMatchObject({ code: 'success', success: true, user: { user_id: 101 } });
    expect(res.password_change_required).toBeUndefined();
  });
  it('passes on password_change_required of a password that breaks the new rules', async () => {
    const mock = createMockApi({
      extra: [
        http.post('*/api/login.php', () =>
          HttpResponse.json({ code: 'success', success: true, password_change_required: true }),
        ),
      ],
    });
    // The sign-in check stays at 5 characters: an old short password still signs in.
    const res = await mock.api.auth.login({ username: 'quiet', password: 'lamp7' });
    expect(res.password_change_required).toBe(true);
    expect(mock.calls).toHaveLength(1);
  });
  it('sends the login as usr, pwd and tok, the username trimmed', async () => {
    const mock = createMockApi();
    await mock.api.auth.login({ username: ' quiet_heron ', password: 'lantern5', token: 'tok-1' });
    expect(mock.last()).toMatchObject({
      url: '/api/login.php',
      body: 'usr=quiet_heron&pwd=lantern5&tok=tok-1',
    });
  });
  it('sends the reset token trimmed, the password as pwd', async () => {
    const mock = createMockApi();
    await mock.api.auth.reset({ token: ' r3set-t0ken ', password: 'lantern5' });
    expect(mock.last()).toMatchObject({
      url: '/api/signup.php',
      body: 'act=reset&token=r3set-t0ken&pwd=lantern5',
    });
  });
  it('keeps the field errors of a failed login for usr and pwd', async () => {
    const mock = createMockApi({
      extra: [
        apiErrorHandler('post', CALLS['auth.login'].path, 'invalid_usr_or_pwd', 401, {
          errors: [{ field: 'usr', code: 'invalid_usr_or_pwd' }],
        }),
      ],
    });
    const error = await mock.api.auth
      .login({ username: 'quiet', password: 'lantern5' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'invalid_usr_or_pwd', status: 401, errors: [{ field: 'usr' }] });
  });
  it('treats a 200 answer with an error code as a failure', async () => {
    const mock = createMockApi({
      extra: [http.post('*/api/login.php', () => HttpResponse.json({ code: 'already_logged' }))],
    });
    await expect(mock.api.auth.login({ username: 'quiet', password: 'lantern5' })).rejects.toMatchObject({
      code: 'already_logged',
      status: 200,
    });
  });
  it('fails a restore locally with eml_invalid for 3 characters or fewer (§5)', async () => {
    const mock = createMockApi();
    await expect(mock.api.auth.restore({ email: ' a@b ', token: 't' })).rejects.toMatchObject({
      code: 'eml_invalid',
    });
    expect(mock.calls).toHaveLength(0);
  });
  it('refuses a sign-up with illegal characters, a short password or a bad e-mail (§5)', async () => {
    const api = createMockApi().api;
    const ok = { username: 'quiet_heron', email: 'heron@example.test', password: 'lantern5', token: 't' };
    await expect(api.auth.signup({ ...ok, username: 'quiet heron!' })).rejects.toMatchObject({
      code: 'invalid_params',
    });
    await expect(api.auth.signup({ ...ok, password: 'abcd' })).rejects.toMatchObject({
      code: 'invalid_params',
    });
    // A new password is at least 8 characters (the sign-in form's 5 is for older passwords only).
    await expect(api.auth.signup({ ...ok, password: 'lantern' })).rejects.toMatchObject({
      errors: [{ field: 'password', code: 'too_small', params: { length: 8 } }],
    });
    await expect(api.auth.signup({ ...ok, email: 'heron' })).rejects.toMatchObject({
      errors: [{ field: 'email', code: 'invalid_format', params: { format: 'email' } }],
    });
  });
  it('builds the social login URL against the base URL', () => {
    expect(createMockApi({ client: { baseUrl: 'https://site.example/' } }).api.auth.socialLoginUrl()).toBe(
      'https://site.example/api/login.g.php',
    );
  });
  it('refuses a reset without its token or with a password under 8 characters, without a call', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mock = createMockApi();
    await expect(mock.api.auth.reset({ token: '', password: 'lantern5' })).rejects.toMatchObject({
      code: 'missing_params',
      errors: [{ field: 'token', code: 'required' }],
    });
    await expect(mock.api.auth.reset({ token: 'r-1', password: 'lantern' })).rejects.toMatchObject({
      code: 'invalid_params',
      errors: [{ field: 'password', code: 'too_small', params: { length: 8 } }],
    });
    expect(mock.calls).toHaveLength(0);
    error.mockRestore();
  });
  it.each(['invalid_token', 'pwd_common', 'pwd_too_short'])(
    'turns a refused reset into an ApiError with the code %s',
    async (code) => {
      const mock = createMockApi({ extra: [apiErrorHandler('post', CALLS['auth.reset'].path, code, 400)] });
      const error = await mock.api.auth
        .reset({ token: 'r-1', password: 'lantern5' })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ code, status: 400 });
      expect(restoreErrorKey((error as ApiError).code)).toBe(code);
    },
  );
  it('builds the email confirmation URL with the token encoded, against the base URL', () => {
    const mock = createMockApi({ client: { baseUrl: 'https://site.example/' } });
    expect(mock.api.auth.confirmUrl({ token: 'a b&c=d' })).toBe(
      'https://site.example/api/confirm.php?token=a+b%26c%3Dd',
    );
    expect(mock.api.auth.confirmUrl({ token: 'a/b+c' })).toBe(
      'https://site.example/api/confirm.php?token=a%2Fb%2Bc',
    );
    expect(mock.calls).toHaveLength(0);
  });
  it('throws missing_params for a confirmation URL without a token (§5)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => createMockApi().api.auth.confirmUrl({ token: '' })).toThrow(
      expect.objectContaining({ code: 'missing_params' }),
    );
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
  it('logs out with an empty form body that carries the CSRF token', async () => {
    const mock = createMockApi({ client: { csrfToken: () => 'from-cookie' } });
    await expect(mock.api.auth.logout()).resolves.toEqual({ code: 'success' });
    expect(mock.last()).toMatchObject({ method: 'POST', url: '/api/logout.php', body: '' });
    expect(mock.last().headers['x-csrf-token']).toBe('from-cookie');
  });
  it('answers a fresh CSRF token', async () => {
    await expect(createMockApi().api.auth.csrf()).resolves.toEqual({
      code: 'success',
      token: fixtures.CSRF_TOKEN,
    });
  });
  it('rejects a CSRF answer without a token as invalid_response', async () => {
    const mock = createMockApi({
      extra: [http.get('*/api/csrf.php', () => HttpResponse.json({ code: 'success' }))],
    });
    await expect(mock.api.auth.csrf()).rejects.toMatchObject({ code: 'invalid_response' });
  });
  it('marks a write refused for its CSRF token as invalid_csrf (403)', async () => {
    const mock = createMockApi({
      extra: [apiErrorHandler('post', CALLS['auth.logout'].path, 'invalid_csrf', 403)],
    });
    const error = await mock.api.auth.logout().catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'invalid_csrf', status: 403 });
    expect(isInvalidCsrf(error)).toBe(true);
  });
  it('answers the captcha challenge as it came, unknown fields included', async () => {
    const challenge = { ...fixtures.captchaChallenge(), extra: 1 };
    challenge.parameters = { ...challenge.parameters, memoryCost: 8 } as typeof challenge.parameters;
    const mock = createMockApi({
      extra: [http.get('*/api/captcha.php', () => HttpResponse.json(challenge))],
    });
    await expect(mock.api.auth.captchaChallenge()).resolves.toEqual(challenge);
    expect(mock.last()).toMatchObject({ method: 'GET', url: '/api/captcha.php' });
  });
  it('rejects when the server has no captcha challenge (404 not_found)', async () => {
    const mock = createMockApi({
      extra: [apiErrorHandler('get', CALLS['auth.captchaChallenge'].path, 'not_found', 404)],
    });
    await expect(mock.api.auth.captchaChallenge()).rejects.toMatchObject({ code: 'not_found', status: 404 });
  });
});

describe('given the support calls', () => {
  it.each(REPORT_SUBJECTS)(
    'sends a report with subject %s, without a file when none is chosen',
    async (subject) => {
      const mock = createMockApi();
      await mock.api.report.send({ subject, email: 'a@example.test', message: 'Hello', captcha: 'c' });
      expect(mock.last().body).toEqual([
        ['subject', subject],
        ['email', 'a@example.test'],
        ['message', 'Hello'],
        ['captcha', 'c'],
      ]);
    },
  );
  it('refuses another subject and a message over 1000 characters (§5)', async () => {
    const api = createMockApi().api;
    const other = { subject: 'Other', email: 'a@example.test', message: 'x', captcha: 'c' };
    // @ts-expect-error not a subject of §5
    await expect(api.report.send(other)).rejects.toMatchObject({
      code: 'invalid_params',
    });
    await expect(
      api.report.send({
        subject: 'Support Request',
        email: 'a@example.test',
        message: 'x'.repeat(1001),
        captcha: 'c',
      }),
    ).rejects.toMatchObject({ code: 'invalid_params' });
  });
  it('answers where to pay, and paid_user as an error code (§8)', async () => {
    const mock = createMockApi();
    const res = await mock.api.payments.charge({ email: 'heron@example.test' });
    expect(res.data?.charge_url).toMatch(/^https:/);
    const paid = createMockApi({
      extra: [apiErrorHandler('post', CALLS['payments.charge'].path, 'paid_user', 409)],
    });
    await expect(paid.api.payments.charge({ email: 'heron@example.test' })).rejects.toMatchObject({
      code: 'paid_user',
    });
  });
  it('asks the status for one video, and refuses a video id that is not one before sending', async () => {
    const mock = createMockApi();
    await expect(mock.api.payments.status({ video_id: 7 })).resolves.toMatchObject({ may_download: false });
    await expect(mock.api.payments.status({ video_id: 0 })).rejects.toMatchObject({ code: 'invalid_params' });
    expect(mock.calls).toHaveLength(1);
  });
  it('tells the subscribe-to-download refusals apart by their codes', async () => {
    const mock = createMockApi();
    await expect(mock.api.payments.subscription()).resolves.toMatchObject({ subscribed: true });
    const no = createMockApi({
      extra: [apiErrorHandler('post', CALLS['payments.charge'].path, 'not_subscribed', 403)],
    });
    await expect(no.api.payments.subscription()).rejects.toMatchObject({
      code: 'not_subscribed',
      status: 403,
    });
  });
  it('refuses a download description outside 150 to 500 characters (§5)', async () => {
    const api = createMockApi().api;
    await expect(api.downloads.request({ video_id: 7, desc: 'd'.repeat(149) })).rejects.toMatchObject({
      code: 'invalid_params',
    });
    await expect(api.downloads.request({ video_id: 7, desc: 'd'.repeat(501) })).rejects.toMatchObject({
      code: 'invalid_params',
    });
  });
});
