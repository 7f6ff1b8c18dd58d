/**
 * The member pages' message, report, delete and re-add modals, loaded when one opens: their forms check their
 * fields with the contract's schemas, which are not in the page's first load (#28).
 */
export { DeleteVideoModal, MemberReportModal, MessageModal, ReaddVideoModal } from '@site/ui';
