import { describe, expect, it } from 'vitest';
import { parseStoryboardVtt, parseVttTime, storyboardCueAt } from './storyboard';

const vtt = `WEBVTT

1
00:00:00.000 --> 00:00:05.000
sprite.jpg#xywh=0,0,128,72

00:00:05.000 --> 00:00:10.000 align:start
sprite.jpg#xywh=128,0,128,72

01:00:10.000 --> 01:00:15.500
https://cdn.example/other.jpg#xywh=pixel:0,72,128,72
`;

describe('given a storyboard VTT', () => {
  it('reads each cue: its time range and its rectangle in the sprite', () => {
    const cues = parseStoryboardVtt(vtt);
    expect(cues).toHaveLength(3);
    expect(cues[1]).toEqual({ start: 5, end: 10, url: 'sprite.jpg', x: 128, y: 0, width: 128, height: 72 });
    expect(cues[2]).toMatchObject({ start: 3610, end: 3615.5, x: 0, y: 72 });
  });

  it('resolves the sprite against the VTT address, keeping absolute addresses', () => {
    const cues = parseStoryboardVtt(vtt, 'https://media.example/v/42/storyboard.vtt');
    expect(cues[0]?.url).toBe('https://media.example/v/42/sprite.jpg');
    expect(cues[2]?.url).toBe('https://cdn.example/other.jpg');
  });

  it('skips cues without a valid time range or image, and reads CRLF files', () => {
    const cues = parseStoryboardVtt(
      'WEBVTT\r\n\r\nbad --> 00:01.000\r\nx.jpg\r\n\r\n00:02.000 --> 00:01.000\r\nx.jpg\r\n\r\n00:01.000 --> 00:02.000\r\n\r\n00:03.000 --> 00:04.000\r\nwhole.jpg\r\n',
    );
    expect(cues).toEqual([{ start: 3, end: 4, url: 'whole.jpg', x: 0, y: 0, width: 0, height: 0 }]);
  });

  it('parses short and long timestamps and rejects others', () => {
    expect(parseVttTime('01:02.5')).toBe(62.5);
    expect(parseVttTime('1:00:00,250')).toBe(3600.25);
    expect(parseVttTime('soon')).toBeNaN();
  });

  it('finds the cue showing at a time, and none outside the cues', () => {
    const cues = parseStoryboardVtt(vtt);
    expect(storyboardCueAt(cues, 0)?.x).toBe(0);
    expect(storyboardCueAt(cues, 7.2)?.x).toBe(128);
    expect(storyboardCueAt(cues, 100)).toBeUndefined();
    expect(storyboardCueAt(cues, 3615.5)?.y).toBe(72);
    expect(storyboardCueAt([], 3)).toBeUndefined();
  });
});
