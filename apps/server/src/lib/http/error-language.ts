import { type Language, languageFromAcceptLanguage, localizeBody, localizeMessage } from '@dishcraft/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The language a request asks to be answered in: its Accept-Language, English when it names none. */
export const askedLanguage = (request: FastifyRequest): Language =>
  languageFromAcceptLanguage(request.headers['accept-language']);

/** Adds `field` to the Vary header a reply already has, once. */
export function addVary(reply: FastifyReply, field: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  const fields = current
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (!fields.some((f) => f.toLowerCase() === field.toLowerCase())) fields.push(field);
  reply.header('Vary', fields.join(', '));
}

/**
 * Successful answers that carry a sentence for people rather than data (API.md §3.1 password reset, §3.6 and §3.8
 * check_availability, §3.11 mark_all_as_read), by route, with the top-level fields that hold it.
 */
const WORDED_ANSWERS: [RegExp, string[]][] = [
  [/^\/api\/users\/password-reset(-confirm)?\/$/, ['message']],
  [/\/check_availability\/$/, ['message']],
  [/\/mark_all_as_read\/$/, ['status']],
  [/^\/api\/promotions\/validate\/$/, ['reason']],
];

const wordedFields = (request: FastifyRequest) => {
  const route = request.routeOptions.url ?? '';
  return WORDED_ANSWERS.find(([pattern]) => pattern.test(route))?.[1];
};

/** `body` with its `fields` in `language`; names, counts and lists in it stay as they are. */
function localizeFields(body: unknown, fields: string[], language: Language): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...body };
  for (const field of fields) {
    const value = out[field];
    if (typeof value === 'string') out[field] = localizeMessage(value, language);
  }
  return out;
}

/**
 * The API's texts speak the request's Accept-Language (issue #20): English by default, so a client that names no
 * language reads the texts it always did, byte for byte. Every error body passes here, whoever sent it (the error
 * handler, the 404/405 handler, a route), and so do the few successful answers that are sentences (WORDED_ANSWERS),
 * before the compressor and the ETag. Errors are never kept by the answer cache (it keeps 200s only) nor by the
 * idempotency store (2xx only), and none of the worded answers is cached or idempotent, so one language's text is
 * never replayed to another; Vary tells shared caches the same.
 */
export function localizeErrors(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api')) return payload;
    const error = reply.statusCode >= 400;
    const fields = error ? undefined : wordedFields(request);
    if (!error && !fields) return payload;
    addVary(reply, 'Accept-Language');
    const language = askedLanguage(request);
    if (language === 'en' || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    try {
      const body: unknown = JSON.parse(payload);
      return JSON.stringify(fields ? localizeFields(body, fields, language) : localizeBody(body, language));
    } catch {
      return payload;
    }
  });
}
