import { z } from '../zod.js';
import { channelCardSchema } from './channel.js';
import { boolInputSchema, countSchema, dirSchema, idParamSchema, response } from './common.js';
import { TEXT_LIMITS } from './constants.js';
import { modelCardSchema } from './model.js';
import { fileSchema } from './upload.js';
import {
  CATEGORY_SECTIONS,
  GENDERS,
  LANGUAGES,
  MODAL_NAMES,
  NOTIFICATION_TYPES,
  REPORT_SUBJECTS,
  SUGGESTION_TYPES,
} from './values.js';

/** A category (§3); `thumb` is its picture (decision). */
export const categorySchema = z.object({
  dir: dirSchema,
  title: z.string(),
  total_videos: countSchema,
  thumb: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoriesParamsSchema = z.object({
  gender: z.enum(GENDERS).default('str'),
  section: z.enum(CATEGORY_SECTIONS).default('all'),
  lang: z.enum(LANGUAGES).default('en'),
});
export type CategoriesParams = z.output<typeof categoriesParamsSchema>;
export type CategoriesParamsInput = z.input<typeof categoriesParamsSchema>;

export const categoriesResponseSchema = response({ categories: z.array(categorySchema) });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

export const mainParamsSchema = z.object({
  gender: z.enum(GENDERS).default('str'),
  lang: z.enum(LANGUAGES).default('en'),
});
export type MainParams = z.output<typeof mainParamsSchema>;
export type MainParamsInput = z.input<typeof mainParamsSchema>;

/** The top lists of the sidebar (§7 main): keywords are empty unless asked for with l=1000. */
export const mainResponseSchema = response({
  categories: z.array(categorySchema),
  models: z.array(modelCardSchema),
  channels: z.array(channelCardSchema),
  keywords: z.array(z.string()),
});
export type MainResponse = z.infer<typeof mainResponseSchema>;

/** One suggestion of the search box (decision). */
export const suggestionSchema = z.object({
  type: z.enum(SUGGESTION_TYPES),
  title: z.string(),
  /** The dir of a category, model or channel; null for a plain search term. */
  dir: z.string().nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggesterResponseSchema = response({ suggestions: z.array(suggestionSchema) });
export type SuggesterResponse = z.infer<typeof suggesterResponseSchema>;

/** The cached form: the top suggestions under one leading letter or digit. */
export const suggesterLetterParamsSchema = z.object({
  letter: z
    .string()
    .regex(/^[a-z0-9]$/i)
    .transform((v) => v.toLowerCase()),
});
export type SuggesterLetterParamsInput = z.input<typeof suggesterLetterParamsSchema>;

/** The query form: 2 to 100 trimmed characters (§4, §5). */
export const suggesterQueryParamsSchema = z.object({
  q: z.string().trim().min(TEXT_LIMITS.suggestMin).max(TEXT_LIMITS.suggestMax),
  /** The page's language: category names are matched and given in it (English too). Absent: English. */
  lang: z.enum(LANGUAGES).optional(),
});
export type SuggesterQueryParamsInput = z.input<typeof suggesterQueryParamsSchema>;

/** Language messages (§7 langs): flat keys to texts. */
export const langMessagesSchema = z.record(z.string(), z.string());
export type LangMessages = z.infer<typeof langMessagesSchema>;

export const langParamsSchema = z.object({
  lang: z.enum(LANGUAGES),
  /**
   * The messages' version (`lang_version`: the number the server derives from the texts, up to 2^53,
   * longer than ids), which the page carries (decision); sent as `v`, in its digits. Without it the
   * answer is cached for an hour only.
   */
  version: z
    .union([z.number().int().nonnegative(), z.string().regex(/^(0|[1-9][0-9]{0,15})$/)])
    .refine((v) => Number.isSafeInteger(Number(v)))
    .transform(String)
    .optional(),
});
export type LangParamsInput = z.input<typeof langParamsSchema>;

/** A notification (§3). */
export const notificationSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  text: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** A modal (§3): a name plus parameters. */
export const modalSchema = z.object({
  name: z.enum(MODAL_NAMES),
  params: z.object({
    video_id: z.number().int().positive().optional(),
    video_title: z.string().optional(),
    user_id: z.number().int().positive().optional(),
    type: z.string().optional(),
    title: z.string().optional(),
  }),
});
export type Modal = z.infer<typeof modalSchema>;

/** The support report form (§3, §5). */
export const reportInputSchema = z.object({
  subject: z.enum(REPORT_SUBJECTS),
  /** Taken trimmed; at most 254 characters (the longest address SMTP carries). */
  email: z.string().trim().pipe(z.email().max(254)),
  /** Line breaks as one `\n` first (a browser sends a textarea's as CRLF, which would count twice). */
  message: z
    .string()
    .overwrite((text) => text.replace(/\r\n?/g, '\n'))
    .trim()
    .min(1)
    .max(TEXT_LIMITS.contactMessageMax),
  captcha: z.string().min(1),
  file: fileSchema.optional(),
  /** The page the form was sent from; empty is none. */
  ref: z.string().max(2000).optional(),
});
export type ReportInput = z.input<typeof reportInputSchema>;

/** cb.php act chr (§7): the payment e-mail (§5: e-mail, minimum length 5). */
export const chargeInputSchema = z.object({
  email: z.email().min(TEXT_LIMITS.emailMin),
  /**
   * true: the member renews the paid period on purpose (#32 item 8): a charge even while the period runs,
   * whose payment moves its end on by the period; without it a member who downloads every video anyway
   * gets `paid_user`.
   */
  renew: boolInputSchema.optional(),
});
export type ChargeInput = z.input<typeof chargeInputSchema>;

/** `ok` is `code: "success"`; `data` carries where to pay; `paid_user` means already paid (§8). */
export const chargeResponseSchema = response({
  data: z
    .object({
      charge_url: z.string(),
      wallets_links: z.record(z.string(), z.string()),
    })
    .optional(),
});
export type ChargeResponse = z.infer<typeof chargeResponseSchema>;

/**
 * cb.php act status (decision), the modal's 10 s re-poll (§4): `paid` while the member downloads every
 * video (a running paid period, trusted, or subscribed in the messaging app). Asked with a `video_id`, it
 * also answers `may_download`: whether the member may download that video now (also the owner, staff, and
 * a member whose description for it staff approved).
 */
export const payStatusInputSchema = z.object({ video_id: idParamSchema.optional() });
export type PayStatusInput = z.input<typeof payStatusInputSchema>;
export const payStatusResponseSchema = response({
  paid: z.boolean(),
  may_download: z.boolean().optional(),
  /** When the member's paid period ends or ended (ISO 8601); null when they never paid (#32 item 8). */
  paid_until: z.string().nullable().optional(),
});
export type PayStatusResponse = z.infer<typeof payStatusResponseSchema>;

/**
 * cb.php act sub (decision; §4 subscribe-to-download): asks the messaging app whether the member's account
 * is subscribed to the site's channel; subscribed, they download every video for a day. Refusals:
 * 403 `not_subscribed`, 409 `no_messenger_account` (never signed in with the messaging app), 404 when the
 * site has no channel, 401 `need_auth`.
 */
export const subscriptionResponseSchema = response({ subscribed: z.literal(true) });
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** The download description step (§5: 150 to 500 characters), sent with input.php act download. */
export const downloadRequestInputSchema = z.object({
  video_id: idParamSchema,
  desc: z.string().trim().min(TEXT_LIMITS.downloadDescMin).max(TEXT_LIMITS.downloadDescMax),
});
export type DownloadRequestInput = z.input<typeof downloadRequestInputSchema>;
