/**
 * The test harness of @site/api: synthetic fixtures, msw 3 handlers for every call of §7, and a mock
 * client that records each request, for other packages' tests and Storybook. Needs `msw` (an optional
 * peer dependency).
 */
export * as fixtures from '../docs/fixtures.js';
export * as moderationFixtures from '../docs/moderation-fixtures.js';
export { type ApiHandlersOptions, apiErrorHandler, apiHandlers, type RecordedCall } from './handlers.js';
export { createMockApi, type MockApi, type SentRequest } from './mock-api.js';
