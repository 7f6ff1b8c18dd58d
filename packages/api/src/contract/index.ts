export { CALL_DOCS } from '../docs/call-docs.js';
export * from './actions.js';
export * from './analytics.js';
export * from './appeal.js';
export * from './auth.js';
export * from './call.js';
export * from './calls.js';
export * from './channel.js';
export * from './comment.js';
export {
  countrySchema,
  countSchema,
  dateTimeSchema,
  dirSchema,
  envelope,
  flagInputSchema,
  flagSchema,
  idParamSchema,
  idSchema,
  type OkResponse,
  okResponseSchema,
  pageSchema,
  response,
} from './common.js';
export * from './consent.js';
export * from './constants.js';
export * from './country-calls.js';
export * from './friend.js';
export * from './member.js';
export * from './message.js';
export * from './misc.js';
export * from './model.js';
export * from './moderation.js';
export * from './notification.js';
export * from './params.js';
export * from './paths.js';
export * from './playlist.js';
export * from './records.js';
export * from './responses.js';
export * from './safety.js';
export * from './settings.js';
export * from './upload.js';
export * from './upload-rules.js';
export * from './values.js';
export * from './verification.js';
export * from './video.js';
