// `pnpm bench:media`: the media pipeline's speed and the upload endpoint's robustness on this machine (#7).
//
// Transcoding: a synthetic 1080p30 clip with audio (and a 720p one) goes through `transcode` (the whole
// ladder, posters, preview, storyboard, download) in a temporary folder: the time to the first rung
// (`onRungReady`, when the video could be published) as a share of the duration, and the whole run as a
// multiple of real time (duration / wall time). Uploading: the site server in a child process on a fresh
// database; a file of random bytes goes to /api/tus/ with tus-js-client through a proxy that cuts the
// connection again and again; the server's RSS is sampled every 200 ms; the stored file is checked.
// The table shows the figures and the targets next to them. Nothing is asserted; the machine may be
// shared, so the figures are noisy (the CPU share of ffmpeg tells how much of the 2 cores it got).
//
//   --seconds N        length of the synthetic clips (default 60)
//   --skip-720         no 720p source row
//   --skip-transcode   only the upload
//   --upload-gb N      size of the uploaded file in GiB (default 2; decimals allowed)
//   --disconnects N    forced disconnects during the upload (default 20)
//   --chunk-mb N       tus chunk size in MiB, one PATCH each (default 64)
//   --standalone       upload to a bare @tus/server + FileStore (bench/media/tus-standalone.ts), not the site
//   --postgres         the site on a fresh PostgreSQL database (created on BENCH_PG_URL, else DATABASE_URL's
//                      server, else postgres://root@127.0.0.1:5432/postgres; dropped at the end), not PGlite
//   --skip-upload      only the transcoding
//   --seed N           where the disconnects fall (default 7)
import { mkdir } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { cleanupNow, tempRoot } from './media/temp.js';
import { benchTranscode, type TranscodeFigures } from './media/transcode.js';
import { benchUpload, type UploadFigures } from './media/upload.js';

const FLAGS = ['skip-720', 'skip-transcode', 'skip-upload', 'standalone', 'postgres'] as const;

const argsSchema = z.object({
  seconds: z.coerce.number().int().min(4).max(3600).default(60),
  'upload-gb': z.coerce.number().min(0.001).max(64).default(2),
  disconnects: z.coerce.number().int().min(0).max(1000).default(20),
  'chunk-mb': z.coerce.number().min(0.0625).max(4096).default(64),
  seed: z.coerce.number().int().default(7),
  'skip-720': z.boolean().default(false),
  'skip-transcode': z.boolean().default(false),
  'skip-upload': z.boolean().default(false),
  standalone: z.boolean().default(false),
  postgres: z.boolean().default(false),
});

function parseArgs(argv: string[]) {
  const out: Record<string, string | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') continue;
    const key = arg.replace(/^--/, '');
    if ((FLAGS as readonly string[]).includes(key)) out[key] = true;
    else out[key] = argv[++i] ?? '';
  }
  return argsSchema.strict().parse(out);
}

const args = parseArgs(process.argv.slice(2));
const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

/** Targets of #7. */
const TARGET = {
  firstRungShare: 0.3,
  ladderSpeed: 0.5,
  peakRss: 200e6,
  disconnects: 20,
};

const log = (line: string) => console.log(`  ${line}`);
const mib = (n: number) =>
  Math.abs(n) < MiB
    ? `${(n / 1024).toFixed(0)} KiB`
    : `${(n / MiB).toFixed(Math.abs(n) < 10 * MiB ? 1 : 0)} MiB`;
const mb = (n: number) => (Number.isNaN(n) ? '–' : `${(n / 1e6).toFixed(0)} MB`);
const s = (n: number) => (Number.isNaN(n) ? '–' : `${n.toFixed(1)} s`);
const verdict = (ok: boolean) => (ok ? 'OK' : 'MISS');

type Row = [string, string, string, string];

function transcodeRows(f: TranscodeFigures): Row[] {
  const share = f.firstRung.seconds / f.duration;
  const speed = f.duration / f.totalSeconds;
  const is1080 = Math.min(f.width, f.height) >= 1080;
  const cores = cpus().length;
  const cpuShare = f.cpuSeconds / f.totalSeconds / cores;
  // What the run would take with every core to itself: its CPU time spread over all cores (an estimate
  // that assumes ffmpeg keeps them all busy; it shows what a loaded, shared machine hides).
  const idleFirst = f.firstRung.cpuSeconds / cores;
  const idleTotal = f.cpuSeconds / cores;
  return [
    [
      `${f.label} source`,
      `${f.width}×${f.height} 30 fps + AAC, ${f.duration.toFixed(1)} s, ${mib(f.sourceBytes)}`,
      '',
      '',
    ],
    [
      `${f.label} first rung (${f.firstRung.name}) ready`,
      `${s(f.firstRung.seconds)} = ${share.toFixed(2)}× the duration (idle machine ≈ ${s(idleFirst)} = ${(idleFirst / f.duration).toFixed(2)}×)`,
      `≤ ${TARGET.firstRungShare}×`,
      verdict(share <= TARGET.firstRungShare),
    ],
    [
      `${f.label} whole ladder`,
      `${s(f.totalSeconds)} = ${speed.toFixed(2)}× real time (idle machine ≈ ${s(idleTotal)} = ${(f.duration / idleTotal).toFixed(2)}×)`,
      is1080 ? `≥ ${TARGET.ladderSpeed}× (1080p, 2 cores)` : '(target is for 1080p)',
      is1080 ? verdict(speed >= TARGET.ladderSpeed) : '',
    ],
    [
      `${f.label} ffmpeg CPU`,
      `${s(f.cpuSeconds)} (${Math.round(cpuShare * 100)} % of ${cores} cores over the run; first rung ${s(f.firstRung.cpuSeconds)})`,
      '',
      '',
    ],
    [`${f.label} rungs (ready at)`, f.rungTimes.map((r) => `${r.name} ${s(r.seconds)}`).join(', '), '', ''],
    [
      `${f.label} rung sizes`,
      f.rungs.map((r) => `${r.name} ${r.width}×${r.height} ${mib(r.bytes)} (${r.kbps} kbit/s)`).join(', '),
      '',
      '',
    ],
    [
      `${f.label} output`,
      `${mib(f.outputBytes)} in all: ${f.others.map((o) => `${o.name} ${mib(o.bytes)}`).join(', ')}`,
      '',
      '',
    ],
  ];
}

function uploadRows(f: UploadFigures): Row[] {
  const what =
    f.server === 'site' ? `the site's /api/tus/ (${f.database})` : 'a standalone @tus/server + FileStore';
  const ok = !f.error;
  const stored = f.stored;
  const resumedAll = ok && f.resumed === f.disconnects && f.disconnects === f.disconnectsPlanned;
  const error = (f.error ?? '').length > 160 ? `${f.error?.slice(0, 160)}…` : f.error;
  const overBefore = f.rssBefore >= TARGET.peakRss ? ' (already over before the upload)' : '';
  return [
    [
      'upload',
      `${(f.bytes / GiB).toFixed(2)} GiB to ${what}, chunks of ${mib(f.chunkBytes)}: ${ok ? 'finished' : `FAILED: ${error}`}`,
      '',
      ok ? '' : 'MISS',
    ],
    [
      'upload throughput',
      ok ? `${f.mibPerSecond.toFixed(0)} MiB/s (${s(f.seconds)}, disconnects and resumes included)` : '–',
      '',
      '',
    ],
    [
      'server RSS during the upload',
      `before ${mb(f.rssBefore)}, peak ${mb(f.rssPeak)} (+${mb(f.rssPeak - f.rssBefore)}), after ${mb(f.rssAfter)}; peak per quarter ${f.rssQuarters.map((q) => (q / 1e6).toFixed(0)).join(' / ')} MB; VmHWM ${mb(f.hwm)}${overBefore}`,
      `peak < ${mb(TARGET.peakRss)}, flat`,
      ok ? verdict(f.rssPeak < TARGET.peakRss) : 'MISS',
    ],
    [
      'server RSS growth during the upload',
      `+${mb(f.rssPeak - f.rssBefore)} over the idle server (which holds the embedded database, caches and tsx)`,
      `< ${mb(TARGET.peakRss)} (the upload's own memory)`,
      ok ? verdict(f.rssPeak - f.rssBefore < TARGET.peakRss) : 'MISS',
    ],
    [
      'forced disconnects survived',
      ok
        ? `${f.resumed} of ${f.disconnects} (client retries ${f.clientRetries}, slowest resume ${(f.resumeMsMax / 1000).toFixed(1)} s)`
        : `– (${f.disconnects} cuts before the failure)`,
      `${f.disconnectsPlanned} survived${f.disconnectsPlanned < TARGET.disconnects ? ` (#7 asks ${TARGET.disconnects})` : ''}`,
      verdict(resumedAll && f.disconnectsPlanned >= TARGET.disconnects),
    ],
    [
      're-sent after disconnects',
      ok ? `${mib(f.resentTotal)} in all, at most ${mib(f.resentMax)} after one` : '–',
      `≤ 1 chunk (${mib(f.chunkBytes)}) each`,
      verdict(ok && f.resentMax <= f.chunkBytes),
    ],
    [
      'stored file',
      stored
        ? `DATA_DIR/${stored.path}: ${stored.bytes === f.bytes ? 'same size' : `${stored.bytes} bytes, expected ${f.bytes}`}, SHA-256 ${stored.hashOk ? 'matches' : 'differs'}`
        : 'not found',
      'same bytes',
      verdict(!!stored?.hashOk),
    ],
    ['requests', f.requests, '', ''],
  ];
}

function printTable(rows: Row[]): void {
  const header: Row = ['measure', 'figure', 'target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

async function main() {
  const root = tempRoot();
  console.log(
    `bench:media on ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; temporary files in ${root}`,
  );
  const rows: Row[] = [];
  const failures: string[] = [];

  if (!args['skip-transcode']) {
    const dir = join(root, 'transcode');
    await mkdir(dir, { recursive: true });
    const sources = [
      { label: '1080p', width: 1920, height: 1080 },
      ...(args['skip-720'] ? [] : [{ label: '720p', width: 1280, height: 720 }]),
    ];
    for (const source of sources) {
      try {
        const figures = await benchTranscode({ dir, seconds: args.seconds, log, ...source });
        rows.push(...transcodeRows(figures));
      } catch (error) {
        failures.push(`${source.label} transcode: ${(error as Error).message}`);
        rows.push([`${source.label} transcode`, `FAILED: ${(error as Error).message}`, '', 'MISS']);
      }
    }
  }

  if (!args['skip-upload']) {
    try {
      const figures = await benchUpload({
        dir: join(root, 'upload'),
        bytes: Math.round(args['upload-gb'] * GiB),
        chunkBytes: Math.round(args['chunk-mb'] * MiB),
        disconnects: args.disconnects,
        standalone: args.standalone,
        postgres: args.postgres,
        seed: args.seed,
        log,
      });
      rows.push(...uploadRows(figures));
    } catch (error) {
      failures.push(`upload: ${(error as Error).message}`);
      rows.push(['upload', `FAILED: ${(error as Error).message}`, '', 'MISS']);
    }
  }

  console.log('');
  console.log(
    `${args.seconds} s clips; upload ${args['upload-gb']} GiB, ${args.disconnects} disconnects, ${args['chunk-mb']} MiB chunks; load average now ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  printTable(rows);
  console.log(
    "First rung: from the start of `transcode` (probe included) to `onRungReady` of the lowest rung (posters and storyboard done). Real time: duration / wall time of the whole run (all rungs, posters, preview, storyboard, download). Idle machine: ffmpeg's CPU time / cores, an estimate for when nothing else runs (the verdicts use the wall times). RSS: the server process, sampled every 200 ms during the upload; its peak is the highest sample, or VmHWM (the lifetime peak the kernel keeps) when that rose during the upload. Re-sent: PATCH body bytes the proxy forwarded beyond the file size. MiB/GiB are 1024-based; MB is 10^6 bytes.",
  );
  for (const failure of failures) console.error(`failed: ${failure}`);
}

main()
  .catch((error: unknown) => {
    console.error('bench:media failed:', error);
    process.exitCode = 1;
  })
  .finally(() => cleanupNow());
