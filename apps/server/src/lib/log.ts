/**
 * The processes' one logger (pino): JSON lines on stdout, one object per line with `level`, `time` (ISO),
 * `name` (server, worker), `msg`, and whatever the line adds (`err` with its stack, `reqId` on every
 * line of a request: app.ts hands this logger to Fastify). The start lines of main.ts and worker-main.ts
 * are log lines too; a human reads them by their `msg`, a program by their fields (the demo sign-ins carry
 * `demo: { role, username, password }`). Written synchronously, so the last lines before an exit are
 * not lost.
 */
import { type DestinationStream, type Logger, pino } from 'pino';

export type Log = Logger;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogOptions {
  /** Which process writes (server, worker, admin). */
  name: string;
  level?: LogLevel | undefined;
  /** Where lines go (default: stdout); tests pass a stream to read them. */
  destination?: DestinationStream | undefined;
}

export function createLog(options: LogOptions): Log {
  return pino(
    {
      name: options.name,
      level: options.level ?? 'info',
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/**
 * The `msg` of each JSON log line of `output` (other lines as they are), one per line: what the benches
 * and journeys read the start lines from (`Site ready on …`, `Demo sign-in: …`).
 */
export function logMessages(output: string): string[] {
  return output.split('\n').map((line) => {
    if (!line.startsWith('{')) return line;
    try {
      const record = JSON.parse(line) as { msg?: unknown };
      return typeof record.msg === 'string' ? record.msg : line;
    } catch {
      return line;
    }
  });
}
