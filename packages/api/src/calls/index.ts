export type { LangCalls } from './catalog.js';
