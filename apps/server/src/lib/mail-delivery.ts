import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface DeliveryOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}

/** What became of a message: the outbox file it was saved to, or nothing when SMTP took it. */
export interface Delivered {
  file?: string;
}

/**
 * Delivers messages (run in the mail thread, see mail-worker.mjs): SMTP through nodemailer when `smtpUrl` is
 * set. Otherwise each message is written as an .eml file to the outbox folder, readable only by the server's
 * user: a reset link stays usable on a machine without a mail server, yet no token ever reaches the log
 * (rule 39 of docs/reference-defects.md), which only names the file.
 */
export function openDelivery(options: DeliveryOptions) {
  if (!options.smtpUrl) {
    const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return {
      async deliver(message: MailMessage): Promise<Delivered> {
        const { message: eml } = await render.sendMail({ from: options.from, ...message });
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const file = path.join(options.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
        // The folder is made only when missing, not before every message (each order sends two).
        await writeFile(file, eml as Buffer, { mode: 0o600 }).catch(async (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
          await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
          await writeFile(file, eml as Buffer, { mode: 0o600 });
        });
        return { file };
      },
      close() {},
    };
  }
  // Pooled: each order sends two messages, and an SMTP connection per message meant a TCP connect and a
  // handshake each time; the pool keeps up to five connections open and sends over them in turn.
  const transport = nodemailer.createTransport({ url: options.smtpUrl, pool: true });
  return {
    async deliver(message: MailMessage): Promise<Delivered> {
      await transport.sendMail({ from: options.from, ...message });
      return {};
    },
    close() {
      transport.close();
    },
  };
}
