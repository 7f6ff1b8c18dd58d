import { readFileSync } from 'node:fs';

/**
 * A process's memory from /proc/<pid>/status: VmRSS (resident now) and VmHWM (the resident peak of its
 * whole life, as the kernel keeps it), in bytes. Sampled on a timer; the peak of the samples covers only
 * the sampled window (the upload), VmHWM also the start-up.
 */

export interface Memory {
  rss: number;
  hwm: number;
}

export function readMemory(pid: number): Memory | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? Number.NaN);
    return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
  } catch {
    return undefined;
  }
}

export interface RssSampler {
  /** RSS samples in bytes, one per tick while running. */
  samples: number[];
  peak(): number;
  stop(): Memory | undefined;
}

export function sampleRss(pid: number, everyMs = 200): RssSampler {
  const samples: number[] = [];
  const tick = () => {
    const memory = readMemory(pid);
    if (memory) samples.push(memory.rss);
  };
  tick();
  const timer = setInterval(tick, everyMs);
  return {
    samples,
    peak: () => samples.reduce((max, s) => Math.max(max, s), 0),
    stop: () => {
      clearInterval(timer);
      tick();
      return readMemory(pid);
    },
  };
}
