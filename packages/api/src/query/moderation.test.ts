import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { apiErrorHandler } from '../testing/handlers.js';
import { createMockApi } from '../testing/mock-api.js';
import { decideDownloadMutation, moderationQueries } from './index.js';

describe('given the moderation console query factories', () => {
  const { api } = createMockApi();

  it.each([
    ['queue', moderationQueries.queue(api), ['moderation', 'queue']],
    ['reports', moderationQueries.reports(api, { status: 'open' }), ['moderation', 'reports', 'list']],
    ['report', moderationQueries.report(api, 31), ['moderation', 'reports', 'detail', 31]],
    ['takedowns', moderationQueries.takedowns(api, { pending: 1 }), ['moderation', 'takedowns']],
    ['members', moderationQueries.members(api, { q: 'he' }), ['moderation', 'members']],
    ['words', moderationQueries.words(api), ['moderation', 'words']],
    ['audit', moderationQueries.audit(api, { action: 'reject' }), ['moderation', 'audit']],
    ['settings', moderationQueries.settings(api), ['moderation', 'settings']],
  ] as const)('%s keys from general to specific and is never fresh (staleTime 0)', (_n, q, prefix) => {
    expect(q.queryKey.slice(0, prefix.length)).toEqual(prefix);
    expect(q.queryKey[0]).toBe(moderationQueries.all()[0]);
    expect(q.staleTime).toBe(0);
  });

  it('puts reports and one report under the same reports key, so one invalidation refreshes both', () => {
    const reportsKey = moderationQueries.reportsAll();
    expect(moderationQueries.reports(api).queryKey.slice(0, reportsKey.length)).toEqual(reportsKey);
    expect(moderationQueries.report(api, 31).queryKey.slice(0, reportsKey.length)).toEqual(reportsKey);
  });

  it('shares one key between equal parameter sets and separates different filters', () => {
    expect(moderationQueries.members(api, { filter: 'all', page: 1 }).queryKey).toEqual(
      moderationQueries.members(api).queryKey,
    );
    expect(moderationQueries.reports(api, { status: 'open' }).queryKey).not.toEqual(
      moderationQueries.reports(api, { status: 'resolved' }).queryKey,
    );
    expect(moderationQueries.queue(api, { page: 2 }).queryKey).not.toEqual(
      moderationQueries.queue(api).queryKey,
    );
  });

  it('fetches each read through the client with its parameters', async () => {
    const mock = createMockApi();
    const qc = new QueryClient();
    const queue = await qc.fetchQuery(moderationQueries.queue(mock.api));
    expect(queue.videos.length).toBeGreaterThan(0);
    const reports = await qc.fetchQuery(
      moderationQueries.reports(mock.api, { status: 'in_progress', assignee_id: 12, page: 2 }),
    );
    expect(reports.reports.length).toBeGreaterThan(0);
    const report = await qc.fetchQuery(moderationQueries.report(mock.api, 32));
    expect(report.report.report_id).toBe(32);
    await qc.fetchQuery(moderationQueries.takedowns(mock.api, { pending: 1 }));
    await qc.fetchQuery(moderationQueries.members(mock.api, { q: 'heron', filter: 'sanctioned' }));
    const words = await qc.fetchQuery(moderationQueries.words(mock.api));
    expect(words.words.map((w) => w.word)).toContain('casino');
    await qc.fetchQuery(moderationQueries.audit(mock.api, { target_type: 'video', target_id: '501' }));
    const settings = await qc.fetchQuery(moderationQueries.settings(mock.api));
    expect(settings.settings.trusted_skip_review).toBe(0);
    const urls = mock.calls.map((c) => c.url);
    expect(urls).toEqual([
      expect.stringContaining('/api/moderation/queue.php'),
      expect.stringMatching(/reports\.php\?status=in_progress&assignee_id=12&page=2$/),
      expect.stringMatching(/report\.php\?report_id=32$/),
      expect.stringMatching(/takedowns\.php\?pending=1$/),
      expect.stringMatching(/members\.php\?q=heron&filter=sanctioned$/),
      expect.stringContaining('/api/moderation/words.php'),
      expect.stringMatching(/audit\.php\?target_type=video&target_id=501$/),
      expect.stringContaining('/api/moderation/settings.php'),
    ]);
  });

  it('asks again on every mount: a cached answer is stale at once', async () => {
    const mock = createMockApi();
    const qc = new QueryClient();
    await qc.fetchQuery(moderationQueries.words(mock.api));
    await qc.fetchQuery(moderationQueries.words(mock.api));
    expect(mock.calls.filter((c) => c.url.includes('words.php'))).toHaveLength(2);
  });
});

describe('given the download requests of the console (#13)', () => {
  const { api } = createMockApi();

  it('keys the lists under the console key, never fresh, with pending as the default status', () => {
    const q = moderationQueries.downloadRequests(api);
    expect(q.queryKey.slice(0, 2)).toEqual(['moderation', 'downloads']);
    expect(q.staleTime).toBe(0);
    expect(q.queryKey).toEqual(
      moderationQueries.downloadRequests(api, { status: 'pending', page: 1 }).queryKey,
    );
    expect(q.queryKey).not.toEqual(moderationQueries.downloadRequests(api, { status: 'approved' }).queryKey);
    expect(q.queryKey).not.toEqual(moderationQueries.downloadRequests(api, { page: 2 }).queryKey);
  });

  it('fetches a status and a page through the client', async () => {
    const mock = createMockApi();
    const qc = new QueryClient();
    const pending = await qc.fetchQuery(moderationQueries.downloadRequests(mock.api));
    expect(pending.requests.map((r) => r.status)).toEqual(['pending', 'pending']);
    const approved = await qc.fetchQuery(
      moderationQueries.downloadRequests(mock.api, { status: 'approved', page: 2 }),
    );
    expect(approved.requests[0]).toMatchObject({ status: 'approved', decided_by: 12 });
    expect(mock.calls.map((c) => c.url)).toEqual([
      '/api/downloads.php',
      '/api/downloads.php?status=approved&page=2',
    ]);
  });

  it('a decision takes the request out of the cached lists at once and marks them to ask again', async () => {
    const mock = createMockApi();
    const qc = new QueryClient();
    const query = moderationQueries.downloadRequests(mock.api);
    expect((await qc.fetchQuery(query)).requests).toHaveLength(2);
    await new MutationObserver(qc, decideDownloadMutation(mock.api, qc)).mutate({
      request_id: 41,
      act: 'approve',
    });
    expect(qc.getQueryData(query.queryKey)?.requests.map((r) => r.request_id)).toEqual([42]);
    expect(qc.getQueryState(query.queryKey)?.isInvalidated).toBe(true);
    expect(mock.last()).toMatchObject({
      method: 'POST',
      url: '/api/downloads.php',
      body: 'act=approve&request_id=41',
    });
  });

  it('a failed decision (already decided elsewhere) leaves the rows but marks the lists to ask again', async () => {
    const mock = createMockApi({
      extra: [apiErrorHandler('post', '/api/downloads.php', 'already_decided', 409)],
    });
    const qc = new QueryClient();
    const query = moderationQueries.downloadRequests(mock.api);
    await qc.fetchQuery(query);
    await expect(
      new MutationObserver(qc, decideDownloadMutation(mock.api, qc)).mutate({
        request_id: 41,
        act: 'reject',
      }),
    ).rejects.toMatchObject({ code: 'already_decided' });
    expect(qc.getQueryData(query.queryKey)?.requests).toHaveLength(2);
    expect(qc.getQueryState(query.queryKey)?.isInvalidated).toBe(true);
  });
});
