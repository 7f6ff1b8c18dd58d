import type { UploadState } from '@site/api';
import { describe, expect, it } from 'vitest';
import {
  initialStep,
  localFileError,
  stepOfUpload,
  type UploadEvent,
  type UploadStep,
  uploadMessageKey,
  uploadReducer,
} from './machine';

const run = (events: UploadEvent[], from: UploadStep = initialStep) => events.reduce(uploadReducer, from);

const state = (overrides: Partial<UploadState> = {}): UploadState => ({
  upload_id: 'upload-fixture-0001',
  filename: 'clip01.mp4',
  size: 1000,
  status: 'processing',
  percent: 40,
  video_id: 501,
  title: null,
  info: null,
  posters: [],
  poster: 0,
  playable: false,
  error_code: null,
  reject_reason: null,
  created_at: 0,
  ...overrides,
});

describe('given a file chosen to upload', () => {
  it('refuses a filename other than latin letters and digits with a video extension, before any byte', () => {
    expect(localFileError({ name: 'my clip.mp4', size: 10 })).toBe('bad_filename');
    expect(localFileError({ name: 'clip01.txt', size: 10 })).toBe('bad_filename');
    expect(localFileError({ name: 'clip01.MP4', size: 10 })).toBeNull();
  });

  it('refuses a file over 10 GB', () => {
    expect(localFileError({ name: 'clip01.mp4', size: 10 * 1024 ** 3 + 1 })).toBe('size_limit');
    expect(localFileError({ name: 'clip01.mp4', size: 10 * 1024 ** 3 })).toBeNull();
  });
});

describe('given the upload steps', () => {
  it('goes start → uploading → checking → processing → info → success', () => {
    const steps: UploadStep['step'][] = [];
    let s: UploadStep = initialStep;
    const events: UploadEvent[] = [
      { type: 'started', fileName: 'clip01.mp4' },
      { type: 'progress', percent: 42.7 },
      { type: 'uploaded', uploadId: 'upload-fixture-0001' },
      { type: 'checked', videoId: 501, duration: 900 },
      { type: 'polled', upload: state() },
      { type: 'polled', upload: state({ posters: ['/p/1.jpg', '/p/2.jpg'] }) },
      { type: 'submitted', videoId: 501 },
    ];
    for (const event of events) {
      s = uploadReducer(s, event);
      steps.push(s.step);
    }
    expect(steps).toEqual([
      'uploading',
      'uploading',
      'checking',
      'processing',
      'processing',
      'info',
      'success',
    ]);
    expect(s).toEqual({ step: 'success', uploadId: 'upload-fixture-0001', videoId: 501 });
  });

  it('shows the percent, whole and within 0–100', () => {
    const s = run([
      { type: 'started', fileName: 'a.mp4' },
      { type: 'progress', percent: 42.7 },
    ]);
    expect(s).toMatchObject({ step: 'uploading', percent: 42 });
    expect(uploadReducer(s, { type: 'progress', percent: 140 })).toMatchObject({ percent: 100 });
  });

  it('keeps a refused file at the start with its error, and clears it on a new start', () => {
    const refused = run([{ type: 'rejected', code: 'bad_filename' }]);
    expect(refused).toEqual({ step: 'start', error: 'bad_filename' });
    expect(uploadReducer(refused, { type: 'started', fileName: 'a.mp4' }).step).toBe('uploading');
  });

  it('ends in the error step on a server refusal, and starts over from there', () => {
    const failed = run([
      { type: 'started', fileName: 'a.mp4' },
      { type: 'uploaded', uploadId: 'upload-fixture-0001' },
      { type: 'failed', code: 'duplicate_video' },
    ]);
    expect(failed).toEqual({ step: 'error', code: 'duplicate_video' });
    expect(uploadReducer(failed, { type: 'reset' })).toEqual(initialStep);
  });

  it('ends in the error step when processing fails', () => {
    const s = run([
      { type: 'started', fileName: 'a.mp4' },
      { type: 'uploaded', uploadId: 'upload-fixture-0001' },
      { type: 'checked', videoId: 501, duration: 900 },
      { type: 'polled', upload: state({ status: 'error', error_code: 'corrupted_file' }) },
    ]);
    expect(s).toEqual({ step: 'error', code: 'corrupted_file' });
  });

  it('ignores events that do not belong to the current step', () => {
    expect(run([{ type: 'progress', percent: 50 }])).toEqual(initialStep);
    expect(run([{ type: 'submitted', videoId: 1 }])).toEqual(initialStep);
    const processing = run([
      { type: 'started', fileName: 'a.mp4' },
      { type: 'uploaded', uploadId: 'upload-fixture-0001' },
      { type: 'checked', videoId: 501, duration: 900 },
    ]);
    const other = state({ upload_id: 'upload-fixture-0002', posters: ['/p/1.jpg'] });
    expect(uploadReducer(processing, { type: 'polled', upload: other })).toBe(processing);
  });
});

describe('given a connection that drops while uploading', () => {
  it('says it is reconnecting, keeping the percent, until bytes get through again', () => {
    const started = run([
      { type: 'started', fileName: 'clip01.mp4' },
      { type: 'progress', percent: 42.7 },
    ]);
    const lost = uploadReducer(started, { type: 'reconnecting' });
    expect(lost).toEqual({ step: 'uploading', fileName: 'clip01.mp4', percent: 42, reconnecting: true });
    expect(uploadReducer(lost, { type: 'progress', percent: 43 })).toEqual({
      step: 'uploading',
      fileName: 'clip01.mp4',
      percent: 43,
    });
    // Outside the upload it means nothing.
    expect(uploadReducer(initialStep, { type: 'reconnecting' })).toBe(initialStep);
  });
});

describe('given an upload found again after a reload', () => {
  it('resumes at the step its state implies', () => {
    expect(stepOfUpload(null)).toEqual(initialStep);
    expect(stepOfUpload(state({ status: 'uploading' }))).toEqual(initialStep);
    expect(stepOfUpload(state())).toMatchObject({ step: 'processing', percent: 40 });
    expect(stepOfUpload(state({ posters: ['/p/1.jpg'] }))).toMatchObject({
      step: 'info',
      posters: ['/p/1.jpg'],
    });
    expect(stepOfUpload(state({ title: 'Lake', posters: ['/p/1.jpg'] }))).toMatchObject({ step: 'success' });
    expect(stepOfUpload(state({ status: 'awaiting_review' }))).toMatchObject({
      step: 'success',
      videoId: 501,
    });
    expect(stepOfUpload(state({ status: 'error', error_code: 'too_short' }))).toEqual({
      step: 'error',
      code: 'too_short',
    });
  });
});

describe('given an upload error code', () => {
  it('names the §8 message of a known code, and the general one otherwise', () => {
    expect(uploadMessageKey('duplicate_video')).toBe('upload.error.duplicate_video');
    expect(uploadMessageKey('screen_upload_error')).toBe('upload.error.screen_upload_error');
    expect(uploadMessageKey('need_auth')).toBe('upload.error.need_auth');
    expect(uploadMessageKey('teapot')).toBe('upload.error.general_error');
    expect(uploadMessageKey(null)).toBe('upload.error.general_error');
  });
});
