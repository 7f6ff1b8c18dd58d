/**
 * The playlist page's edit modal, loaded when it opens: its form checks its fields with the contract's
 * schemas, which are not in the page's first load (#28).
 */
export { EditPlaylistModal } from '@site/ui';
