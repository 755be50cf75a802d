import { type Language, languageFromAcceptLanguage, localizeBody } from '@dishcraft/contract';
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
 * The API's error answers speak the request's Accept-Language (issue #20): English by default, so a client that
 * names no language reads the texts it always did, byte for byte. Every error body passes here, whoever sent it
 * (the error handler, the 404/405 handler, a route), before the compressor. Errors are never kept by the answer
 * cache (it keeps 200s only) nor by the idempotency store (2xx only), so one language's error cannot be replayed
 * to another; Vary tells shared caches the same.
 */
export function localizeErrors(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !request.url.startsWith('/api')) return payload;
    addVary(reply, 'Accept-Language');
    const language = askedLanguage(request);
    if (language === 'en' || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    try {
      return JSON.stringify(localizeBody(JSON.parse(payload), language));
    } catch {
      return payload;
    }
  });
}
