// @vitest-environment jsdom
import { ApiError, type VideoInfoInput, type VideoPerformersInput } from '@site/api';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stepOfUpload, type UploadStep } from '../../lib/upload/machine';
import type { StartUpload, UploadCallbacks } from '../../lib/upload/tus';
import { fakeApi, renderInSite } from '../../test/site';
import { UploadFlow } from './UploadFlow';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const UPLOAD_ID = 'upload-fixture-0001';
const POSTERS = [
  '/media/v/501/s/posters/1.jpg',
  '/media/v/501/s/posters/2.jpg',
  '/media/v/501/s/posters/3.jpg',
];

/** A stand-in for tus: records each started file and lets the test drive its callbacks. */
function fakeUploader() {
  const started: { file: File; callbacks: UploadCallbacks; abort: ReturnType<typeof vi.fn> }[] = [];
  const start: StartUpload = (file, callbacks) => {
    const abort = vi.fn();
    started.push({ file, callbacks, abort });
    return { abort };
  };
  const last = () => {
    const upload = started.at(-1);
    if (!upload) throw new Error('no upload was started');
    return upload.callbacks;
  };
  return { start, started, last };
}

const upload = (overrides: Record<string, unknown> = {}) => ({
  upload_id: UPLOAD_ID,
  filename: 'clip01.mp4',
  size: 1000,
  status: 'processing' as const,
  percent: 30,
  video_id: 501,
  title: null,
  info: null,
  posters: [] as string[],
  poster: 0,
  playable: false,
  error_code: null,
  reject_reason: null,
  created_at: 0,
  ...overrides,
});

const RECORDS = [
  {
    record_id: 7,
    status: 'complete',
    legal_name: 'Morgan Reed',
    birth_date: '1994-06-01',
    recorded_on: '2026-10-02',
    id_document: 1,
    release: 1,
    created_at: '2026-11-01T10:00:00Z',
    completed_at: '2026-11-01T10:05:00Z',
  },
  {
    record_id: 8,
    status: 'draft',
    legal_name: 'Alex Shore',
    birth_date: null,
    recorded_on: null,
    id_document: 0,
    release: 0,
    created_at: '2026-11-02T10:00:00Z',
    completed_at: null,
  },
];

function setup(options: { check?: () => Promise<unknown>; initial?: UploadStep } = {}) {
  const uploader = fakeUploader();
  let polls = 0;
  const api = {
    uploads: {
      check: vi.fn(
        options.check ??
          (async () => ({
            code: 'success',
            upload_id: UPLOAD_ID,
            filename: 'clip01.mp4',
            duration: 900,
            video_id: 501,
          })),
      ),
      // The first answer has no posters yet; later ones do.
      list: vi.fn(async () => {
        polls += 1;
        return { code: 'success', uploads: [upload(polls > 1 ? { posters: POSTERS, percent: 60 } : {})] };
      }),
      info: vi.fn(async (_input: VideoInfoInput) => ({ code: 'success', video_id: 501 })),
    },
    categories: {
      list: vi.fn(async () => ({
        code: 'success',
        categories: [
          { dir: 'lakes', title: 'Lakes', total_videos: 3, thumb: null },
          { dir: 'forest', title: 'Forest', total_videos: 5, thumb: null },
        ],
      })),
    },
    videos: { get: vi.fn(async () => ({ code: 'success', video: { user_id: 101 } })) },
    consent: {
      records: vi.fn(async () => ({ code: 'success', records: RECORDS })),
      videoPerformers: vi.fn(async (_input: { video_id: number }) => ({
        code: 'success',
        performers: [] as { kind: string; id: number; name: string; status: string }[],
      })),
      performers: vi.fn(async (_input: VideoPerformersInput) => ({
        code: 'success',
        performers: [
          { kind: 'uploader', id: 101, name: 'lakeside', status: 'verified' },
          { kind: 'record', id: 7, name: 'Morgan Reed', status: 'complete' },
        ],
      })),
    },
  };
  const onUploadIdChange = vi.fn();
  renderInSite(
    <UploadFlow
      api={fakeApi(api as never)}
      startUpload={uploader.start}
      pollMs={5}
      onUploadIdChange={onUploadIdChange}
      {...(options.initial ? { initial: options.initial } : {})}
    />,
    { user: { user_id: 101, username: 'lakeside' } as never },
  );
  return { api, uploader, onUploadIdChange };
}

const choose = (name: string, size = 1000) => {
  const file = new File([new Uint8Array(size)], name, { type: 'video/mp4' });
  fireEvent.change(screen.getByLabelText('Video file'), { target: { files: [file] } });
  return file;
};

/** Uploads a clip and describes it (title, poster, category), ready to send. */
async function describeUpload(uploader: ReturnType<typeof fakeUploader>) {
  choose('clip01.mp4');
  act(() => uploader.last().onSuccess(UPLOAD_ID));
  await screen.findByRole('heading', { name: 'Describe your video' });
  fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Lake at dawn' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Preview 1' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Choose categories' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('checkbox', { name: 'Lakes' }));
}

/** Uploads a clip, describes it and sends it to moderation: the page then asks who appears in it. */
async function sendToPerformers(uploader: ReturnType<typeof fakeUploader>) {
  await describeUpload(uploader);
  fireEvent.click(screen.getByRole('button', { name: 'Send to moderation' }));
  await screen.findByRole('heading', { name: 'Who appears in this video?' });
}

describe('given a member on the upload page', () => {
  it('refuses a bad filename before sending anything', async () => {
    const { uploader } = setup();
    choose('my holiday!.mp4');
    expect(screen.getByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('only latin letters and numbers'),
    );
    expect(uploader.started).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Choose a video' })).toBeInTheDocument();
  });

  it('shows the percent, then the server’s refusal of a duplicate in an alert, and starts over', async () => {
    const { api, uploader } = setup({
      check: async () => {
        throw new ApiError('duplicate_video', 409);
      },
    });
    const file = choose('clip01.mp4');
    expect(uploader.started[0]?.file).toBe(file);
    const heading = screen.getByRole('heading', { name: 'Uploading' });
    expect(document.activeElement).toBe(heading);

    act(() => uploader.last().onProgress(42.4));
    const bar = screen.getByRole('progressbar', { name: 'Uploading clip01.mp4' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuetext')).toBe('42% uploaded');
    expect(screen.getByRole('status').textContent).toBe('40% uploaded');

    act(() => uploader.last().onSuccess(UPLOAD_ID));
    const failed = await screen.findByRole('heading', { name: 'The upload did not work' });
    expect(api.uploads.check).toHaveBeenCalledWith({ upload_id: UPLOAD_ID }, expect.any(AbortSignal));
    expect(screen.getByRole('alert').textContent).toBe('This video has already been uploaded.');
    expect(document.activeElement).toBe(failed);

    fireEvent.click(screen.getByRole('button', { name: 'Upload a video' }));
    expect(screen.getByRole('heading', { name: 'Choose a video' })).toHaveFocus();
  });

  it('says it is reconnecting when the connection drops, and goes on from the same percent', async () => {
    const { uploader } = setup();
    choose('clip01.mp4');
    act(() => uploader.last().onProgress(37.5));
    act(() => uploader.last().onReconnecting?.(1000));
    const status = screen.getByText(/The connection was lost. Reconnecting/);
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toContain('37%');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('37');
    act(() => uploader.last().onProgress(40));
    expect(screen.queryByText(/Reconnecting/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Uploading' })).toBeInTheDocument();
  });

  it('shows a refusal of the tus server (size_limit) as the error step', async () => {
    const { uploader } = setup();
    choose('clip01.mp4');
    act(() => uploader.last().onError('size_limit'));
    expect(screen.getByRole('alert').textContent).toBe('The file is larger than 10 GB.');
  });

  it('waits for the previews, then sends the form with the picked poster and shows success', async () => {
    const { api, uploader, onUploadIdChange } = setup();
    choose('clip01.mp4');
    act(() => uploader.last().onProgress(100));
    act(() => uploader.last().onSuccess(UPLOAD_ID));

    expect(await screen.findByRole('heading', { name: 'Preparing preview images' })).toBeInTheDocument();
    expect(onUploadIdChange).toHaveBeenCalledWith(UPLOAD_ID);
    const form = await screen.findByRole('heading', { name: 'Describe your video' });
    expect(document.activeElement).toBe(form);
    expect(api.uploads.list).toHaveBeenCalledWith({ upload_id: UPLOAD_ID }, expect.any(AbortSignal));

    // Sending with nothing filled in: the fields say what is missing, nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Send to moderation' }));
    expect(screen.getByText('Please correct the marked fields.').getAttribute('role')).toBe('alert');
    expect(screen.getByText('Choose a preview image')).toBeVisible();
    expect(api.uploads.info).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Lake at dawn' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), {
      target: { value: 'Calm water' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Private' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Exclusive/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Preview 2' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Choose categories' }));
    const panel = await screen.findByRole('dialog');
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Forest' }));
    fireEvent.keyDown(panel, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Send to moderation' }));
    const done = await screen.findByRole('heading', { name: 'Sent to moderation' });
    expect(api.uploads.info).toHaveBeenCalledWith({
      upload_id: UPLOAD_ID,
      title: 'Lake at dawn',
      description: 'Calm water',
      categories: ['forest'],
      orientation: 'str',
      visibility: '1',
      exclusive: 1,
      poster: 2,
    });
    expect(document.activeElement).toBe(done);
    const link = await screen.findByRole('link', { name: 'My uploaded videos' });
    expect(link.getAttribute('href')).toBe('/members/101/uploaded_videos/');
  });

  it('keeps the form and says why when the server refuses the screenshot', async () => {
    const { api, uploader } = setup();
    api.uploads.info.mockRejectedValueOnce(new ApiError('screen_upload_error', 400));
    await describeUpload(uploader);

    fireEvent.click(screen.getByRole('button', { name: 'Send to moderation' }));
    expect(
      await screen.findByText('The preview image could not be used. Please choose another one.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Describe your video' })).toBeInTheDocument();
    expect((screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe('Lake at dawn');
  });

  it('edits a described upload: the form starts from its words, and keeps its preview when none is picked', async () => {
    const described = upload({
      status: 'active',
      title: 'Lake at dawn',
      info: {
        description: 'Calm water',
        categories: ['lakes'],
        orientation: 'str',
        visibility: 1,
        exclusive: 0,
      },
      posters: POSTERS,
      poster: 0,
    });
    const { api } = setup({ initial: stepOfUpload(described as never, true) });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit video' })).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement;
    expect(title.value).toBe('Lake at dawn');
    expect((screen.getByRole('textbox', { name: /Description/ }) as HTMLTextAreaElement).value).toBe(
      'Calm water',
    );
    expect(screen.getByRole('radio', { name: 'Private' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(/A moderator checks the changes before they show/)).toBeVisible();

    fireEvent.change(title, { target: { value: 'Lake at first light' } });
    // Wait for the categories of the orientation, so the saved choice is kept.
    await screen.findByRole('button', { name: 'Choose categories' });
    fireEvent.click(screen.getByRole('button', { name: 'Save and send to moderation' }));
    await screen.findByRole('heading', { name: 'Sent to moderation' });
    expect(api.uploads.info).toHaveBeenCalledWith({
      upload_id: UPLOAD_ID,
      title: 'Lake at first light',
      description: 'Calm water',
      categories: ['lakes'],
      orientation: 'str',
      visibility: '1',
      exclusive: 0,
    });
  });

  it('after sending, names the people shown: the uploader and a consent record, and says what is missing', async () => {
    const { api, uploader } = setup();
    await sendToPerformers(uploader);
    // The form is ready once the records and the performers kept for the video are in.
    await screen.findByRole('checkbox', { name: 'Morgan Reed (complete)' });

    // Nobody chosen: nothing is sent.
    const save = screen.getByRole('button', { name: 'Save the performers' });
    fireEvent.click(save);
    expect(await screen.findByText('Choose at least one person shown in the video.')).toBeVisible();
    expect(api.consent.performers).not.toHaveBeenCalled();

    // A draft record is offered but said not to be enough; the server's refusal of a name marks the field.
    expect(
      await screen.findByRole('checkbox', { name: 'Alex Shore (draft, not enough to publish)' }),
    ).toBeInTheDocument();
    api.consent.performers.mockRejectedValueOnce(
      new ApiError('invalid_params', 400, [
        { field: 'usernames', code: 'not_verified', params: { name: 'pebble' } },
      ]),
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Other verified uploaders/ }), {
      target: { value: 'pebble, ' },
    });
    fireEvent.click(save);
    expect(await screen.findByText('pebble is not a verified uploader.')).toBeVisible();
    expect(
      screen.getByText('Some performers cannot be named: see the marked field.').getAttribute('role'),
    ).toBe('alert');

    fireEvent.change(screen.getByRole('textbox', { name: /Other verified uploaders/ }), {
      target: { value: '' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Me (lakeside)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Morgan Reed (complete)' }));
    fireEvent.click(save);
    expect(await screen.findByText('Morgan Reed: consent record complete')).toBeVisible();
    expect(screen.getByText('lakeside: verified uploader')).toBeVisible();
    expect(api.consent.performers).toHaveBeenLastCalledWith({
      video_id: 501,
      usernames: 'lakeside',
      record_ids: '7',
    });
  });

  it('starts from the performers kept for the video, so saving again keeps them', async () => {
    const { api, uploader } = setup();
    api.consent.videoPerformers.mockResolvedValue({
      code: 'success',
      performers: [
        { kind: 'uploader', id: 101, name: 'lakeside', status: 'verified' },
        { kind: 'uploader', id: 230, name: 'pebble', status: 'verified' },
        { kind: 'record', id: 7, name: 'Morgan Reed', status: 'complete' },
      ],
    });
    await sendToPerformers(uploader);

    expect(api.consent.videoPerformers).toHaveBeenCalledWith({ video_id: 501 }, expect.anything());
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Me (lakeside)' })).toBeChecked());
    expect(screen.getByRole('textbox', { name: /Other verified uploaders/ })).toHaveValue('pebble');
    expect(await screen.findByRole('checkbox', { name: 'Morgan Reed (complete)' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Save the performers' }));
    await waitFor(() =>
      expect(api.consent.performers).toHaveBeenLastCalledWith({
        video_id: 501,
        usernames: 'lakeside,pebble',
        record_ids: '7',
      }),
    );
  });

  it('waits for the performers kept for the video before taking ticks, so their late answer wipes none', async () => {
    const { api, uploader } = setup();
    let answerKept: (performers: { kind: string; id: number; name: string; status: string }[]) => void =
      () => {};
    api.consent.videoPerformers.mockImplementation(
      () =>
        new Promise((resolve) => {
          answerKept = (performers) => resolve({ code: 'success', performers });
        }),
    );
    await sendToPerformers(uploader);

    // The records are in, the kept performers not yet: no record to tick, the rest not editable.
    await waitFor(() => expect(api.consent.records).toHaveBeenCalled());
    expect(screen.getByText('Loading your consent records…')).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'Morgan Reed (complete)' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Me (lakeside)' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Other verified uploaders/ })).toBeDisabled();

    // Then the form starts from them, and a tick given after stays with them.
    act(() => answerKept([{ kind: 'record', id: 7, name: 'Morgan Reed', status: 'complete' }]));
    expect(await screen.findByRole('checkbox', { name: 'Morgan Reed (complete)' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Me (lakeside)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the performers' }));
    await waitFor(() =>
      expect(api.consent.performers).toHaveBeenLastCalledWith({
        video_id: 501,
        usernames: 'lakeside',
        record_ids: '7',
      }),
    );
  });

  it('does not offer the edit form for an upload that is deleted or not described', () => {
    expect(stepOfUpload(upload({ status: 'deleted', title: 'Gone' }) as never, true).step).toBe('start');
    expect(stepOfUpload(upload({ title: null, posters: POSTERS }) as never, true).step).toBe('info');
    expect(
      (stepOfUpload(upload({ title: null, posters: POSTERS }) as never, true) as { edit?: unknown }).edit,
    ).toBeUndefined();
  });
});
