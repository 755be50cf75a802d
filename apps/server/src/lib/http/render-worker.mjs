// The web app's server render (apps/web/src/entry-server.tsx) runs here, in a worker thread of its own (see
// page-renderer.ts): a render holds its thread for tens of milliseconds, which on the server's own thread every API
// request arriving meanwhile would wait for.
import { parentPort, workerData } from 'node:worker_threads';

const { entry, template } = workerData;
const { renderPage } = await import(entry);

/** API calls waiting for the server thread's answer, by call id. */
const calls = new Map();
let nextCall = 0;

parentPort.on('message', async (message) => {
  if (message.type === 'answer') {
    const call = calls.get(message.call);
    calls.delete(message.call);
    call?.(new Response(message.body, { status: message.status, headers: { 'content-type': message.contentType } }));
    return;
  }
  const { render, url, locale } = message;
  const transport = (path, init) =>
    new Promise((resolve) => {
      const call = nextCall++;
      calls.set(call, resolve);
      parentPort.postMessage({ type: 'ask', render, call, url: path, headers: init.headers ?? {} });
    });
  try {
    parentPort.postMessage({ type: 'done', render, page: await renderPage(url, template, transport, locale) });
  } catch (error) {
    parentPort.postMessage({ type: 'failed', render, message: String(error?.stack ?? error) });
  }
});
