/**
 * The storyboard: one JPEG sprite of small frames taken every `interval` seconds, laid out in a grid, and
 * a WebVTT file whose cues point at each tile with a media fragment (`storyboard.jpg#xywh=x,y,w,h`), which
 * players use for previews on the timeline.
 */

/** The shortest interval between tiles, in seconds. */
export const STORYBOARD_MIN_INTERVAL = 2;
/** The most tiles in the sprite: longer videos get a longer interval instead. */
export const STORYBOARD_MAX_TILES = 300;
/** The long side of a tile, in pixels (160×90 for 16:9). */
export const STORYBOARD_TILE_LONG_SIDE = 160;
/** Tiles per row of the sprite. */
export const STORYBOARD_COLUMNS = 10;

export interface StoryboardPlan {
  /** Seconds between tiles: tile i shows the frame at i × interval and covers up to the next one. */
  interval: number;
  tiles: number;
  tileWidth: number;
  tileHeight: number;
  columns: number;
  rows: number;
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** The sprite layout for a video of this duration and displayed size. */
export function storyboardPlan(durationSeconds: number, width: number, height: number): StoryboardPlan {
  const interval = Math.max(STORYBOARD_MIN_INTERVAL, Math.ceil(durationSeconds / STORYBOARD_MAX_TILES));
  const tiles = Math.max(1, Math.ceil(durationSeconds / interval - 1e-6));
  const long = Math.min(STORYBOARD_TILE_LONG_SIDE, Math.max(width, height));
  const tileWidth = width >= height ? even(long) : even((long * width) / height);
  const tileHeight = width >= height ? even((long * height) / width) : even(long);
  const columns = Math.min(tiles, STORYBOARD_COLUMNS);
  return { interval, tiles, tileWidth, tileHeight, columns, rows: Math.ceil(tiles / columns) };
}

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** The WebVTT cues of a storyboard: contiguous from 0 to the duration, one per tile. */
export function storyboardVtt(plan: StoryboardPlan, durationSeconds: number, image: string): string {
  const cues = ['WEBVTT', ''];
  for (let i = 0; i < plan.tiles; i++) {
    const start = i * plan.interval;
    const end = i === plan.tiles - 1 ? durationSeconds : Math.min(durationSeconds, start + plan.interval);
    const x = (i % plan.columns) * plan.tileWidth;
    const y = Math.floor(i / plan.columns) * plan.tileHeight;
    cues.push(
      `${timestamp(start)} --> ${timestamp(end)}`,
      `${image}#xywh=${x},${y},${plan.tileWidth},${plan.tileHeight}`,
      '',
    );
  }
  return cues.join('\n');
}
