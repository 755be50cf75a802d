import { HTTP_MESSAGES, LIMITS } from '@dishcraft/contract';
import { notFound } from './errors.js';

export interface PageRequest {
  page: number;
  size: number;
  offset: number;
}

/**
 * `?page=N` turns a bare list into a page (API.md §1.5); without it, null (return every row).
 * A non-integer page is 404 "Invalid page."; page_size defaults to 20 and is capped at 100.
 */
export function pageRequest(query: Record<string, unknown>): PageRequest | null {
  const raw = query.page;
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !/^[1-9][0-9]{0,8}$/.test(raw)) throw notFound(HTTP_MESSAGES.invalidPage);
  const page = Number(raw);
  const sizeRaw = typeof query.page_size === 'string' ? query.page_size : '';
  let size: number = LIMITS.pageSize.default;
  if (/^[1-9][0-9]{0,8}$/.test(sizeRaw)) size = Math.min(Number(sizeRaw), LIMITS.pageSize.max);
  return { page, size, offset: (page - 1) * size };
}

/** The `{count, next, previous, results}` envelope; a page past the end is 404. */
export function pageOf<T>(request: PageRequest, count: number, results: T[], url: URL) {
  const last = Math.max(1, Math.ceil(count / request.size));
  if (request.page > last) throw notFound(HTTP_MESSAGES.invalidPage);
  const link = (page: number) => {
    const next = new URL(url);
    next.searchParams.set('page', String(page));
    return next.toString();
  };
  return {
    count,
    next: request.page < last ? link(request.page + 1) : null,
    previous: request.page > 1 ? link(request.page - 1) : null,
    results,
  };
}

/**
 * pageOf's envelope as JSON text around `results`, a JSON array already written (the order lists have
 * PostgreSQL write theirs): the same bytes JSON.stringify makes of pageOf's object.
 */
export function pageJson(request: PageRequest, count: number, results: string, url: URL): string {
  const envelope = JSON.stringify(pageOf(request, count, [], url));
  return `${envelope.slice(0, -'[]}'.length)}${results}}`;
}

/** The request's absolute URL, for `next`/`previous`. */
export function requestUrl(baseUrl: string, url: string): URL {
  return new URL(url, `${baseUrl}/`);
}

export interface Slice {
  limit: number;
  offset: number;
}

/**
 * A list endpoint's answer (API.md §1.5): every row as a bare array, or with `?page=` the
 * `{count, next, previous, results}` page (one more statement: the count).
 */
export async function listOrPage<T>(
  page: PageRequest | null,
  url: URL,
  rows: (slice?: Slice) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<T[] | ReturnType<typeof pageOf<T>>> {
  if (!page) return rows();
  const [total, results] = await Promise.all([count(), rows({ limit: page.size, offset: page.offset })]);
  return pageOf(page, total, results, url);
}
