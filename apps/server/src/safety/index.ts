export { blockCalls, blockedBetween, blockedRefusal, hasBlocked } from './blocks.js';
export { MEMBER_REPORT_LIMIT, memberReport, memberReportLimit } from './reports.js';
