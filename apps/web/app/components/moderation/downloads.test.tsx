// @vitest-environment jsdom
import {
  ApiError,
  type DownloadDecisionInput,
  type DownloadRequestItem,
  type DownloadRequestsResponse,
} from '@site/api';
import { moderationFixtures } from '@site/api/testing';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInSite } from '../../test/site';
import type { ConsoleAccess } from './access';
import { ConsolePage } from './ConsolePage';
import { DownloadsSection } from './DownloadsSection';
import { downloadRequestsParams } from './params';

afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const MODERATOR: ConsoleAccess = { kind: 'staff', role: 'moderator', userId: 12, username: 'Warden' };
const STAFF_USER = { user_id: 12, username: 'Warden', avatar: null, status_id: 1 };

const request = (id: number, over: Partial<DownloadRequestItem> = {}): DownloadRequestItem =>
  moderationFixtures.downloadRequestItem(id, over);

/** The download requests section as staff see it, at `path`. */
function renderDownloads(ui: ReactNode, path = '/moderation/downloads/') {
  return renderInSite(
    <ConsolePage access={MODERATOR} section="downloads" title="console.downloads.title">
      {ui}
    </ConsolePage>,
    { user: STAFF_USER, site: { role: 'moderator' }, path },
  );
}

/** A console API whose pending requests leave the list when decided. */
function downloadsApi() {
  let pending = [request(1, { title: 'Harbour at dawn' }), request(2, { title: 'Quiet hills' })];
  const downloadRequests = vi.fn(
    async (): Promise<DownloadRequestsResponse> => ({ code: 'success', requests: pending }),
  );
  const decideDownload = vi.fn(async (input: DownloadDecisionInput) => {
    pending = pending.filter((r) => r.request_id !== Number(input.request_id));
    return { code: 'success' as const };
  });
  return { moderation: { downloadRequests, decideDownload } };
}

describe('given the download requests of the console', () => {
  it('the console navigation links to the section', () => {
    renderDownloads(<p>section</p>);
    const nav = screen.getByRole('navigation', { name: 'Moderation' });
    const link = within(nav).getByRole('link', { name: 'Download requests' });
    expect(link.getAttribute('href')).toBe('/moderation/downloads/');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('staff see the waiting requests; approving calls the API, tells so and asks again', async () => {
    const parts = downloadsApi();
    const view = renderDownloads(<DownloadsSection api={fakeApi(parts)} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Download requests' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Harbour at dawn' });
    expect(within(card).getByRole('link', { name: 'Viewer1' }).getAttribute('href')).toBe('/members/101/');
    expect(within(card).getByText(/film class/)).toBeInTheDocument();
    expect(parts.moderation.downloadRequests).toHaveBeenCalledWith(
      { status: 'pending', page: 1 },
      expect.anything(),
    );

    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));

    await waitFor(() =>
      expect(parts.moderation.decideDownload).toHaveBeenCalledWith({ request_id: 41, act: 'approve' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Harbour at dawn' })).not.toBeInTheDocument(),
    );
    expect(view.actions.notify).toHaveBeenCalledWith({
      type: 'success',
      text: 'The request is approved; the member may now download the video.',
    });
    expect(parts.moderation.downloadRequests).toHaveBeenCalledTimes(2);
  });

  it('rejecting sends act reject', async () => {
    const parts = downloadsApi();
    const view = renderDownloads(<DownloadsSection api={fakeApi(parts)} />);
    const card = await screen.findByRole('article', { name: 'Quiet hills' });
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(parts.moderation.decideDownload).toHaveBeenCalledWith({ request_id: 42, act: 'reject' }),
    );
    await waitFor(() =>
      expect(view.actions.notify).toHaveBeenCalledWith({ type: 'success', text: 'The request is rejected.' }),
    );
  });

  it('a request someone else decided first is told, shown as an alert, and the list asked again', async () => {
    const parts = downloadsApi();
    parts.moderation.decideDownload.mockRejectedValueOnce(new ApiError('already_decided', 409));
    const view = renderDownloads(<DownloadsSection api={fakeApi(parts)} />);
    const card = await screen.findByRole('article', { name: 'Harbour at dawn' });
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(view.actions.notify).toHaveBeenCalledWith({
        type: 'error',
        text: 'Someone else has already decided this request. The list is refreshed.',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/Someone has already decided this request/);
    await waitFor(() => expect(parts.moderation.downloadRequests).toHaveBeenCalledTimes(2));
  });

  it('the status filter and the page live in the address', async () => {
    const parts = downloadsApi();
    renderDownloads(
      <DownloadsSection api={fakeApi(parts)} />,
      '/moderation/downloads/?status=rejected&page=2',
    );
    await waitFor(() =>
      expect(parts.moderation.downloadRequests).toHaveBeenCalledWith(
        { status: 'rejected', page: 2 },
        expect.anything(),
      ),
    );
  });

  it('a load failure offers to try again', async () => {
    const parts = downloadsApi();
    parts.moderation.downloadRequests.mockRejectedValue(new ApiError('general_error', 500));
    renderDownloads(<DownloadsSection api={fakeApi(parts)} />);
    expect(await screen.findByRole('button', { name: /Try again/ }, { timeout: 15_000 })).toBeEnabled();
  });
});

describe('given the address of the download requests', () => {
  const search = (text: string) => new URLSearchParams(text);
  it('reads the status and page, waiting and 1 by default, and drops bad values', () => {
    expect(downloadRequestsParams(search(''))).toEqual({ status: 'pending', page: 1 });
    expect(downloadRequestsParams(search('status=approved&page=3'))).toEqual({ status: 'approved', page: 3 });
    expect(downloadRequestsParams(search('status=everything&page=-1'))).toEqual({
      status: 'pending',
      page: 1,
    });
  });
});
