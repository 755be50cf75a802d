import { constants } from 'node:zlib';
import { HTTP_MESSAGES } from '@dishcraft/contract';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors.js';
import { AnswerCache, type BuildTicket, type CachedAnswer } from './answer-cache.js';
import { addVary } from './error-language.js';
import { BROTLI_QUALITY_PER_RESPONSE, COMPRESS_THRESHOLD, RESPONSE_ENCODINGS, sendKept } from './encoding.js';

/**
 * Catalogue reads (routes as registered): what anyone may browse, the same for every anonymous
 * caller. Stock previews (`check_availability`) are left out on purpose: they change with each order.
 */
export const CATALOGUE_ROUTES: ReadonlySet<string> = new Set([
  '/api/restaurants/restaurants/',
  '/api/restaurants/restaurants/:id/',
  '/api/restaurants/restaurants/:id/ingredients/',
  '/api/restaurants/ingredients/',
  '/api/restaurants/ingredients/:id/',
  '/api/meals/meals/',
  '/api/meals/meals/:id/',
  '/api/meals/categories/',
  '/api/meals/categories/:id/',
  '/api/meals/custom-meals/',
  '/api/meals/custom-meals/top-rated/',
  '/api/meals/custom-meals/:id/',
  '/api/meals/custom-meals/:id/ingredients/',
  '/api/reviews/restaurant-reviews/',
  '/api/reviews/restaurant-reviews/:id/',
  '/api/reviews/meal-reviews/',
  '/api/reviews/meal-reviews/:id/',
  '/api/reviews/custom-meal-reviews/',
  '/api/reviews/custom-meal-reviews/:id/',
]);

/** Seconds a shared cache may serve an anonymous catalogue read without asking again. */
export const CATALOGUE_MAX_AGE = 30;

/** Distinct URLs kept at most; a flood of made-up query strings only evicts the oldest. */
const CACHE_ENTRIES = 500;

export const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';
const isCatalogue = (request: FastifyRequest) => CATALOGUE_ROUTES.has(request.routeOptions.url ?? '');
/** No Authorization header at all: the answer is the one every anonymous visitor gets. */
const isAnonymous = (request: FastifyRequest) =>
  request.headers.authorization === undefined && request.actor.kind !== 'user';

/** Bodies carry absolute links and media URLs built from the scheme and host the client used. */
export const answerKey = (request: FastifyRequest) => `${request.protocol}://${request.host}${request.url}`;

export interface HttpCachingOptions {
  /** How long this process reuses an anonymous catalogue answer, in milliseconds; 0: never. */
  cacheMs: number;
}

/** Empties `cache` on every successful write through this process: what it keeps was built from earlier reads. */
export function clearedByWrites(app: FastifyInstance, cache: AnswerCache): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isRead(request) && reply.statusCode < 400) cache.clear();
    return payload;
  });
}

/**
 * HTTP caching of the API (docs/decisions/007-http-caching.md): compressed bodies above 1 KB,
 * weak ETags with 304 answers, and `Cache-Control: public` only for anonymous catalogue reads.
 * Everything else keeps the app's `no-store` (personal data must never sit in a shared cache).
 */
export const httpCaching = fp(async (app: FastifyInstance, options: HttpCachingOptions) => {
  // Conditional requests are for reads only: an If-None-Match on a write must never turn its
  // answer into a bodiless 304.
  app.addHook('onRequest', async (request) => {
    if (!isRead(request)) delete request.headers['if-none-match'];
  });

  // Anonymous catalogue answers are the same for everyone, and already allowed to be 30 s old in
  // shared caches: this process reuses each for `cacheMs` instead of rebuilding it per request.
  // Any successful write through this process empties it at once; other instances catch up
  // within `cacheMs`. preHandler: after authentication and the compressor's own request hook.
  const cache = new AnswerCache(options.cacheMs, CACHE_ENTRIES);
  const builds = new WeakMap<FastifyRequest, BuildTicket>();
  const kept = new WeakMap<FastifyRequest, CachedAnswer>();
  app.addHook('preHandler', async (request, reply) => {
    if (!options.cacheMs || !isRead(request) || !isCatalogue(request) || !isAnonymous(request)) return;
    const found = await cache.lookup(answerKey(request));
    if ('ticket' in found) {
      builds.set(request, found.ticket);
      return;
    }
    const { answer } = found;
    // With the ETag already known, the ETag plugin only compares it instead of hashing the body again;
    // with Content-Encoding set, the compressor leaves the body compressed once per answer alone.
    if (answer.etag) reply.header('etag', answer.etag);
    return sendKept(request, reply, answer);
  });

  clearedByWrites(app, cache);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isRead(request) || !isCatalogue(request)) return payload;
    // The same URL answers differently per user (owners and admins see unapproved rows), so a
    // response to a signed-in request stays in the caller's own cache and is revalidated each time.
    const shared = isAnonymous(request) && reply.statusCode === 200;
    reply.header('Cache-Control', shared ? `public, max-age=${CATALOGUE_MAX_AGE}` : 'private, no-cache');
    addVary(reply, 'Authorization');
    addVary(reply, 'Accept-Encoding');
    const ticket = builds.get(request);
    if (shared && ticket && typeof payload === 'string') {
      const answer = cache.store(ticket, { payload, contentType: String(reply.getHeader('content-type')) });
      if (answer) kept.set(request, answer);
    }
    return payload;
  });

  // Whatever became of the build (sent, failed, client gone), the requests waiting for it go on.
  const release = (request: FastifyRequest, etag?: unknown) => {
    const ticket = builds.get(request);
    if (!ticket) return;
    const answer = kept.get(request);
    if (answer && typeof etag === 'string') answer.etag = etag;
    cache.release(ticket);
  };
  app.addHook('onResponse', async (request, reply) => release(request, reply.getHeader('etag')));
  app.addHook('onRequestAbort', async (request) => release(request));

  // The web app's files are compressed at build time and served precompressed (web-app.ts);
  // only the API's JSON is compressed on the fly.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress = false;
  });

  // Weak: the same JSON compressed differently is still the same representation.
  await app.register(etag, { weak: true });
  // The notification stream is hijacked and written raw, so it never passes through here.
  // Compressed in one synchronous call up to 64 KB (the plugin's default ceiling on 2 cores is 8 KB): the
  // stream pipeline used above it cost more than the compression itself for an 11 KB order list.
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    syncThreshold: 65_536,
    encodings: RESPONSE_ENCODINGS,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY_PER_RESPONSE,
      },
    },
    // The plugin's own answer repeats the header's value back; ours names what is accepted instead.
    onUnsupportedRequestEncoding: () => new ApiError(415, { detail: HTTP_MESSAGES.unsupportedEncoding }),
  });
});
