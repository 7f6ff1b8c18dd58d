import { describe, expect, it } from 'vitest';
import { masterPlaylist, readMediaPlaylist } from './playlists.js';
import { STORYBOARD_MAX_TILES, storyboardPlan, storyboardVtt } from './storyboard.js';

describe('given the storyboard plan', () => {
  it('takes a tile every 2 s for short videos, in rows of at most 10', () => {
    expect(storyboardPlan(4, 640, 360)).toEqual({
      interval: 2,
      tiles: 2,
      tileWidth: 160,
      tileHeight: 90,
      columns: 2,
      rows: 1,
    });
    expect(storyboardPlan(61, 1920, 1080)).toMatchObject({ interval: 2, tiles: 31, columns: 10, rows: 4 });
  });

  it('spaces tiles out so a long video stays within the tile limit', () => {
    const plan = storyboardPlan(3 * 3600, 1920, 1080);
    expect(plan.tiles).toBeLessThanOrEqual(STORYBOARD_MAX_TILES);
    expect(plan.interval * plan.tiles).toBeGreaterThanOrEqual(3 * 3600);
  });

  it('keeps the aspect of portrait videos', () => {
    expect(storyboardPlan(10, 1080, 1920)).toMatchObject({ tileWidth: 90, tileHeight: 160 });
  });

  it('writes contiguous cues from 0 to the end, each pointing at its tile', () => {
    const plan = storyboardPlan(25, 1280, 720);
    const vtt = storyboardVtt(plan, 25, 'storyboard.jpg');
    expect(vtt.startsWith('WEBVTT\n\n')).toBe(true);
    const cues = [...vtt.matchAll(/(\S+) --> (\S+)\n(\S+)/g)].map((m) => [m[1], m[2], m[3]]);
    expect(cues).toHaveLength(13);
    expect(cues[0]).toEqual(['00:00:00.000', '00:00:02.000', 'storyboard.jpg#xywh=0,0,160,90']);
    expect(cues[10]).toEqual(['00:00:20.000', '00:00:22.000', 'storyboard.jpg#xywh=0,90,160,90']);
    expect(cues.at(-1)).toEqual(['00:00:24.000', '00:00:25.000', 'storyboard.jpg#xywh=320,90,160,90']);
  });
});

describe('given the playlists', () => {
  it('lists renditions by ascending bandwidth with their attributes', () => {
    const text = masterPlaylist([
      {
        uri: '360p/index.m3u8',
        bandwidth: 900_000,
        averageBandwidth: 800_000,
        width: 640,
        height: 360,
        frameRate: 30,
        codecs: ['avc1.4d401e', 'mp4a.40.2'],
      },
      {
        uri: '240p/index.m3u8',
        bandwidth: 500_000,
        averageBandwidth: 450_000,
        width: 426,
        height: 240,
        frameRate: 30000 / 1001,
        codecs: ['avc1.4d401e'],
      },
    ]);
    expect(text.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:6',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-STREAM-INF:BANDWIDTH=500000,AVERAGE-BANDWIDTH=450000,RESOLUTION=426x240,FRAME-RATE=29.970,CODECS="avc1.4d401e"',
      '240p/index.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=900000,AVERAGE-BANDWIDTH=800000,RESOLUTION=640x360,FRAME-RATE=30.000,CODECS="avc1.4d401e,mp4a.40.2"',
      '360p/index.m3u8',
      '',
    ]);
  });

  it('reads the segments of a media playlist', () => {
    const text =
      '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.000000,\n0000.ts\n#EXTINF:1.5,\n0001.ts\n#EXT-X-ENDLIST\n';
    expect(readMediaPlaylist(text)).toEqual({
      segments: [
        { uri: '0000.ts', duration: 4 },
        { uri: '0001.ts', duration: 1.5 },
      ],
      ended: true,
    });
  });
});
