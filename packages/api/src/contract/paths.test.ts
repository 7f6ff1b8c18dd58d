import { describe, expect, it } from 'vitest';
import { videoListParamsSchema } from './params.js';
import { parseVideos2Tail, paths } from './paths.js';

describe('given the videos2 path', () => {
  it('parses back into the parameters it was built from', () => {
    const p = videoListParamsSchema.parse({
      section: 'model',
      object_id: 'jade-fox',
      page: 4,
      type: 'vr',
      date: 'day',
    });
    const path = paths.videos2(14400, p);
    const tail = path.split('/').at(-1) ?? '';
    expect(parseVideos2Tail(tail)).toEqual({
      section: 'model',
      object_id: 'jade-fox',
      page: '4',
      type: 'vr',
      duration: 'all',
      date: 'day',
    });
  });

  it('rejects a tail with missing segments or without .json', () => {
    expect(parseVideos2Tail('all.0.1.all.all.json')).toBeNull();
    expect(parseVideos2Tail('all.0.1.all.all.all')).toBeNull();
    expect(parseVideos2Tail('all.0.1.all.all.all.all.json')).toBeNull();
  });
});
