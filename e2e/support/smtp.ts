import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The raw message as received (headers and body, transfer-encoded). */
  raw: string;
  /** The body with quoted-printable soft breaks and escapes undone, for finding links. */
  text: string;
}

export interface SmtpInbox {
  mails: ReceivedMail[];
  /** Waits for a message to `address` (mail is sent after the HTTP response, so it arrives a little later). */
  waitFor(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** The port the e2e server mails to (e2e/server.mjs: E2E_SMTP_URL, default smtp://127.0.0.1:2525). */
export const SMTP_PORT = Number(new URL(process.env.E2E_SMTP_URL ?? 'smtp://127.0.0.1:2525').port || 2525);

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A real SMTP server on the e2e mail port that keeps every message it receives. */
export async function startSmtp(port = SMTP_PORT): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          text: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    mails,
    async waitFor(address, timeoutMs = 15_000) {
      const wanted = address.toLowerCase();
      const started = Date.now();
      for (;;) {
        const mail = mails.find((m) => m.to.includes(wanted));
        if (mail) return mail;
        if (Date.now() - started > timeoutMs) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The `/reset-password/{uid}/{token}` path of the link in a reset mail. */
export function resetPathFrom(mail: ReceivedMail): string {
  const match = mail.text.match(/https?:\/\/[^\s"'<>]+(\/reset-password\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no reset link in the mail:\n${mail.text}`);
  return match[1];
}
