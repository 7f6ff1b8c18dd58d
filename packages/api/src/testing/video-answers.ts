import type { CallName } from '../contract/calls.js';
import * as f from '../docs/fixtures.js';
import { type DeclaredFixture, num, pageOf } from './mock-values.js';

/** A page of video cards by the query's `count` (else `count`) and `page`. */
const videoList =
  (count: number): DeclaredFixture =>
  (query, _fields, { totalCount }) => {
    const { n, from } = pageOf(num(query.get('count'), count), num(query.get('page'), 1));
    return { code: 'success', videos: f.many(f.videoCard, n, from), total_count: totalCount };
  };

/** The mock's answers to the video calls (contract/video-calls.ts). */
export const VIDEO_ANSWERS: Partial<Record<CallName, DeclaredFixture>> = {
  'videos.get': (query) => ({ code: 'success', video: f.videoDetail(num(query.get('video_id'), 1)) }),
  'videos.list': videoList(60),
  'videos.listOwn': videoList(60),
  'videos.related': videoList(50),
  'videos.search': videoList(60),
  'videos.file': (query) => [f.videoFile(num(query.get('video_id'), 1))],
  'uploads.check': (_query, fields) => ({
    code: 'success',
    upload_id: fields.upload_id || f.uploadId(1),
    filename: 'clip01.mp4',
    duration: 900,
    video_id: 501,
  }),
};
