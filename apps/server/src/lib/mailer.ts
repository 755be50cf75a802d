import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { DeliveryOptions, MailMessage } from './mail-delivery.js';

export type { MailMessage } from './mail-delivery.js';

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Waits for what is being sent, then lets go of open connections (the server's shutdown). */
  close?(): Promise<void>;
}

type FromWorker = { id: number; ok: true; file?: string } | { id: number; ok: false; message: string };

interface Sending {
  message: MailMessage;
  resolve: () => void;
  reject: (error: Error) => void;
  /** Settles, never rejects, once the message is delivered or failed. */
  settled: Promise<void>;
}

/** How long a closing mail thread may take to say goodbye to its SMTP connections. */
const CLOSE_GRACE_MS = 5000;

/**
 * Sends e-mail from a thread of its own (mail-worker.mjs running mail-delivery.ts: SMTP when `smtpUrl` is set,
 * else the outbox folder), started at the first message: composing and handing over a message took about half
 * of an order's time on the server's thread. `send` settles once the message was delivered or failed. The
 * thread keeps the process alive only while it has messages in hand; one that dies fails those, and the next
 * message starts a new one.
 */
export function createMailer(options: DeliveryOptions & { logger: FastifyBaseLogger }): Mailer {
  const { logger, ...delivery } = options;
  const sending = new Map<number, Sending>();
  let nextId = 0;
  let worker: Worker | null = null;

  const start = () => {
    const started = new Worker(new URL('./mail-worker.mjs', import.meta.url), { workerData: delivery });
    started.unref();
    started.on('message', (reply: FromWorker) => {
      const entry = sending.get(reply.id);
      if (!entry) return;
      sending.delete(reply.id);
      if (sending.size === 0) started.unref();
      if (!reply.ok) {
        entry.reject(new Error(reply.message));
        return;
      }
      if (reply.file)
        logger.info(
          { mailTo: entry.message.to, file: reply.file },
          `e-mail to ${entry.message.to} ("${entry.message.subject}") saved to ${reply.file}`,
        );
      entry.resolve();
    });
    const fail = (error: Error) => {
      if (worker === started) worker = null;
      for (const entry of sending.values()) entry.reject(error);
      sending.clear();
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`the mail thread stopped (exit code ${code})`)));
    return started;
  };

  return {
    send(message) {
      worker ??= start();
      worker.ref();
      const id = nextId++;
      let settle = { resolve: () => {}, reject: (_error: Error) => {} };
      const sent = new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      });
      const settled = sent.then(
        () => undefined,
        () => undefined,
      );
      sending.set(id, { message, ...settle, settled });
      worker.postMessage({ type: 'send', id, mail: message });
      return sent;
    },
    async close() {
      // Messages handed over while waiting go to the same thread: wait until none is in hand, then close it
      // before anything else can run.
      while (sending.size) await Promise.all([...sending.values()].map((entry) => entry.settled));
      const running = worker;
      worker = null;
      if (!running) return;
      const exited = once(running, 'exit');
      running.postMessage({ type: 'close' });
      const cutOff = setTimeout(() => void running.terminate(), CLOSE_GRACE_MS);
      await exited;
      clearTimeout(cutOff);
    },
  };
}
