export { callQuery } from './declared.js';
export * from './entities.js';
export * from './moderation.js';
export * from './mutations.js';
export { keyParams, mayPassAgain, seconds, shouldRetry } from './shared.js';
export { videoQueries } from './videos.js';
