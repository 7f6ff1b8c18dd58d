export { en, type MessageKey, type Messages, type PluralKey } from './en';
export { formatCount, formatDuration, interpolate, isoDuration, type MessageParams } from './format';
export { ageCheckEn } from './messages/age-check';
export { type CommentsMessageKey, commentsEn } from './messages/comments';
export { type DialogsMessageKey, dialogsEn } from './messages/dialogs';
export { type FiltersMessageKey, filtersEn } from './messages/filters';
export { friendsEn } from './messages/friends';
export { type ModerationMessageKey, moderationEn } from './messages/moderation';
export { type NotificationsMessageKey, notificationsEn } from './messages/notifications';
export { type PlayerMessageKey, playerEn } from './messages/player';
export { type PremiumMessageKey, premiumEn } from './messages/premium';
export { type SettingsMessageKey, settingsEn } from './messages/settings';
export { messagesApi } from './messages-api';
export {
  DEFAULT_HREFS,
  type Hrefs,
  type LinkComponent,
  type LinkComponentProps,
  type MessagesApi,
  UiProvider,
  type UiProviderProps,
  useHrefs,
  useLinkComponent,
  useMessages,
} from './UiProvider';
