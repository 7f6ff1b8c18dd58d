/**
 * Media storage (issue #7): one interface over the local disk (default) and any S3-compatible service,
 * signed expiring media URLs, and the route that serves signed local URLs with byte ranges.
 * See README.md in this folder for the decisions.
 */
export { s3OptionsFromEnv, storageFromEnv } from './env.js';
export {
  attachmentDisposition,
  contentTypeFor,
  downloadNameSchema,
  OCTET_STREAM,
  StorageKeyError,
  storageKeySchema,
  storagePrefixSchema,
} from './keys.js';
export {
  createLocalStorage,
  DEFAULT_URL_PREFIX,
  type LocalStorage,
  type LocalStorageOptions,
} from './local.js';
export { type ByteRange, contentRange, decideRange, type RangeDecision } from './range.js';
export { type ServeSignedOptions, serveSigned } from './route.js';
export { createS3Storage, type S3Storage, type S3StorageOptions } from './s3.js';
export { checkLocalUrl, type SignedUrl, signLocalUrl, verifyLocalUrl } from './signing.js';
export {
  DEFAULT_URL_SECONDS,
  type GetResult,
  MAX_URL_SECONDS,
  type MediaStorage,
  type ObjectInfo,
  type PutFileOptions,
  type PutOptions,
  type PutResult,
  RangeNotSatisfiableError,
  type RangeRequest,
  type UrlOptions,
} from './types.js';
