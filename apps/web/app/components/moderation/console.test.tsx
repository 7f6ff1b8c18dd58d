// @vitest-environment jsdom
import {
  ApiError,
  type MemberStanding,
  type ModerationQueueResponse,
  type ReportItem,
  type ReviewItem,
  type SanctionInput,
} from '@site/api';
import { moderationFixtures } from '@site/api/testing';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteQueries } from '../../lib/route-data';
import { fakeApi, MEMBER, renderInSite, serverContext } from '../../test/site';
import type { ConsoleAccess } from './access';
import { ConsolePage } from './ConsolePage';
import { consoleLoader } from './loader.server';
import { MembersSection } from './MembersSection';
import { QueueSection } from './QueueSection';
import { RecordsSection } from './RecordsSection';
import { ReportSection } from './ReportSection';
import { SettingsSection } from './SettingsSection';
import { WordsSection } from './WordsSection';

afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const AT = '2026-03-01T10:00:00.000Z';
const MODERATOR: ConsoleAccess = { kind: 'staff', role: 'moderator', userId: 12, username: 'Warden' };
const STAFF_USER = { user_id: 12, username: 'Warden', avatar: null, status_id: 1 };

// The console rows of @site/api's fixtures; no media, so the review panel shows its note instead of a
// player (jsdom plays nothing).
const review = (id: number, title: string): ReviewItem =>
  moderationFixtures.reviewItem(id, { title, poster: null, storyboard: null, hls: null });

const report = (over: Partial<ReportItem> = {}): ReportItem =>
  moderationFixtures.reportItem(1, {
    subject: 'Technical Problems',
    message: 'The player stops after a minute.',
    ref: null,
    ...over,
  });

const standing = (id: number, username: string, over: Partial<MemberStanding> = {}): MemberStanding =>
  moderationFixtures.memberStanding(0, {
    user_id: id,
    username,
    email: `${username.toLowerCase()}@example.test`,
    ...over,
  });

/** A console section as staff see it, at `path`. */
function renderConsole(ui: ReactNode, { path = '/moderation/', access = MODERATOR } = {}) {
  return renderInSite(
    <ConsolePage access={access} section="queue" title="console.queue.title">
      {ui}
    </ConsolePage>,
    { user: STAFF_USER, site: { role: access.kind === 'staff' ? access.role : 'member' }, path },
  );
}

describe('given the review queue', () => {
  function queueApi() {
    let videos = [review(1, 'Harbour at dawn'), review(2, 'Quiet hills')];
    const queue = vi.fn(
      async (): Promise<ModerationQueueResponse> => ({
        code: 'success',
        videos,
        total: videos.length,
        page: 1,
      }),
    );
    const leave = (id: number) => {
      videos = videos.filter((v) => v.video_id !== id);
      return { code: 'success' as const, video_id: id, status_id: 1 };
    };
    const approve = vi.fn(async ({ video_id }: { video_id: number }) => leave(video_id));
    const reject = vi.fn(async ({ video_id }: { video_id: number; reason: string }) => leave(video_id));
    return { moderation: { queue, approve, reject } };
  }

  it('staff see the waiting videos and the first under review; approving calls the API and removes it', async () => {
    const parts = queueApi();
    const view = renderConsole(<QueueSection api={fakeApi(parts)} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Review queue' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Harbour at dawn' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quiet hills' })).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(parts.moderation.approve).toHaveBeenCalledWith({ video_id: 501 }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Harbour at dawn' })).not.toBeInTheDocument(),
    );
    // The panel moves on to the next video.
    expect(await screen.findByRole('heading', { level: 2, name: 'Quiet hills' })).toBeInTheDocument();
    expect(view.actions.notify).toHaveBeenCalledWith({
      type: 'success',
      text: 'The video is approved and published.',
    });
  });

  it('choosing a video keeps it in the address and shows it for review', async () => {
    renderConsole(<QueueSection api={fakeApi(queueApi())} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Quiet hills' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Quiet hills' })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/moderation/?video=502');
  });

  it('rejecting asks for a reason first and sends it to the uploader', async () => {
    const parts = queueApi();
    renderConsole(<QueueSection api={fakeApi(parts)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject video' }));
    expect(await within(dialog).findByText('This field is required')).toBeVisible();
    expect(parts.moderation.reject).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'The sound is missing' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject video' }));
    await waitFor(() =>
      expect(parts.moderation.reject).toHaveBeenCalledWith({ video_id: 501, reason: 'The sound is missing' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Harbour at dawn' })).not.toBeInTheDocument(),
    );
  });

  it('a failed act is told in the page’s language and the video stays', async () => {
    const parts = queueApi();
    parts.moderation.approve.mockRejectedValueOnce(new ApiError('not_awaiting_review', 409));
    const view = renderConsole(<QueueSection api={fakeApi(parts)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(view.actions.notify).toHaveBeenCalledWith({
        type: 'error',
        text: 'Someone else has already reviewed this video.',
      }),
    );
    expect(screen.getByRole('button', { name: 'Harbour at dawn' })).toBeInTheDocument();
  });
});

describe('given who may see the console', () => {
  it('a signed-in member who is not staff gets the "not allowed" page and no console call', async () => {
    const api = fakeApi({});
    renderInSite(
      <ConsolePage access={{ kind: 'member' }} section="queue" title="console.queue.title">
        <QueueSection api={api} />
      </ConsolePage>,
      { user: MEMBER },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText('This page is for moderators and admins only.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Moderation' })).not.toBeInTheDocument();
  });

  it('a visitor gets the sign-in prompt that opens the sign-in modal', async () => {
    const view = renderInSite(
      <ConsolePage access={{ kind: 'visitor' }} section="queue" title="console.queue.title">
        <QueueSection api={fakeApi({})} />
      </ConsolePage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Moderation' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(view.actions.openSignIn).toHaveBeenCalledOnce();
  });

  it('staff get the sections’ navigation; settings only for admins', async () => {
    renderConsole(<p>section</p>);
    const nav = screen.getByRole('navigation', { name: 'Moderation' });
    expect(within(nav).getByRole('link', { name: 'Reports' }).getAttribute('href')).toBe(
      '/moderation/reports/',
    );
    expect(within(nav).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    cleanup();
    renderConsole(<p>section</p>, { access: { ...MODERATOR, role: 'admin' } });
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/moderation/settings/');
  });
});

describe('given the console loader on the server', () => {
  /** A load context whose API answers the session with `role` and records every other call. */
  function context(session: { user: typeof STAFF_USER | null; role: string | null }) {
    const calls: string[] = [];
    const apiFetch = vi.fn(async (url: string) => {
      if (url.includes('/api/session.php')) return Response.json({ code: 'success', ...session });
      calls.push(url);
      return Response.json({
        code: 'success',
        settings: { trusted_skip_review: 0, complaint_days: 7, appeal_hides_video: 1, age_policy: [] },
      });
    });
    return { ctx: serverContext({ apiFetch, country: 'eu' }), calls };
  }
  const prefetchSettings = (q: RouteQueries) =>
    q.prefetch({ queryKey: ['moderation', 'settings'], queryFn: () => q.api.moderation.settings() });

  it.each([
    ['a visitor', 401, { user: null, role: null }],
    ['a member', 403, { user: { ...STAFF_USER, user_id: 7 }, role: 'member' }],
  ] as const)('answers %s with %i and fetches nothing of the console', async (_who, status, session) => {
    const { ctx, calls } = context(session);
    const answer = await consoleLoader(ctx, prefetchSettings);
    expect(answer.init?.status).toBe(status);
    expect(answer.data.dehydratedState).toBeNull();
    expect(calls).toEqual([]);
  });

  it('prefetches the page’s reads for staff', async () => {
    const { ctx, calls } = context({ user: STAFF_USER, role: 'moderator' });
    const answer = await consoleLoader(ctx, prefetchSettings);
    expect(answer.init?.status).toBe(200);
    expect(answer.data.access).toMatchObject({ kind: 'staff', role: 'moderator' });
    expect(calls).toEqual([expect.stringContaining('/api/moderation/settings.php')]);
    expect(answer.data.dehydratedState?.queries).toHaveLength(1);
  });

  it('answers 404 for staff when the entity the page names does not exist', async () => {
    const { ctx } = context({ user: STAFF_USER, role: 'moderator' });
    const missing = (q: RouteQueries) =>
      q.fetch({
        queryKey: ['moderation', 'report', 9],
        queryFn: async () => {
          throw new ApiError('report_not_found', 404);
        },
      });
    await expect(consoleLoader(ctx, missing)).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe('given a report', () => {
  function reportApi(over: Partial<ReportItem> = {}) {
    let current = report(over);
    const thread: {
      message_id: number;
      kind: 'reply' | 'note';
      body: string;
      author: null;
      created_at: string;
    }[] = [];
    const change = () => ({ code: 'success' as const, report: current });
    return {
      moderation: {
        report: vi.fn(async () => ({
          code: 'success' as const,
          report: current,
          thread: [...thread],
          takedowns: [],
        })),
        reply: vi.fn(async (input: { report_id: number; message: string; kind?: 'reply' | 'note' }) => {
          thread.push({
            message_id: thread.length + 1,
            kind: input.kind ?? 'reply',
            body: input.message,
            author: null,
            created_at: AT,
          });
          return change();
        }),
        assign: vi.fn(async (input: { report_id: number; assignee_id?: number }) => {
          current = { ...current, assignee: input.assignee_id ? { user_id: 12, username: 'Warden' } : null };
          return change();
        }),
        reportStatus: vi.fn(async (input: { report_id: number; status: ReportItem['status'] }) => {
          current = { ...current, status: input.status };
          return change();
        }),
      },
    };
  }

  it('staff reply to the reporter; the reply joins the thread and the form empties', async () => {
    const parts = reportApi();
    const view = renderConsole(<ReportSection reportId={31} api={fakeApi(parts)} />);
    const text = await screen.findByRole('textbox', { name: /Text/ });
    fireEvent.change(text, { target: { value: 'Thanks, we are looking into it.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(parts.moderation.reply).toHaveBeenCalledWith({
        report_id: 31,
        kind: 'reply',
        message: 'Thanks, we are looking into it.',
      }),
    );
    expect(await screen.findByText('Thanks, we are looking into it.')).toBeInTheDocument();
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /Text/ }) as HTMLTextAreaElement).value).toBe(''),
    );
    expect(view.actions.notify).toHaveBeenCalledWith({
      type: 'success',
      text: 'The reply is sent to the reporter.',
    });
  });

  it("links the report's attached picture to staff's image address (#25 item 3), and no link without one", async () => {
    const view = renderConsole(
      <ReportSection reportId={31} api={fakeApi(reportApi({ report_id: 31, has_image: 1 }))} />,
    );
    expect((await screen.findByRole('link', { name: 'Attached image' })).getAttribute('href')).toBe(
      '/api/moderation/report-image.php?report_id=31',
    );
    view.unmount();
    renderConsole(<ReportSection reportId={31} api={fakeApi(reportApi({ report_id: 31, has_image: 0 }))} />);
    await screen.findByRole('button', { name: 'Send' });
    expect(screen.queryByRole('link', { name: 'Attached image' })).not.toBeInTheDocument();
  });

  it('an empty reply is not sent', async () => {
    const parts = reportApi();
    renderConsole(<ReportSection reportId={31} api={fakeApi(parts)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(parts.moderation.reply).not.toHaveBeenCalled();
  });

  it('staff assign the report to themselves and change its status', async () => {
    const parts = reportApi();
    renderConsole(<ReportSection reportId={31} api={fakeApi(parts)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Assign to me' }));
    await waitFor(() =>
      expect(parts.moderation.assign).toHaveBeenCalledWith({ report_id: 31, assignee_id: 12 }),
    );
    expect(await screen.findByRole('button', { name: 'Unassign' })).toBeEnabled();

    const status = screen.getByRole('combobox', { name: 'Status' });
    await act(async () => {
      fireEvent.click(status);
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Resolved' }));
    await waitFor(() =>
      expect(parts.moderation.reportStatus).toHaveBeenCalledWith({ report_id: 31, status: 'resolved' }),
    );
  });
});

describe('given members and their sanctions', () => {
  it('staff ban a member with a reason; the list is asked again', async () => {
    let members = [standing(101, 'Heron'), standing(12, 'Warden', { role: 'moderator' })];
    const parts = {
      moderation: {
        members: vi.fn(async () => ({ code: 'success' as const, members, total: members.length, page: 1 })),
        sanction: vi.fn(async (input: SanctionInput) => {
          members = members.map((m) =>
            m.user_id === input.user_id
              ? { ...m, standing: 'banned' as const, sanction_reason: input.reason ?? null }
              : m,
          );
          return {
            code: 'success' as const,
            user_id: Number(input.user_id),
            standing: 'banned' as const,
            banned_until: null,
          };
        }),
      },
    };
    const view = renderConsole(<MembersSection api={fakeApi(parts)} />, { path: '/moderation/members/' });
    const actions = await screen.findByRole('group', { name: 'Actions for Heron' });
    // One's own row cannot be sanctioned.
    for (const button of within(screen.getByRole('group', { name: 'Actions for Warden' })).getAllByRole(
      'button',
    )) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
    fireEvent.click(within(actions).getByRole('button', { name: 'Ban' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Spam in comments' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(parts.moderation.sanction).toHaveBeenCalledWith({
        user_id: 101,
        sanction: 'ban',
        until: undefined,
        reason: 'Spam in comments',
      }),
    );
    expect(await screen.findByText('Banned')).toBeInTheDocument();
    expect(parts.moderation.members).toHaveBeenCalledTimes(2);
    expect(view.actions.notify).toHaveBeenCalledWith({
      type: 'success',
      text: 'The member’s standing is changed.',
    });
  });

  it('searching and filtering go into the address', async () => {
    const parts = {
      moderation: {
        members: vi.fn(async () => ({ code: 'success' as const, members: [], total: 0, page: 1 })),
      },
    };
    renderConsole(<MembersSection api={fakeApi(parts)} />, { path: '/moderation/members/?page=3' });
    await waitFor(() =>
      expect(parts.moderation.members).toHaveBeenCalledWith({ filter: 'all', page: 3 }, expect.anything()),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Username starts with' }), {
      target: { value: 'he' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/moderation/members/?q=he'));
    await waitFor(() =>
      expect(parts.moderation.members).toHaveBeenLastCalledWith(
        { q: 'he', filter: 'all', page: 1 },
        expect.anything(),
      ),
    );
  });
});

describe('given the forbidden words', () => {
  it('staff add and remove words', async () => {
    let words = ['casino'];
    const parts = {
      moderation: {
        words: vi.fn(async () => ({
          code: 'success' as const,
          words: words.map((word) => ({ word, added_by: null, created_at: AT })),
        })),
        addWord: vi.fn(async ({ word }: { word: string }) => {
          words = [...words, word];
          return { code: 'success' as const };
        }),
        removeWord: vi.fn(async ({ word }: { word: string }) => {
          words = words.filter((w) => w !== word);
          return { code: 'success' as const };
        }),
      },
    };
    renderConsole(<WordsSection api={fakeApi(parts)} />, { path: '/moderation/words/' });
    const field = await screen.findByRole('textbox', { name: /New word/ });
    fireEvent.change(field, { target: { value: 'clickbait' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(parts.moderation.addWord).toHaveBeenCalledWith({ word: 'clickbait' }));
    expect(await screen.findByRole('button', { name: 'Remove clickbait' })).toBeInTheDocument();
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /New word/ }) as HTMLInputElement).value).toBe(''),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove casino' }));
    await waitFor(() => expect(parts.moderation.removeWord).toHaveBeenCalledWith({ word: 'casino' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove casino' })).not.toBeInTheDocument(),
    );
  });

  it('a word already listed is refused before any call', async () => {
    const parts = {
      moderation: {
        words: vi.fn(async () => ({
          code: 'success' as const,
          words: [{ word: 'casino', added_by: null, created_at: AT }],
        })),
        addWord: vi.fn(),
      },
    };
    renderConsole(<WordsSection api={fakeApi(parts)} />, { path: '/moderation/words/' });
    await screen.findByRole('button', { name: 'Remove casino' });
    fireEvent.change(screen.getByRole('textbox', { name: /New word/ }), { target: { value: 'Casino' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This word is already on the list')).toBeVisible();
    expect(parts.moderation.addWord).not.toHaveBeenCalled();
  });
});

describe("given the settings' age gate by region (#31)", () => {
  it('an admin gives a region a provider check and puts it back to the default; the list is asked again', async () => {
    let policy: { region: string; mode: 'none' | 'self' | 'verified' }[] = [];
    const settings = () => ({
      code: 'success' as const,
      settings: {
        trusted_skip_review: 0 as const,
        complaint_days: 7,
        appeal_hides_video: 1 as const,
        age_policy: policy,
      },
    });
    const parts = {
      moderation: {
        settings: vi.fn(async () => settings()),
        agePolicy: vi.fn(async ({ region, mode }: { region: string; mode: string }) => {
          policy =
            mode === 'default'
              ? policy.filter((p) => p.region !== region)
              : [...policy, { region, mode: mode as 'verified' }];
          return settings();
        }),
      },
    };
    renderConsole(<SettingsSection api={fakeApi(parts)} />, {
      path: '/moderation/settings/',
      access: { ...MODERATOR, role: 'admin' },
    });
    const field = await screen.findByRole('textbox', { name: /Region/ });
    fireEvent.change(field, { target: { value: 'us-tx' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the rule' }));
    await waitFor(() =>
      expect(parts.moderation.agePolicy).toHaveBeenCalledWith({ region: 'US-TX', mode: 'verified' }),
    );
    expect(await screen.findByRole('combobox', { name: 'Gate in US-TX' })).toBeInTheDocument();
  });

  it('a moderator reads the policy without the form', async () => {
    const parts = {
      moderation: {
        settings: vi.fn(async () => ({
          code: 'success' as const,
          settings: {
            trusted_skip_review: 0 as const,
            complaint_days: 7,
            appeal_hides_video: 1 as const,
            age_policy: [{ region: 'GB', mode: 'verified' as const }],
          },
        })),
      },
    };
    renderConsole(<SettingsSection api={fakeApi(parts)} />, { path: '/moderation/settings/' });
    expect(await screen.findByRole('combobox', { name: 'Gate in GB' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save the rule' })).not.toBeInTheDocument();
  });
});

describe('given the consent records (#31 item 2)', () => {
  const ADMIN: ConsoleAccess = { kind: 'staff', role: 'admin', userId: 12, username: 'Warden' };
  const item = {
    record_id: 9,
    status: 'complete' as const,
    keeper: { user_id: 31, username: 'Heronmaker' },
    legal_name: 'Wren Stone',
    birth_date: '1990-04-12',
    recorded_on: '2026-10-01',
    created_at: AT,
    completed_at: AT,
    video_ids: [42],
  };

  it('a custodian reads the list, opens a record with its pictures, and finds the 2257 index', async () => {
    const record = vi.fn(async () => ({
      code: 'success',
      record: {
        ...item,
        id_document: '/api/records/image.php?record_id=9&image=id_document',
        release: '/api/records/image.php?record_id=9&image=release',
      },
    }));
    const list = vi.fn(async () => ({ code: 'success', records: [item], total: 1, page: 1 }));
    renderConsole(<RecordsSection api={fakeApi({ records: { list, record } })} />, {
      path: '/moderation/records/',
    });
    const row = await screen.findByRole('row', { name: /^Wren Stone/ });
    expect(screen.getByRole('link', { name: 'Export the 2257 index (CSV)' }).getAttribute('href')).toBe(
      '/api/records/2257-index.csv',
    );
    expect(record).not.toHaveBeenCalled();
    fireEvent.click(within(row).getByRole('button', { name: 'View the record of Wren Stone' }));
    const card = await screen.findByRole('article', { name: 'Record 9: Wren Stone' });
    expect(record).toHaveBeenCalledWith({ record_id: 9 }, expect.any(AbortSignal));
    expect(within(card).getByRole('link', { name: 'Signed release' }).getAttribute('href')).toBe(
      '/api/records/image.php?record_id=9&image=release',
    );
  });

  it('a member who is not a custodian is told so, with no list', async () => {
    const list = vi.fn(async () => {
      throw new ApiError('no_permission', 403);
    });
    renderConsole(<RecordsSection api={fakeApi({ records: { list } })} />, { path: '/moderation/records/' });
    await screen.findByText('For custodians of records only');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('an admin makes a member a custodian from the members list', async () => {
    const members = vi.fn(async () => ({
      code: 'success',
      members: [standing(12, 'Warden', { role: 'admin' }), standing(31, 'Heronmaker')],
      total: 2,
      page: 1,
    }));
    const custodian = vi.fn(async (input: { user_id: number; custodian: 0 | 1 }) => ({
      code: 'success',
      ...input,
    }));
    const view = renderConsole(<MembersSection api={fakeApi({ moderation: { members, custodian } })} />, {
      path: '/moderation/members/',
      access: ADMIN,
    });
    fireEvent.click(await screen.findByRole('switch', { name: 'Custodian of records: Heronmaker' }));
    await waitFor(() => expect(custodian).toHaveBeenCalledWith({ user_id: 31, custodian: 1 }));
    await waitFor(() =>
      expect(view.actions.notify).toHaveBeenCalledWith({
        type: 'success',
        text: 'The member’s custodian of records role is changed.',
      }),
    );
  });
});
