import { AsyncLocalStorage } from 'node:async_hooks';

/** Per-request counters behind the `Server-Timing` header (API.md §1.8). */
export interface RequestStats {
  queries: number;
  dbMs: number;
}

const storage = new AsyncLocalStorage<RequestStats>();

export function runWithStats<T>(stats: RequestStats, fn: () => T): T {
  return storage.run(stats, fn);
}

export function currentStats(): RequestStats | undefined {
  return storage.getStore();
}

/** Times one SQL round trip and adds it to the current request's counters. */
export async function measureQuery<T>(run: () => Promise<T>): Promise<T> {
  const stats = storage.getStore();
  if (!stats) return run();
  const started = performance.now();
  try {
    return await run();
  } finally {
    stats.queries += 1;
    stats.dbMs += performance.now() - started;
  }
}
