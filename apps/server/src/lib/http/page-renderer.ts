import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** One of the render's API requests, answered by the server thread. */
export type Ask = (
  url: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string; contentType: string }>;

type FromWorker =
  | { type: 'ask'; render: number; call: number; url: string; headers: Record<string, string> }
  | { type: 'done'; render: number; page: string | null }
  | { type: 'failed'; render: number; message: string };

interface Render {
  ask: Ask;
  resolve: (page: string | null) => void;
  reject: (error: Error) => void;
}

/**
 * Renders the web app's public pages (apps/web/src/entry-server.tsx, built to dist-server beside the browser's build)
 * in a worker thread (render-worker.mjs), asking this thread for the API answers each render needs. Null when the
 * server build is not there. A worker that dies fails its renders and is started again for the next one.
 */
export function pageRenderer(webDist: string, template: string) {
  const entry = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const renders = new Map<number, Render>();
  let nextRender = 0;
  let worker: Worker | null = null;

  const start = () => {
    const started = new Worker(new URL('./render-worker.mjs', import.meta.url), {
      workerData: { entry: pathToFileURL(entry).href, template },
    });
    started.on('message', (message: FromWorker) => {
      const render = renders.get(message.render);
      if (!render) return;
      if (message.type === 'ask') {
        render
          .ask(message.url, message.headers)
          .catch((error: unknown) => ({ status: 502, body: String(error), contentType: 'text/plain' }))
          .then((answer) => started.postMessage({ type: 'answer', call: message.call, ...answer }));
        return;
      }
      renders.delete(message.render);
      if (message.type === 'done') render.resolve(message.page);
      else render.reject(new Error(message.message));
    });
    const fail = (error: Error) => {
      if (worker === started) worker = null;
      for (const render of renders.values()) render.reject(error);
      renders.clear();
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`the page renderer stopped (exit code ${code})`)));
    return started;
  };

  return {
    /** The page at `url` (path and query string) rendered with its data, or null for a page not rendered. */
    render(url: string, ask: Ask): Promise<string | null> {
      worker ??= start();
      const render = nextRender++;
      const running = new Promise<string | null>((resolve, reject) => renders.set(render, { ask, resolve, reject }));
      worker.postMessage({ type: 'render', render, url });
      return running;
    },
    async close() {
      const running = worker;
      worker = null;
      await running?.terminate();
    },
  };
}
