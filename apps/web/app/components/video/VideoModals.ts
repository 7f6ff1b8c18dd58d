/**
 * The video page's add-to and report modals, loaded when one opens (VideoPageActions): their forms check
 * their fields with the contract's schemas, which are not in the page's first load (#28).
 */
export { AddToModal, ReportModal } from '@site/ui';
