export * from './client.js';
export * from './contract/index.js';
export type { ApiClientOptions, FetchLike } from './core.js';
export * from './errors.js';
