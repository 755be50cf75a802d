import { flattenErrors, translator } from '@dishcraft/contract';
import { activeLocale } from './locale';
import { tokenStore } from './storage';

/** A failed API call: the HTTP status, the server's body, and a message a person can read. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Message when the server gives none (the spec's per-action fallbacks). */
  fallback?: string;
  /** Calls that must have a token fail early with 'Authentication required' without one. */
  auth?: boolean;
}

/** How a request reaches the API: the browser's fetch, or on the server the server itself (entry-server.tsx). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

let onUnauthorized: () => void = () => {};
/** The auth provider registers what a 401 does: forget the token and go to /login, then back. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export function buildUrl(path: string, query?: Query): string {
  const url = `/api${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

/**
 * The one client every screen uses: adds the token, parses errors, handles 401 (customer spec §7). It names the
 * page's language in Accept-Language, so the server's messages come back in it (on the server, the render's own).
 */
export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { language } = activeLocale();
  const t = translator(language);
  const token = tokenStore.get();
  if (options.auth && !token) {
    // signed out meanwhile (another tab, an expired session): to the sign-in page, as a 401 does
    onUnauthorized();
    throw new ApiError(401, null, t('common.api.authRequired'));
  }
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': language,
    ...options.headers,
  };
  if (token) headers.Authorization = `Token ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const url = buildUrl(path, options.query);
  const method = options.method ?? (body ? 'POST' : 'GET');
  let response: Response;
  try {
    response = await transport(url, { method, headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, null, options.fallback ?? t('common.api.unreachable'));
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  if (!response.ok) {
    if (response.status === 401 && token) {
      tokenStore.clear();
      onUnauthorized();
    }
    const message = flattenErrors(data) || options.fallback || t('common.api.failed', { status: response.status });
    throw new ApiError(response.status, data, message);
  }
  return data as T;
}

/** Lists may come bare or paginated (`{results}`); screens want the rows. */
export function rows<T>(data: T[] | { results: T[] }): T[] {
  return Array.isArray(data) ? data : data.results;
}
