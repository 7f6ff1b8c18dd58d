import { randomUUID } from 'node:crypto';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * HLS playlists. ffmpeg writes each rung's media playlist; the master playlist is written here (the
 * npm-shipped 2018 ffmpeg crashes writing one), from the bandwidth measured on the finished segments:
 * BANDWIDTH is the peak segment bit rate and AVERAGE-BANDWIDTH the mean, as RFC 8216 §4.3.4.2 defines them.
 */

export interface MediaSegment {
  uri: string;
  duration: number;
}

/** The segments of a media playlist (#EXTINF durations and their URIs), in order. */
export function readMediaPlaylist(text: string): { segments: MediaSegment[]; ended: boolean } {
  const segments: MediaSegment[] = [];
  let duration: number | undefined;
  let ended = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line === '#EXT-X-ENDLIST') ended = true;
    else if (line && !line.startsWith('#') && duration !== undefined) {
      segments.push({ uri: line, duration });
      duration = undefined;
    }
  }
  return { segments, ended };
}

export interface Bandwidth {
  /** The peak bit rate of a segment (bits per second), the last segment left out when it is short. */
  bandwidth: number;
  /** Total bits over total duration. */
  averageBandwidth: number;
  segments: number;
}

/** The measured bandwidth of a finished rendition, from its playlist and the sizes of its segment files. */
export async function measureRendition(playlistPath: string): Promise<Bandwidth> {
  const { segments } = readMediaPlaylist(await readFile(playlistPath, 'utf8'));
  if (segments.length === 0) throw new Error(`${playlistPath} lists no segments`);
  const dir = dirname(playlistPath);
  const sized = await Promise.all(
    segments.map(async (s) => ({ ...s, bits: (await stat(join(dir, s.uri))).size * 8 })),
  );
  const longest = Math.max(...sized.map((s) => s.duration));
  // A short final segment carries a whole keyframe in little time: its rate would overstate the peak.
  const counted = sized.filter(
    (s, i) => i < sized.length - 1 || s.duration >= longest / 2 || sized.length === 1,
  );
  const rate = (bits: number, seconds: number) => Math.ceil(bits / Math.max(seconds, 0.001));
  const totalBits = sized.reduce((sum, s) => sum + s.bits, 0);
  const totalSeconds = sized.reduce((sum, s) => sum + s.duration, 0);
  return {
    bandwidth: Math.max(...counted.map((s) => rate(s.bits, s.duration))),
    averageBandwidth: rate(totalBits, totalSeconds),
    segments: sized.length,
  };
}

export interface MasterEntry {
  uri: string;
  bandwidth: number;
  averageBandwidth: number;
  width: number;
  height: number;
  frameRate: number;
  /** RFC 6381 codecs, e.g. ["avc1.4d401f", "mp4a.40.2"]. */
  codecs: readonly string[];
}

/** The master playlist text listing these renditions, sorted by ascending bandwidth. */
export function masterPlaylist(entries: readonly MasterEntry[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const e of [...entries].sort((a, b) => a.bandwidth - b.bandwidth)) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${e.bandwidth},AVERAGE-BANDWIDTH=${e.averageBandwidth},` +
        `RESOLUTION=${e.width}x${e.height},FRAME-RATE=${e.frameRate.toFixed(3)},CODECS="${e.codecs.join(',')}"`,
      e.uri,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Write a file whole or not at all (a temporary sibling renamed over it), so readers never see half. */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const temporary = `${path}.${randomUUID()}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, path);
}
