export type { AuthCalls } from './auth.js';
export type { LangCalls } from './catalog.js';
export type { ProfileCalls } from './members.js';
export type { ReportCalls } from './support.js';
export type { UploadCalls } from './uploads.js';
