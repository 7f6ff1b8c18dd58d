import { z } from '../zod.js';
import { dateTimeSchema, idParamSchema, idSchema, response } from './common.js';
import { REPORT_REASON_MAX, REPORT_TARGETS } from './values.js';

/**
 * Inbox and safety (#32 item 5): blocking a member and reporting a member, a comment or a message. A member
 * blocked cannot message the blocker, ask them for friendship or comment on their videos (403 `blocked`,
 * nothing more said), and the blocker is not notified of their acts.
 */

/** The member a block act is about (POST /api/member.php `act=block` / `unblock`). */
export const blockInputSchema = z.object({ object_id: idParamSchema });
export type BlockInput = z.input<typeof blockInputSchema>;

/** A block act answers whether the viewer blocks the member after it. */
export const blockStateResponseSchema = response({ blocked: z.boolean() });
export type BlockStateResponse = z.infer<typeof blockStateResponseSchema>;

/** A member the viewer blocked. */
export const blockedMemberSchema = z.object({
  user_id: idSchema,
  username: z.string(),
  avatar: z.string().nullable(),
  blocked_at: dateTimeSchema,
});
export type BlockedMember = z.infer<typeof blockedMemberSchema>;

/** GET /api/blocks.php: the members the viewer blocked, newest first. */
export const blockedListResponseSchema = response({ members: z.array(blockedMemberSchema) });
export type BlockedListResponse = z.infer<typeof blockedListResponseSchema>;

/** POST /api/member_report.php: what is reported, its id and why. */
export const memberReportInputSchema = z.object({
  target: z.enum(REPORT_TARGETS),
  object_id: idParamSchema,
  reason: z
    .string()
    .overwrite((text) => text.replace(/\r\n?/g, '\n'))
    .trim()
    .min(1)
    .max(REPORT_REASON_MAX),
});
export type MemberReportInput = z.input<typeof memberReportInputSchema>;

/** A dialog of the inbox acted on for oneself (messages.php `section=delete` / `unread`): the other member. */
export const dialogInputSchema = z.object({ user_id: idParamSchema });
export type DialogInput = z.input<typeof dialogInputSchema>;
