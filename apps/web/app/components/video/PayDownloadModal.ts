/**
 * The pay-or-describe modal of the download button (§4), loaded when it opens (useDownload): its forms
 * check their fields with the contract's schemas, which are not in the video page's first load (#28).
 */
export { PayDownloadModal } from '@site/ui';
