import { readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp } from '../../test/helpers.js';
import { eventually, startSmtp } from '../../test/smtp.js';
import { captureLogs } from '../../test/logs.js';
import { createMailer } from './mailer.js';

describe('without SMTP_URL e-mail goes to the outbox folder, never to the log', () => {
  const logs = captureLogs('trace');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logger: logs.logger });
  });
  afterAll(() => t.close());

  it('a reset link is saved as an .eml file only the server user can read; the log names the file', async () => {
    await createUser(t, 'customer', { email: 'outbox@example.com' });
    const res = await call(t, 'POST', '/api/users/password-reset/', { body: { email: 'outbox@example.com' } });
    expect(res.status).toBe(200);
    let files: string[] = [];
    for (let wait = 0; files.length === 0 && wait < 100; wait += 1) {
      await new Promise((r) => setTimeout(r, 50));
      files = await readdir(t.config.outboxDir).catch(() => []);
    }
    const [name] = files;
    const file = path.join(t.config.outboxDir, name as string);
    expect(name).toMatch(/\.eml$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const eml = (await readFile(file, 'utf8')).replace(/=\r?\n/g, '');
    expect(eml).toContain('To: outbox@example.com');
    expect(eml).toContain('Subject: Reset your Dishcraft password');
    const token = /\/reset-password\/[A-Za-z0-9_-]+\/([A-Za-z0-9_-]{43})/.exec(eml)?.[1];
    expect(token).toBeDefined();
    await eventually(() => logs.text().includes(file) || undefined);
    expect(logs.text()).not.toContain(token);
    expect(logs.text()).not.toContain('reset-password/');
  });
});

describe('with SMTP_URL e-mail goes out over SMTP', () => {
  it('messages share pooled connections instead of one connection each, and close lets them go', async () => {
    const smtp = await startSmtp();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Dishcraft <no-reply@dishcraft.example>',
      outboxDir: path.join(tmpdir(), 'dishcraft-unused-outbox'),
      logger: Fastify().log,
    });
    for (let n = 1; n <= 6; n += 1)
      await mailer.send({ to: `c${n}@example.com`, subject: `Order #${n}`, text: 'Thanks' });
    expect(smtp.mails.map((m) => m.to)).toEqual([1, 2, 3, 4, 5, 6].map((n) => [`c${n}@example.com`]));
    expect(smtp.connections()).toBe(1);
    await mailer.close?.();
    await smtp.close();
  });
});

describe('the mail thread', () => {
  const logger = Fastify().log;
  const outboxDir = () => path.join(tmpdir(), `dishcraft-outbox-${process.pid}-${Date.now()}-${Math.random()}`);

  it('a message SMTP refuses rejects its send with the reason, and the next message still goes out', async () => {
    const smtp = await startSmtp();
    const closed = await startSmtp();
    await closed.close();
    const refusing = createMailer({
      smtpUrl: closed.url,
      from: 'no-reply@dishcraft.example',
      outboxDir: outboxDir(),
      logger,
    });
    await expect(refusing.send({ to: 'a@example.com', subject: 'Hi', text: 'x' })).rejects.toThrow(/ECONNREFUSED/);
    await refusing.close?.();

    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'no-reply@dishcraft.example',
      outboxDir: outboxDir(),
      logger,
    });
    await mailer.send({ to: 'b@example.com', subject: 'Hi', text: 'x' });
    expect(smtp.mails.map((m) => m.to)).toEqual([['b@example.com']]);
    await mailer.close?.();
    await smtp.close();
  });

  it('close waits for the messages in hand before the thread ends', async () => {
    const dir = outboxDir();
    const mailer = createMailer({ from: 'no-reply@dishcraft.example', outboxDir: dir, logger });
    const sends = Array.from({ length: 20 }, (_, n) =>
      mailer.send({ to: `c${n}@example.com`, subject: `#${n}`, text: 'x' }),
    );
    await mailer.close?.();
    await Promise.all(sends);
    expect((await readdir(dir)).filter((f) => f.endsWith('.eml'))).toHaveLength(20);
  });

  it('a message handed over while the thread is closing goes to a new thread and is delivered', async () => {
    const dir = outboxDir();
    const mailer = createMailer({ from: 'no-reply@dishcraft.example', outboxDir: dir, logger });
    await mailer.send({ to: 'first@example.com', subject: 'First', text: 'x' });
    const closing = mailer.close?.();
    const late = mailer.send({ to: 'late@example.com', subject: 'Late', text: 'x' });
    await closing;
    await late;
    expect((await readdir(dir)).filter((f) => f.endsWith('.eml'))).toHaveLength(2);
    await mailer.close?.();
  });
});
