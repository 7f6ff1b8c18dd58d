/**
 * Storyboard thumbnails: a WebVTT file whose cues point into a sprite image with a media fragment,
 * `sprite.jpg#xywh=x,y,w,h` (the format JW Player, Video.js and most encoders write).
 */
export interface StoryboardCue {
  /** Seconds. */
  start: number;
  /** Seconds. */
  end: number;
  /** The sprite image, resolved against the VTT's address when one is given. */
  url: string;
  /** The thumbnail's rectangle in the sprite; `width`/`height` are 0 when the cue shows the whole image. */
  x: number;
  y: number;
  width: number;
  height: number;
}

const TIMESTAMP = /^(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{1,3})$/;

/** A WebVTT timestamp (`hh:mm:ss.ttt` or `mm:ss.ttt`) in seconds; NaN when it is not one. */
export function parseVttTime(text: string): number {
  const match = TIMESTAMP.exec(text.trim());
  if (!match) return Number.NaN;
  const [, h = '0', m = '0', s = '0', ms = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms.padEnd(3, '0')) / 1000;
}

function resolve(url: string, base: string | undefined): string {
  if (!base) return url;
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

/**
 * The cues of a storyboard VTT, in time order. Cues without a valid time range or image are skipped, so
 * a damaged file gives fewer thumbnails, never an exception.
 */
export function parseStoryboardVtt(text: string, baseUrl?: string): StoryboardCue[] {
  const cues: StoryboardCue[] = [];
  const blocks = text.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  for (const block of blocks) {
    const lines = block.split('\n').map((line) => line.trim());
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing === -1) continue;
    const [from = '', rest = ''] = lines[timing]?.split('-->') ?? [];
    const start = parseVttTime(from);
    // Cue settings may follow the end time.
    const end = parseVttTime(rest.trim().split(/\s+/)[0] ?? '');
    const payload = lines.slice(timing + 1).find((line) => line.length > 0);
    if (!payload || !Number.isFinite(start) || !Number.isFinite(end) || end <= start) continue;
    const hash = payload.indexOf('#');
    const image = hash === -1 ? payload : payload.slice(0, hash);
    const fragment = hash === -1 ? '' : payload.slice(hash + 1);
    const xywh = /(?:^|&)xywh=(?:pixel:)?(\d+),(\d+),(\d+),(\d+)/.exec(fragment);
    const [x, y, width, height] = xywh ? xywh.slice(1, 5).map(Number) : [0, 0, 0, 0];
    cues.push({
      start,
      end,
      url: resolve(image, baseUrl),
      x: x ?? 0,
      y: y ?? 0,
      width: width ?? 0,
      height: height ?? 0,
    });
  }
  return cues.sort((a, b) => a.start - b.start);
}

/** The cue showing at `time` (seconds): the last one starting at or before it, while it lasts. */
export function storyboardCueAt(cues: readonly StoryboardCue[], time: number): StoryboardCue | undefined {
  let low = 0;
  let high = cues.length - 1;
  let found: StoryboardCue | undefined;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const cue = cues[mid];
    if (!cue) break;
    if (cue.start <= time) {
      found = cue;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  // The end of the last cue counts as inside it (the very end of the timeline).
  if (found && (time < found.end || (found === cues.at(-1) && time <= found.end))) return found;
  return undefined;
}
