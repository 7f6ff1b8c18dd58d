/**
 * The download button's modals (§4), loaded when one opens (useDownload): the pay-or-describe modal, whose
 * forms check their fields with the contract's schemas, and the messenger-subscription modal; neither is in
 * the video page's first load (#28).
 */
export { DownloadQualityModal, MessengerDownloadModal, PayDownloadModal } from '@site/ui';
