import { loginLocalError } from '../errors.js';
import type { LoginInput, RestoreInput } from './auth.js';
import { LIFETIME, TEXT_LIMITS } from './constants.js';
import type { ModelListParams } from './model.js';
import { bucketOf, firstLetter, modelPrefix } from './paths.js';
import { MODEL_SEX_GENDER } from './values.js';

/**
 * The functions of the call declarations (`derive`, `lifetimeOf`, `precheck`: contract/call.ts), named
 * here so that the browser's route table (calls/routes.ts, written from CALLS) refers to the same ones
 * without loading a schema. A declaration takes its function from this module, never inline.
 */

/** The shard of a video's id in its cached paths. */
const videoBucket = (p: { video_id: number }) => bucketOf(p.video_id);

/** The shard of a member's id in their cached paths. */
const userBucket = (p: { user_id: number }) => bucketOf(p.user_id);

/** The shard of a commented object's id or dir. */
const objectBucket = (p: { object_id: number | string }) => bucketOf(p.object_id);

/** The shard of a playlist's id. */
const playlistBucket = (p: { playlist_id: number }) => bucketOf(p.playlist_id);

/** The models path's gender segment: the `sex` filter (§3) is only another way to write it. */
const modelGender = (p: Pick<ModelListParams, 'sex' | 'gender'>) =>
  p.sex ? MODEL_SEX_GENDER[p.sex] : p.gender;

/** The `{prefix}` of a model's path. */
const modelDirPrefix = (p: { model_dir: string }) => modelPrefix(p.model_dir);

/** The `{letter}` of a channel's path. */
const channelLetter = (p: { channel_dir: string }) => firstLetter(p.channel_dir);

/** A list a member may ask fresh (lifetime 0: their own, which their acts change) rather than cached. */
const freshOr =
  (lifetime: number) =>
  (p: { fresh: boolean }): number =>
    p.fresh ? 0 : lifetime;

/** The members list: a search is never cached; else fresh or the members' lifetime. */
const membersLifetime = (p: { search?: string; fresh: boolean }) =>
  p.search ? 0 : freshOr(LIFETIME.members)(p);

const playlistsLifetime = freshOr(LIFETIME.playlists);

const commentsLifetime = freshOr(LIFETIME.comments);

/**
 * §5: a username under 3 or a password under 5 characters fails before any call with
 * invalid_usr_or_pwd. Absent or blank ones are left to the params' check (missing_params, invalid_params).
 */
function loginPrecheck(input: Partial<LoginInput> | undefined) {
  const { username, password } = input ?? {};
  if (typeof username !== 'string' || typeof password !== 'string' || !username.trim() || !password)
    return null;
  const code = loginLocalError(username, password);
  return code ? { code } : null;
}

/** §5: an email of 3 characters or fewer fails before any call (and before the other params) with eml_invalid. */
function restorePrecheck(input: Partial<RestoreInput> | undefined) {
  return typeof input?.email === 'string' && input.email.trim().length < TEXT_LIMITS.restoreEmailMin
    ? { code: 'eml_invalid', errors: [{ field: 'eml', code: 'eml_invalid' }] }
    : null;
}

export const ROUTE_FUNCTIONS = {
  videoBucket,
  userBucket,
  objectBucket,
  playlistBucket,
  modelGender,
  modelDirPrefix,
  channelLetter,
  membersLifetime,
  playlistsLifetime,
  commentsLifetime,
  loginPrecheck,
  restorePrecheck,
};
