import { declareCalls } from './call.js';
import { okResponseSchema } from './common.js';
import { ENDPOINTS } from './paths.js';
import {
  blockedListResponseSchema,
  blockInputSchema,
  blockStateResponseSchema,
  dialogInputSchema,
  memberReportInputSchema,
} from './safety.js';

/**
 * Inbox and safety (#32 item 5): block and unblock (member.php, the member's own relations), the list of
 * blocked members, deleting a dialog for oneself and marking it unread (messages.php sections), and reports of
 * a member, a comment or a message into the console's reports. Members only.
 */
export const SAFETY_CALLS = declareCalls({
  'blocks.block': {
    method: 'post',
    path: ENDPOINTS.member,
    act: 'block',
    access: 'member',
    params: blockInputSchema,
    response: blockStateResponseSchema,
    errors: ['self_block', 'not_found', 'already_blocked'],
    lifetime: 0,
  },
  'blocks.unblock': {
    method: 'post',
    path: ENDPOINTS.member,
    act: 'unblock',
    access: 'member',
    params: blockInputSchema,
    response: blockStateResponseSchema,
    errors: ['self_block', 'not_found', 'not_blocked'],
    lifetime: 0,
  },
  'blocks.list': {
    method: 'get',
    path: '/api/blocks.php',
    access: 'member',
    response: blockedListResponseSchema,
    errors: [],
    lifetime: 0,
  },
  'messages.deleteDialog': {
    method: 'post',
    path: '/api/messages.php',
    act: 'delete',
    actField: 'section',
    access: 'member',
    params: dialogInputSchema,
    response: okResponseSchema,
    errors: ['self_message', 'not_found'],
    lifetime: 0,
  },
  'messages.markUnread': {
    method: 'post',
    path: '/api/messages.php',
    act: 'unread',
    actField: 'section',
    access: 'member',
    params: dialogInputSchema,
    response: okResponseSchema,
    errors: ['self_message', 'not_found'],
    lifetime: 0,
  },
  'reports.member': {
    method: 'post',
    path: '/api/member_report.php',
    access: 'member',
    params: memberReportInputSchema,
    texts: ['reason'],
    response: okResponseSchema,
    errors: ['self_report', 'not_found', 'already_reported', 'too_many_attempts'],
    lifetime: 0,
  },
});
