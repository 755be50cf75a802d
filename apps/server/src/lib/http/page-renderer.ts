import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Language } from '@dishcraft/contract';
import { workerCalls } from '../worker-calls.js';

/** One of the render's API requests, answered by the server thread. */
export type Ask = (
  url: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string; contentType: string }>;

/** What a page is rendered in: its language, the shop's currency and the shop's time zone (the server's TZ). */
export interface PageLocale {
  language: Language;
  currency: string;
  timeZone: string;
}

type FromWorker =
  | { type: 'ask'; render: number; call: number; url: string; headers: Record<string, string> }
  | { type: 'done'; render: number; page: string | null }
  | { type: 'failed'; render: number; message: string };

/**
 * Renders the web app's public pages (apps/web/src/entry-server.tsx, built to dist-server beside the browser's build)
 * in a worker thread (render-worker.mjs), asking this thread for the API answers each render needs. Null when the
 * server build is not there. A worker that dies fails its renders and is started again for the next one.
 */
export function pageRenderer(webDist: string, template: string) {
  const entry = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const threads = workerCalls<Ask, string | null, FromWorker>({
    name: 'the page renderer',
    start: () =>
      new Worker(new URL('./render-worker.mjs', import.meta.url), {
        workerData: { entry: pathToFileURL(entry).href, template },
      }),
    onMessage(message, { worker, calls }) {
      const render = calls.get(message.render);
      if (!render) return;
      if (message.type === 'ask') {
        const ask = render.data;
        ask(message.url, message.headers)
          .catch((error: unknown) => ({ status: 502, body: String(error), contentType: 'text/plain' }))
          .then((answer) => worker.postMessage({ type: 'answer', call: message.call, ...answer }));
        return;
      }
      calls.delete(message.render);
      if (message.type === 'done') render.resolve(message.page);
      else render.reject(new Error(message.message));
    },
  });

  return {
    /**
     * The page at `url` (path and query string) rendered with its data in `locale` (language and currency), or null
     * for a page not rendered.
     */
    render(url: string, ask: Ask, locale: PageLocale): Promise<string | null> {
      const { id, thread, result } = threads.call(ask);
      thread.worker.postMessage({ type: 'render', render: id, url, locale });
      return result;
    },
    async close() {
      await threads.detach()?.worker.terminate();
    },
  };
}
