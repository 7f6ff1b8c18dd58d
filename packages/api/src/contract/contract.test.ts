import { describe, expect, it } from 'vitest';
import * as f from '../docs/fixtures.js';
import { addRemoveInputSchema, viewInputSchema, voteInputSchema } from './actions.js';
import {
  CSRF_COOKIE,
  captchaChallengeSchema,
  csrfFromCookie,
  csrfResponseSchema,
  resetInputSchema,
  sessionUserSchema,
} from './auth.js';
import { channelCardSchema, channelDetailSchema } from './channel.js';
import { commentSchema } from './comment.js';
import { friendRequestSchema } from './friend.js';
import { memberCardSchema, memberProfileSchema } from './member.js';
import { dialogSchema, messageSchema } from './message.js';
import { categorySchema, suggestionSchema } from './misc.js';
import { modelCardSchema, modelDetailSchema } from './model.js';
import { playlistCreateInputSchema, playlistSchema } from './playlist.js';
import { isValidUploadFilename, uploadDurationError } from './upload-rules.js';
import { EYE_COLOR_CODES, EYE_COLORS, MODEL_SEX_GENDER, MODEL_SEXES } from './values.js';
import { sliderVideoSchema, videoCardSchema, videoDetailSchema, videoFileSchema } from './video.js';

const form = (body: string) => Object.fromEntries(new URLSearchParams(body));

describe('given the entity schemas', () => {
  it.each([
    ['video card', videoCardSchema, f.videoCard(3)],
    ['video detail', videoDetailSchema, f.videoDetail(3)],
    ['video file', videoFileSchema, f.videoFile(3)],
    ['slider video', sliderVideoSchema, f.sliderVideo(3)],
    ['category', categorySchema, f.category(3)],
    ['model card', modelCardSchema, f.modelCard(3)],
    ['model detail', modelDetailSchema, f.modelDetail(3)],
    ['channel card', channelCardSchema, f.channelCard(3)],
    ['channel detail', channelDetailSchema, f.channelDetail(3)],
    ['member card', memberCardSchema, f.memberCard(3)],
    ['member profile', memberProfileSchema, f.memberProfile(3)],
    ['friend request', friendRequestSchema, f.friendRequest(3)],
    ['playlist', playlistSchema, f.playlist(3)],
    ['comment', commentSchema, f.comment(3)],
    ['dialog', dialogSchema, f.dialog(3)],
    ['message', messageSchema, f.message(3)],
    ['suggestion', suggestionSchema, f.suggestion(3, 'calm')],
    ['session user', sessionUserSchema, f.sessionUser()],
  ] as const)('accepts the %s fixture', (_name, schema, value) => {
    expect(schema.parse(value)).toEqual(value);
  });

  it('names every eye colour code and maps every model sex to a gender', () => {
    expect(EYE_COLORS).toHaveLength(EYE_COLOR_CODES.length);
    expect(MODEL_SEXES.map((s) => MODEL_SEX_GENDER[s])).toEqual(['str', 'gay', 'she']);
  });
});

describe('given a form body on the server', () => {
  it('parses the acts with the same input schemas the client uses', () => {
    expect(voteInputSchema.parse(form('section=video&vote=1&object_id=7'))).toEqual({
      section: 'video',
      vote: 1,
      object_id: '7',
    });
    expect(viewInputSchema.parse(form('object_id=7&nogeo=1'))).toMatchObject({
      section: 'video',
      nogeo: true,
    });
    expect(addRemoveInputSchema.parse(form('section=playlist&video_id=7&object_id=77'))).toEqual({
      section: 'playlist',
      video_id: 7,
      object_id: 77,
    });
    expect(playlistCreateInputSchema.parse(form('title=Evening&desc=&visible=0&orientation=str'))).toEqual({
      title: 'Evening',
      desc: '',
      visible: 0,
      orientation: 'str',
    });
  });
});

describe('given the upload rules of §5 and §9', () => {
  it.each([
    ['clip01.mp4', true],
    ['Clip01.MKV', true],
    ['clip 01.mp4', false],
    ['clip_01.mp4', false],
    ['clíp.mp4', false],
    ['clip.exe', false],
    ['.mp4', false],
    [`${'a'.repeat(251)}.mp4`, true],
    [`${'a'.repeat(252)}.mp4`, false],
    [`${'a'.repeat(300)}.mp4`, false],
  ])('judges the filename %s as %s', (name, ok) => {
    expect(isValidUploadFilename(name)).toBe(ok);
  });
  it('wants more than 6 minutes for exclusive videos and 10 otherwise', () => {
    expect(uploadDurationError(6 * 60, true)).toBe('too_short');
    expect(uploadDurationError(6 * 60 + 1, true)).toBeNull();
    expect(uploadDurationError(10 * 60, false)).toBe('too_short');
    expect(uploadDurationError(241 * 60, false)).toBe('too_long');
  });
});

describe('given the account calls around the session', () => {
  /** A challenge exactly as altcha-lib 2.8 `createChallenge` made it on the server (PBKDF2/SHA-256). */
  const altchaOutput = {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      cost: 5000,
      expiresAt: 1795316293,
      keyLength: 32,
      keyPrefix: '81961b2708391fa0e7bc606a0797c63a',
      keySignature: '512cad2f3714442e0010b45076ba57f08934ba4eab151955365423f90df5a9a5',
      nonce: '82e8144b4e5fdbbf7cfc562ee574c984',
      salt: '97097e8f3e987359b1a469c0a08a0cec',
    },
    signature: 'a865bbfddd8be2897f5e673bce242dd91a3589806d350761aaf3b3da9aae05b2',
  };

  it('accepts the ALTCHA challenge as the server makes it, and the fixture', () => {
    expect(captchaChallengeSchema.parse(altchaOutput)).toEqual(altchaOutput);
    expect(captchaChallengeSchema.parse(f.captchaChallenge())).toEqual(f.captchaChallenge());
  });

  it('passes fields it does not know through, so the widget gets the challenge as it came', () => {
    const later = {
      ...altchaOutput,
      codeChallenge: { image: 'data:image/png;base64,AA', length: 6 },
      future: true,
      parameters: { ...altchaOutput.parameters, data: { form: 'signup' }, extraParam: 'x' },
    };
    expect(captchaChallengeSchema.parse(later)).toEqual(later);
  });

  it('refuses a challenge without its parameters or with a wrong field type', () => {
    expect(captchaChallengeSchema.safeParse({ signature: 'a' }).success).toBe(false);
    expect(
      captchaChallengeSchema.safeParse({
        ...altchaOutput,
        parameters: { ...altchaOutput.parameters, cost: '5' },
      }).success,
    ).toBe(false);
  });

  it('wants a token in the CSRF answer', () => {
    expect(csrfResponseSchema.parse({ code: 'success', token: 'abc' })).toEqual({
      code: 'success',
      token: 'abc',
    });
    expect(csrfResponseSchema.safeParse({ code: 'success', token: '' }).success).toBe(false);
    expect(csrfResponseSchema.safeParse({ code: 'success' }).success).toBe(false);
  });

  it('reads the CSRF token from a cookie string', () => {
    expect(CSRF_COOKIE).toBe('csrf_token');
    expect(csrfFromCookie('sid=s1; csrf_token=abc%2Fdef; theme=dark')).toBe('abc/def');
    expect(csrfFromCookie('csrf_token=plain')).toBe('plain');
    expect(csrfFromCookie('xcsrf_token=no; other=1')).toBeNull();
    expect(csrfFromCookie('csrf_token=')).toBeNull();
    expect(csrfFromCookie('csrf_token=%E0%A4%A')).toBe('%E0%A4%A');
    expect(csrfFromCookie(undefined)).toBeNull();
  });

  it('parses a reset form on the server: the token trimmed, a new password of 8 or more', () => {
    expect(resetInputSchema.parse({ token: ' r-1 ', password: 'lantern5' })).toEqual({
      token: 'r-1',
      password: 'lantern5',
    });
    expect(resetInputSchema.safeParse({ token: 'r-1', password: 'abcd' }).success).toBe(false);
    expect(resetInputSchema.safeParse({ token: 'r-1', password: 'lantern' }).success).toBe(false);
    expect(resetInputSchema.safeParse({ token: 'r-1', password: 'x'.repeat(1025) }).success).toBe(false);
    expect(resetInputSchema.safeParse({ token: '  ', password: 'lantern5' }).success).toBe(false);
  });
});
