// The mail thread (see mailer.ts): composing a message and handing it to SMTP or the outbox took about
// half of an order's time on the server's own thread, which every request waits for.
// Built (apps/server/dist), mail-delivery is JavaScript beside this file; run from the sources (Vitest, tsx), it is
// TypeScript, which tsImport loads (tsx is a development dependency, never loaded by the built server).
import { existsSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';

const compiled = new URL('./mail-delivery.js', import.meta.url);
const { openDelivery } = existsSync(compiled)
  ? await import(compiled.href)
  : await (await import('tsx/esm/api')).tsImport('./mail-delivery.ts', import.meta.url);
const delivery = openDelivery(workerData);

parentPort.on('message', async (message) => {
  // mailer.ts asks for the end only once every message it handed over has been answered.
  if (message.type === 'close') {
    delivery.close();
    parentPort.close();
    return;
  }
  try {
    const delivered = await delivery.deliver(message.mail);
    parentPort.postMessage({ id: message.id, ok: true, file: delivered.file });
  } catch (error) {
    parentPort.postMessage({ id: message.id, ok: false, message: String(error?.message ?? error) });
  }
});
