import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { DeliveryOptions, MailMessage } from './mail-delivery.js';
import { answered, workerCalls } from './worker-calls.js';

export type { MailMessage } from './mail-delivery.js';

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Waits for what is being sent, then lets go of open connections (the server's shutdown). */
  close?(): Promise<void>;
}

type FromWorker = { id: number; ok: true; file?: string } | { id: number; ok: false; message: string };

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
  const threads = workerCalls<MailMessage, void, FromWorker>({
    name: 'the mail thread',
    start() {
      const worker = new Worker(new URL('./mail-worker.mjs', import.meta.url), { workerData: delivery });
      worker.unref();
      return worker;
    },
    onMessage(reply, { worker, calls }) {
      const sending = calls.get(reply.id);
      if (!sending) return;
      calls.delete(reply.id);
      if (calls.size === 0) worker.unref();
      if (!reply.ok) {
        sending.reject(new Error(reply.message));
        return;
      }
      if (reply.file)
        logger.info(
          { mailTo: sending.data.to, file: reply.file },
          `e-mail to ${sending.data.to} ("${sending.data.subject}") saved to ${reply.file}`,
        );
      sending.resolve();
    },
  });

  return {
    send(message) {
      const { id, thread, result } = threads.call(message);
      thread.worker.ref();
      thread.worker.postMessage({ type: 'send', id, mail: message });
      return result;
    },
    async close() {
      // Messages handed over from now on go to a new thread; this one ends once it answered all of its own.
      const thread = threads.detach();
      if (!thread) return;
      await answered(thread);
      const exited = once(thread.worker, 'exit');
      thread.worker.postMessage({ type: 'close' });
      const cutOff = setTimeout(() => void thread.worker.terminate(), CLOSE_GRACE_MS);
      await exited;
      clearTimeout(cutOff);
    },
  };
}
