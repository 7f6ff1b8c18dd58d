export { callUrl } from './calls/declared.js';
export * from './client.js';
export * from './contract/index.js';
export {
  type ApiClientOptions,
  type FetchLike,
  type FormFields,
  type FormValue,
  formBody,
  type MultipartOptions,
  multipartBody,
} from './core.js';
export { CALL_DOCS } from './docs/call-docs.js';
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
