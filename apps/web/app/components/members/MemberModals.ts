/**
 * The member pages' message, delete and re-add modals, loaded when one opens: their forms check their
 * fields with the contract's schemas, which are not in the page's first load (#28).
 */
export { DeleteVideoModal, MessageModal, ReaddVideoModal } from '@site/ui';
