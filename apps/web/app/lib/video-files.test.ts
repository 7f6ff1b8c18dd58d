import { ApiError, type VideoFile } from '@site/api';
import { encodeVideoUrl } from '@site/api/display';
import { describe, expect, it } from 'vitest';
import { countsAView, downloadChoice, playerFiles, stageOf, stageOfFileError } from './video-files';

const file = (url: string, format: string, quality: string): VideoFile => ({
  video_url: encodeVideoUrl(url),
  format,
  quality,
});
const hls = file('/media/v/7/p/master.m3u8', 'hls', 'auto');
const mp4 = file('/media/v/7/p/download.mp4', 'mp4', '720p');
const vtt = file('/media/v/7/p/storyboard.vtt', 'vtt', 'storyboard');

describe('given the videofile list', () => {
  it('plays the HLS playlist with the storyboard, and offers the download when an MP4 is listed', () => {
    expect(playerFiles([hls, mp4, vtt])).toEqual({
      src: '/media/v/7/p/master.m3u8',
      type: 'hls',
      storyboard: '/media/v/7/p/storyboard.vtt',
      // §4: the current player file with the download flag.
      download: '/media/v/7/p/master.m3u8?download=1',
      downloads: [{ quality: '720p', href: '/media/v/7/p/download.mp4?download=1' }],
    });
  });

  it('offers every listed MP4 for the choice of quality, with its size (#32 item 8)', () => {
    const flagged = '/media/v/7/p/master.m3u8?download=1';
    const list: VideoFile[] = [
      hls,
      { ...file(flagged, 'mp4', '720p'), size: 21_000_000 },
      { ...file(`${flagged}&quality=240p`, 'mp4', '240p'), size: 1_500_000 },
      file(`${flagged}&quality=480p`, 'mp4', '480p'),
      vtt,
    ];
    expect(playerFiles(list)?.downloads).toEqual([
      { quality: '720p', href: flagged, size: 21_000_000 },
      { quality: '240p', href: `${flagged}&quality=240p`, size: 1_500_000 },
      { quality: '480p', href: `${flagged}&quality=480p` },
    ]);
  });

  it('has no download and no storyboard while they are not ready', () => {
    expect(playerFiles([hls])).toEqual({ src: '/media/v/7/p/master.m3u8', type: 'hls' });
  });

  it('plays a plain MP4 when no playlist is listed', () => {
    expect(playerFiles([mp4])).toMatchObject({ src: '/media/v/7/p/download.mp4', type: 'mp4' });
  });

  it('finds nothing to play in a list without a playable file or with a damaged address', () => {
    expect(playerFiles([vtt])).toBeNull();
    expect(playerFiles([{ video_url: '%%%', format: 'hls', quality: 'auto' }])).toBeNull();
  });
});

describe('given a failed videofile call', () => {
  it('reads 409 not_ready as still processing, 403 as private, 410 as deleted, 404 as gone', () => {
    expect(stageOfFileError(new ApiError('not_ready', 409))).toEqual({ kind: 'not_ready' });
    expect(stageOfFileError(new ApiError('no_permission', 403))).toEqual({ kind: 'private' });
    expect(stageOfFileError(new ApiError('video_deleted', 410))).toEqual({ kind: 'deleted' });
    expect(stageOfFileError(new ApiError('video_not_found', 404))).toEqual({ kind: 'not_found' });
  });

  it('reads anything else as an error with its code', () => {
    expect(stageOfFileError(new ApiError('network_error', 0))).toEqual({
      kind: 'error',
      code: 'network_error',
    });
    expect(stageOfFileError(new Error('boom'))).toEqual({ kind: 'error', code: 'general_error' });
  });
});

describe('given a video and its file query', () => {
  const active = { status_id: 1 };

  it('is deleted by its own status, whatever the files say', () => {
    expect(stageOf({ status_id: 5 }, { status: 'pending', error: null })).toEqual({ kind: 'deleted' });
  });

  it('loads, then plays', () => {
    expect(stageOf(active, { status: 'pending', error: null })).toEqual({ kind: 'loading' });
    expect(stageOf(active, { status: 'success', data: [hls], error: null })).toMatchObject({ kind: 'ready' });
  });

  it('counts a view only where a video is shown', () => {
    expect(countsAView({ kind: 'loading' })).toBe(true);
    expect(countsAView(stageOf(active, { status: 'success', data: [hls], error: null }))).toBe(true);
    for (const kind of ['not_ready', 'private', 'deleted', 'not_found'] as const) {
      expect(countsAView({ kind })).toBe(false);
    }
  });
});

describe('given the download button (§4, §6)', () => {
  const file = '/media/v/7/p/master.m3u8?download=1';
  const video = { user_id: 5 };

  it('asks a visitor to sign in', () => {
    expect(downloadChoice({ user: null, video, allowed: null, file })).toBe('sign_in');
  });

  it('gives the owner and a paid member the file', () => {
    expect(downloadChoice({ user: { user_id: 5 }, video, allowed: null, file })).toBe('file');
    expect(downloadChoice({ user: { user_id: 6 }, video, allowed: true, file })).toBe('file');
  });

  it('gives other members the pay-or-describe modal, and anyone the modal when there is no file', () => {
    expect(downloadChoice({ user: { user_id: 6 }, video, allowed: false, file })).toBe('modal');
    expect(downloadChoice({ user: { user_id: 6 }, video, allowed: null, file })).toBe('modal');
    expect(downloadChoice({ user: { user_id: 6 }, video, allowed: true, file: undefined })).toBe('modal');
  });
});
