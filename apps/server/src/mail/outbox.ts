import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { z } from 'zod';
import { checkMessage, type Mailer } from './mailer.js';

/**
 * The embedded mailer: instead of sending, each message is written into a folder (the server passes
 * `<DATA_DIR>/outbox`), so sign-up and password restore work on a developer's machine with no mail server,
 * and tests read what was "sent" with `readOutbox`.
 *
 * Each message makes two files with the same name:
 *   - `<name>.json`: the fields (date, from, to, subject, text, html, messageId), what `readOutbox` reads;
 *   - `<name>.eml`:  the full RFC 5322 message built by nodemailer, the same bytes SMTP would carry; open it
 *     in any mail client (Thunderbird, Apple Mail, Outlook…) or read it with `cat`.
 * Names start with the UTC time of sending (`2026-01-02T03-04-05.678Z-0000-1a2b3c4d5e6f`), so an `ls` lists
 * the outbox oldest first; a per-process counter orders messages of the same millisecond and a random tail
 * keeps names of several processes apart. The `.json` appears last and at once (written aside, then
 * renamed): a reader never sees half a message.
 */

/** A stored message, as `readOutbox` returns it. */
export interface OutboxMessage {
  /** The file name without extension: sortable by time, unique. */
  id: string;
  /** When it was "sent" (ISO 8601, UTC). */
  date: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** The Message-ID header of the `.eml`. */
  messageId: string;
}

const storedSchema = z.object({
  date: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  messageId: z.string(),
});

export interface OutboxOptions {
  /** The sender written into each message (default `no-reply@localhost`). */
  from?: string | undefined;
}

let lastMs = 0;
let sequence = 0;

/** A file name sortable by time: monotonic within this process even if the clock steps back. */
function nextName(): string {
  let ms = Date.now();
  if (ms <= lastMs) {
    ms = lastMs;
    sequence += 1;
    if (sequence > 9999) {
      ms += 1;
      sequence = 0;
    }
  } else {
    sequence = 0;
  }
  lastMs = ms;
  const stamp = new Date(ms).toISOString().replace(/:/g, '-');
  return `${stamp}-${String(sequence).padStart(4, '0')}-${randomBytes(6).toString('hex')}`;
}

/** The outbox mailer writing into `dir` (created if missing). */
export function createOutboxMailer(dir: string, options: OutboxOptions = {}): Mailer {
  const from = options.from ?? 'no-reply@localhost';
  // nodemailer's stream transport only builds the MIME message; nothing leaves the machine.
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(input) {
      const message = checkMessage(input);
      const name = nextName();
      const date = new Date();
      const info = await composer.sendMail({ ...message, from, date });
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, `${name}.eml`), info.message as Buffer);
      const stored: z.infer<typeof storedSchema> = {
        date: date.toISOString(),
        from,
        ...message,
        messageId: info.messageId,
      };
      const aside = join(dir, `.${name}.json.tmp`);
      await writeFile(aside, `${JSON.stringify(stored, null, 2)}\n`);
      await rename(aside, join(dir, `${name}.json`));
    },
  };
}

/** Every message in the outbox `dir`, oldest first, newest last; none when the folder does not exist. */
export async function readOutbox(dir: string): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((n) => n.endsWith('.json') && !n.startsWith('.')).sort();
  return Promise.all(
    files.map(async (file) => {
      const path = join(dir, file);
      const raw = await readFile(path, 'utf8');
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        json = undefined;
      }
      const parsed = storedSchema.safeParse(json);
      if (!parsed.success) throw new Error(`Not an outbox message: ${path}`);
      return { id: file.slice(0, -'.json'.length), ...parsed.data };
    }),
  );
}

/** The newest message to `to` in the outbox `dir`, if any (what a test of sign-up or restore reads). */
export async function latestMailTo(dir: string, to: string): Promise<OutboxMessage | undefined> {
  const wanted = to.toLowerCase();
  return (await readOutbox(dir)).findLast((m) => m.to.toLowerCase() === wanted);
}
