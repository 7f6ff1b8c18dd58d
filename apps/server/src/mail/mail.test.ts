import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../lib/env-schema.js';
import {
  createOutboxMailer,
  createSmtpMailer,
  latestMailTo,
  MailConfigError,
  MailDeliveryError,
  mailerFromEnv,
  readOutbox,
} from './index.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'site-mail-test-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('given the outbox mailer', () => {
  it('stores a message that readOutbox gives back with its sender and date, plus a readable .eml', async () => {
    const outbox = join(dir, 'outbox');
    const mailer = createOutboxMailer(outbox, { from: 'Site <hello@example.com>' });
    const before = Date.now();
    await mailer.send({
      to: 'ann@example.com',
      subject: 'Confirm your account',
      text: 'Open https://example.com/confirm?c=abc',
      html: '<p>Open <a href="https://example.com/confirm?c=abc">this link</a></p>',
    });
    const [message, ...rest] = await readOutbox(outbox);
    expect(rest).toEqual([]);
    expect(message).toMatchObject({
      from: 'Site <hello@example.com>',
      to: 'ann@example.com',
      subject: 'Confirm your account',
      text: 'Open https://example.com/confirm?c=abc',
      html: '<p>Open <a href="https://example.com/confirm?c=abc">this link</a></p>',
    });
    expect(Date.parse(message?.date ?? '')).toBeGreaterThanOrEqual(before - 1);
    expect(message?.messageId).toMatch(/^<.+@.+>$/);

    const eml = readFileSync(join(outbox, `${message?.id}.eml`), 'utf8');
    expect(eml).toMatch(/^To: ann@example\.com$/m);
    expect(eml).toMatch(/^Subject: Confirm your account$/m);
    expect(eml).toMatch(/^From: Site <hello@example\.com>$/m);
    expect(eml).toContain(`Message-ID: ${message?.messageId}`);
    expect(eml).toContain('Content-Type: text/html');
  });

  it('omits html when the message has none and uses no-reply@localhost as the default sender', async () => {
    await createOutboxMailer(dir).send({ to: 'bob@example.com', subject: 'Hi', text: 'plain' });
    const [message] = await readOutbox(dir);
    expect(message?.from).toBe('no-reply@localhost');
    expect(message).not.toHaveProperty('html');
  });

  it('lists messages oldest first, newest last, and latestMailTo finds the newest one for an address', async () => {
    const mailer = createOutboxMailer(dir);
    for (const n of [1, 2, 3]) {
      await mailer.send({ to: n === 2 ? 'bob@example.com' : 'ann@example.com', subject: `m${n}`, text: '' });
    }
    expect((await readOutbox(dir)).map((m) => m.subject)).toEqual(['m1', 'm2', 'm3']);
    expect((await latestMailTo(dir, 'ANN@example.com'))?.subject).toBe('m3');
    expect((await latestMailTo(dir, 'bob@example.com'))?.subject).toBe('m2');
    expect(await latestMailTo(dir, 'cat@example.com')).toBeUndefined();
  });

  it('gives every one of many concurrent messages its own files, ordered as they were sent', async () => {
    const mailer = createOutboxMailer(dir);
    const subjects = Array.from({ length: 50 }, (_, i) => `n${String(i).padStart(2, '0')}`);
    await Promise.all(
      subjects.map((subject) => mailer.send({ to: 'ann@example.com', subject, text: subject })),
    );
    const messages = await readOutbox(dir);
    expect(new Set(messages.map((m) => m.id)).size).toBe(50);
    expect(messages.map((m) => m.subject)).toEqual(subjects);
    const files = readdirSync(dir);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(50);
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('reads an outbox folder that does not exist yet as empty', async () => {
    expect(await readOutbox(join(dir, 'never-written'))).toEqual([]);
  });

  it('refuses a recipient list, a header break in the subject or a bad address, storing nothing', async () => {
    const mailer = createOutboxMailer(dir);
    await expect(mailer.send({ to: 'a@example.com, b@example.com', subject: 's', text: '' })).rejects.toThrow(
      /to: must be a single email address/,
    );
    await expect(
      mailer.send({ to: 'a@example.com', subject: 's\r\nBcc: x@example.com', text: '' }),
    ).rejects.toThrow(/subject: must be one line/);
    await expect(mailer.send({ to: 'nobody', subject: 's', text: '' })).rejects.toThrow(TypeError);
    expect(await readOutbox(dir)).toEqual([]);
  });
});

describe('given the mail environment', () => {
  it('writes to <dataDir>/outbox without SMTP_URL (unset or empty), from no-reply@localhost', async () => {
    for (const env of [{}, { SMTP_URL: '', MAIL_FROM: '  ' }]) {
      const setup = mailerFromEnv(env, dir);
      expect(setup).toMatchObject({
        kind: 'outbox',
        from: 'no-reply@localhost',
        target: join(dir, 'outbox'),
      });
    }
    await mailerFromEnv({ MAIL_FROM: 'Site <site@example.com>' }, dir).mailer.send({
      to: 'ann@example.com',
      subject: 'via env',
      text: '',
    });
    expect(await readOutbox(join(dir, 'outbox'))).toMatchObject([
      { subject: 'via env', from: 'Site <site@example.com>' },
    ]);
  });

  it('sends through SMTP when SMTP_URL is an smtp:// or smtps:// URL, and masks its password', () => {
    const setup = mailerFromEnv({ SMTP_URL: 'smtp://user:secret@mail.example.com:587' }, dir);
    expect(setup.kind).toBe('smtp');
    expect(setup.target).toBe('smtp://user:***@mail.example.com:587');
    expect(mailerFromEnv({ SMTP_URL: 'smtps://mail.example.com' }, dir).kind).toBe('smtp');
  });

  it.each(['http://mail.example.com', 'mail.example.com:587', 'smtp://', 'not a url'])(
    'rejects SMTP_URL=%s with a config error naming the variable',
    (url) => {
      let error: unknown;
      try {
        mailerFromEnv({ SMTP_URL: url }, dir);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(MailConfigError);
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    },
  );

  it('does not echo the password of a bad SMTP_URL', () => {
    expect(() => mailerFromEnv({ SMTP_URL: 'ftp://user:hunter2@mail.example.com' }, dir)).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    );
  });

  it('rejects a MAIL_FROM that is not an address, naming the variable', () => {
    expect(() => mailerFromEnv({ MAIL_FROM: 'nobody' }, dir)).toThrow(/MAIL_FROM: must be an email address/);
  });
});

describe('given an SMTP server that cannot be reached', () => {
  let closedPort: number;
  beforeEach(async () => {
    // Take a free port, then close it: nothing listens there.
    const server: Server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closedPort = (server.address() as { port: number }).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('rejects send with a MailDeliveryError naming the server without its password', async () => {
    const mailer = createSmtpMailer(`smtp://user:secret@127.0.0.1:${closedPort}`, 'no-reply@localhost', {
      connectionTimeout: 1000,
    });
    const sent = mailer.send({ to: 'ann@example.com', subject: 's', text: 't' });
    await expect(sent).rejects.toBeInstanceOf(MailDeliveryError);
    await expect(sent).rejects.toThrow(`Sending mail through smtp://user:***@127.0.0.1:${closedPort}`);
    await expect(sent).rejects.toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('secret') }),
    );
  });
});

describe('given a tiny SMTP server', () => {
  let server: Server;
  let port: number;
  let received: string[];
  beforeEach(async () => {
    received = [];
    // Just enough of RFC 5321 for one plain message: greeting, EHLO, MAIL, RCPT, DATA, QUIT.
    server = createServer((socket) => {
      let inData = false;
      let data = '';
      let buffer = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        for (let i = buffer.indexOf('\r\n'); i >= 0; i = buffer.indexOf('\r\n')) {
          const line = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          if (inData) {
            if (line === '.') {
              inData = false;
              received.push(data);
              socket.write('250 queued\r\n');
            } else data += `${line}\n`;
          } else if (/^EHLO/i.test(line)) socket.write('250 test\r\n');
          else if (/^DATA/i.test(line)) {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterEach(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the message from MAIL_FROM through the SMTP URL', async () => {
    const { mailer } = mailerFromEnv(
      { SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`, MAIL_FROM: 'Site <site@example.com>' },
      dir,
    );
    await mailer.send({ to: 'ann@example.com', subject: 'Restore your password', text: 'code 123' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/^From: Site <site@example\.com>$/m);
    expect(received[0]).toMatch(/^To: ann@example\.com$/m);
    expect(received[0]).toMatch(/^Subject: Restore your password$/m);
    expect(received[0]).toContain('code 123');
    expect(await readOutbox(join(dir, 'outbox'))).toEqual([]);
  });
});
