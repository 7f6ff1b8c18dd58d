import { z } from '../zod.js';
import { newPasswordSchema } from './auth.js';
import { channelCardSchema } from './channel.js';
import {
  countrySchema,
  countSchema,
  flagSchema,
  idParamSchema,
  idSchema,
  listOwnerSchema,
  pageSchema,
  response,
} from './common.js';
import { MAX_PAGE_SIZE, PAGE_SIZE, TEXT_LIMITS } from './constants.js';
import { modelCardSchema } from './model.js';
import {
  ALL,
  MEMBER_DETAIL_SECTIONS,
  MEMBER_FILTER_KEYS,
  MEMBER_FILTER_VALUES,
  MEMBER_GENDERS,
  MEMBER_LIST_SECTIONS,
  MEMBER_SORTS,
  ORIENTATIONS,
  RELATIONSHIPS,
} from './values.js';

/** A member card of the community list (§3 "Member"). */
export const memberCardSchema = z.object({
  user_id: idSchema,
  username: z.string(),
  avatar: z.string().nullable(),
  /** 1 male, 2 female, 3 shemale. */
  gender: z.literal(MEMBER_GENDERS).nullable(),
  country: z.string().nullable(),
  is_trusted: flagSchema,
  statistics: z.object({ videos: countSchema, viewed: countSchema, subscribers: countSchema }),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

const text = z.string().nullable();

/** The member page (§3): the card plus cover, the self flag and the profile fields. */
export const memberProfileSchema = memberCardSchema.extend({
  cover: z.string().nullable(),
  /** 1 on one's own page. */
  self: flagSchema,
  added_date: z.string(),
  about_me: text,
  age: z.number().int().nullable(),
  birth_date: text,
  city: text,
  education: text,
  interests: text,
  occupation: text,
  website: text,
  /** 1 single, 2 married, 3 open. */
  relationship: z.literal(RELATIONSHIPS).nullable(),
  /** 1 not sure, 2 hetero, 3 gay, 4 lesbian, 5 bisexual. */
  orientation: z.literal(ORIENTATIONS).nullable(),
  /** Only in section `edit` of one's own profile (decision). */
  email: z.string().optional(),
  /**
   * Only in section `edit` of one's own profile (decision): 1 when the member has a password (the
   * password change asks for it), 0 for one who signs in only through Google or the messaging app.
   */
  has_password: flagSchema.optional(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

const filter = <T extends readonly [string, ...string[]]>(values: T) => z.enum([ALL, ...values]).default(ALL);

/** The member filters of §3, in the order of the `{filters}` path segment; `search` goes in the query. */
export const memberFiltersSchema = z.object({
  country: z.union([z.literal(ALL), countrySchema]).default(ALL),
  sex: filter(MEMBER_FILTER_VALUES.sex),
  age: filter(MEMBER_FILTER_VALUES.age),
  relationship: filter(MEMBER_FILTER_VALUES.relationship),
  with_avatar: filter(MEMBER_FILTER_VALUES.with_avatar),
  orientation: filter(MEMBER_FILTER_VALUES.orientation),
  /** The member whose friends are listed (section `friends`); 0 otherwise. */
  user_id: listOwnerSchema,
});
// MEMBER_FILTER_KEYS (values.ts) names filters of this schema, checked here at compile time.
void (MEMBER_FILTER_KEYS satisfies readonly (keyof z.output<typeof memberFiltersSchema>)[]);

export const memberListParamsSchema = memberFiltersSchema
  .extend({
    section: z.enum(MEMBER_LIST_SECTIONS).default('all'),
    sort: z.enum(MEMBER_SORTS).default('recent'),
    page: pageSchema,
    count: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE.members),
    /** A search query disables caching (§7): lifetime 0 and `?search=`. */
    search: z.string().trim().max(TEXT_LIMITS.searchMax).optional(),
    /** Lifetime 0 (never cached): a member's own friends list, which their friend acts change. */
    fresh: z.boolean().default(false),
  })
  .refine((p) => p.section !== 'friends' || p.user_id > 0, {
    path: ['user_id'],
    message: 'friends need a user_id',
  });
export type MemberListParams = z.output<typeof memberListParamsSchema>;
export type MemberListParamsInput = z.input<typeof memberListParamsSchema>;

/**
 * Member detail: the cached GET (`members.get`), or the same never cached (§7's lifetime 0), which is a
 * POST to /api/member.php act user (`members.fresh`).
 */
export const memberParamsSchema = z.object({
  // In this order on the wire (act user's form: `section`, then `user_id`).
  section: z.enum(MEMBER_DETAIL_SECTIONS).default('profile'),
  user_id: idParamSchema,
});
export type MemberParams = z.output<typeof memberParamsSchema>;
export type MemberParamsInput = z.input<typeof memberParamsSchema>;

export const userIdParamsSchema = z.object({ user_id: idParamSchema });
export type UserIdParamsInput = z.input<typeof userIdParamsSchema>;

export const memberListResponseSchema = response({
  members: z.array(memberCardSchema),
  total_count: countSchema,
});
export type MemberListResponse = z.infer<typeof memberListResponseSchema>;

export const memberResponseSchema = response({ user: memberProfileSchema });
export type MemberResponse = z.infer<typeof memberResponseSchema>;

/** A member's subscriptions, split by what they follow (decision). */
export const subscriptionsResponseSchema = response({
  models: z.array(modelCardSchema),
  channels: z.array(channelCardSchema),
  members: z.array(memberCardSchema),
});
export type SubscriptionsResponse = z.infer<typeof subscriptionsResponseSchema>;

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** Profile edit (§7 "section edit with data"); the data go as form fields. */
export const profileEditInputSchema = z.object({
  username: z.string().trim().min(TEXT_LIMITS.usernameMin).max(TEXT_LIMITS.usernameMax),
  about_me: optionalText(1000),
  birth_date: z.iso.date().optional(),
  city: optionalText(100),
  country: countrySchema.optional(),
  education: optionalText(200),
  interests: optionalText(500),
  occupation: optionalText(200),
  website: z.union([z.literal(''), z.url()]).optional(),
  gender: z.literal(MEMBER_GENDERS).optional(),
  relationship: z.literal(RELATIONSHIPS).optional(),
  orientation: z.literal(ORIENTATIONS).optional(),
});
export type ProfileEditInput = z.input<typeof profileEditInputSchema>;

/**
 * Change password (§7 "section change_password, new_password"): `current_password` is required of a
 * member who has one (decision: a session alone must not change it; wrong is 400 `wrong_password`, and
 * wrong guesses count in the login throttle, 429 `too_many_attempts`); a member without a password
 * (Google or messaging-app sign-in, `has_password` 0) sets a first one without it.
 */
export const changePasswordInputSchema = z.object({
  current_password: z.string().optional(),
  new_password: newPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;

/**
 * GET /api/counts.php (members only, never cached): what waits for the signed-in member, counted for the
 * header's badges — unread private messages, friend requests waiting for their answer, and unread
 * notifications (the bell, #32).
 */
export const countsResponseSchema = response({
  unread_messages: countSchema,
  friend_requests: countSchema,
  notifications: countSchema,
});
export type CountsResponse = z.infer<typeof countsResponseSchema>;
