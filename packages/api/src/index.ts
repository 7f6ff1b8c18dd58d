// The root entry is what the browser loads (#28): it builds no schema, so no zod is in a page's JavaScript.
// The contract's types come with it (`export type`); its schemas, CALLS and CALL_DOCS are in
// `@site/api/contract` (the server, tests, OpenAPI and forms that check on the client load them from there).
export { type CallParams, callParams, callUrl } from './calls/declared.js';
export type { ReadName, WriteName } from './calls/names.js';
export { ROUTES } from './calls/routes.js';
export * from './client.js';
export * from './contract/call.js';
export * from './contract/constants.js';
export * from './contract/csrf.js';
export type * from './contract/index.js';
export * from './contract/paths.js';
export * from './contract/upload-rules.js';
export * from './contract/values.js';
export { type CookieStore, createCookieJar } from './cookies.js';
export {
  type ApiClientOptions,
  type FetchLike,
  type FormFields,
  type FormValue,
  formBody,
  type MultipartOptions,
  multipartBody,
} from './core.js';
export * from './errors.js';
export {
  fetchUploadTransport,
  progressOf,
  type UploadProgress,
  type UploadRequest,
  type UploadResult,
  type UploadTransport,
  xhrUploadTransport,
} from './upload.js';
