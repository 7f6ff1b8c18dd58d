export * from './constants.js';
export * from './params.js';
export * from './paths.js';
export * from './responses.js';
export * from './values.js';
export * from './video.js';
