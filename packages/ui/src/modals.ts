// Modals, forms and context menus of @site/ui (#9).
// Each component lives in its own PascalCase folder; export it here.
export { LoginModal, type LoginModalProps, type LoginValues } from './AuthModals/LoginModal';
export { RestoreModal, type RestoreModalProps, type RestoreValues } from './AuthModals/RestoreModal';
export { SignUpModal, type SignUpModalProps, type SignUpValues } from './AuthModals/SignUpModal';
export {
  CategorySelectMenu,
  type CategorySelectMenuProps,
} from './ContextMenus/CategorySelectMenu';
export { CountrySelectMenu, type CountrySelectMenuProps } from './ContextMenus/CountrySelectMenu';
export {
  VideoActionsMenu,
  type VideoActionsMenuProps,
  type VideoActionsVideo,
  type VideoOwnerActions,
} from './ContextMenus/VideoActionsMenu';
export { VideoPageMenu, type VideoPageMenuProps } from './ContextMenus/VideoPageMenu';
export {
  DownloadQualityModal,
  type DownloadQualityModalProps,
  type DownloadRendition,
  formatFileSize,
} from './DownloadModals/DownloadQualityModal';
export { IosAppModal, type IosAppModalProps } from './DownloadModals/IosAppModal';
export {
  LazyDownloadModal,
  type LazyDownloadModalProps,
  type LazyDownloadStatus,
} from './DownloadModals/LazyDownloadModal';
export {
  MessengerDownloadModal,
  type MessengerDownloadModalProps,
  type MessengerState,
} from './DownloadModals/MessengerDownloadModal';
export {
  type ChargeData,
  type DownloadMode,
  PayDownloadModal,
  type PayDownloadModalProps,
  type PayState,
} from './DownloadModals/PayDownloadModal';
export {
  FormBanner,
  type FormBannerProps,
  FormBody,
  type FormBodyProps,
  type FormIssue,
  FormModal,
  type FormModalProps,
  FormRadioGroup,
  FormSelect,
  type FormStatus,
  FormTextArea,
  FormTextField,
  formErrorMap,
  issueMessage,
  type MappedFailure,
  type ModalFormApi,
  type ModalOpenProps,
  ModalShell,
  type ModalShellProps,
  mapSubmitFailure,
  type SubmitFailure,
  toSubmitFailure,
  type UseModalFormOptions,
  useModalForm,
} from './Form';
export {
  MemberReportModal,
  type MemberReportModalProps,
  type MemberReportValues,
} from './MemberReportModal/MemberReportModal';
export { MessageModal, type MessageModalProps, type MessageValues } from './MessageModal/MessageModal';
export { imageFileError } from './ReportModal/imageFile';
export {
  REPORT_SUBJECT_KEYS,
  ReportModal,
  type ReportModalProps,
  type ReportValues,
} from './ReportModal/ReportModal';
export {
  type RequireAuth,
  RequireAuthProvider,
  type RequireAuthProviderProps,
  useRequireAuth,
  useViewer,
  type Viewer,
} from './RequireAuth/RequireAuth';
export { embedCode, ShareModal, type ShareModalProps } from './ShareModal/ShareModal';
export {
  AddToModal,
  type AddToModalProps,
  type AddToPlaylist,
  type AddToTarget,
  addToKey,
  type NewPlaylistValues,
} from './VideoModals/AddToModal';
export { AgeVerificationModal, type AgeVerificationModalProps } from './VideoModals/AgeVerificationModal';
export { DeleteVideoModal, type DeleteVideoModalProps } from './VideoModals/DeleteVideoModal';
export {
  EditPlaylistModal,
  type EditPlaylistModalProps,
  PLAYLIST_TITLE_LIMITS,
  type PlaylistValues,
} from './VideoModals/EditPlaylistModal';
export { type ReaddValues, ReaddVideoModal, type ReaddVideoModalProps } from './VideoModals/ReaddVideoModal';
