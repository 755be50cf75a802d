// The mail thread (see mailer.ts): composing a message and handing it to SMTP or the outbox took about
// half of an order's time on the server's own thread, which every request waits for.
// tsImport loads the TypeScript module whether or not this process runs under tsx (tests run under Vitest).
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { openDelivery } = await tsImport('./mail-delivery.ts', import.meta.url);
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
