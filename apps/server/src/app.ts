import { randomUUID } from 'node:crypto';
import { addEveryCatalogue, answerShapes, HTTP_MESSAGES } from '@dishcraft/contract';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import type { Database } from './db/client.js';
import { isConnectionError } from './lib/db-errors.js';
import { type Actor, ANONYMOUS } from './lib/actor.js';
import { type Clock, systemClock } from './lib/clock.js';
import { ApiError } from './lib/errors.js';
import { securityHeaders } from './lib/http/security-headers.js';
import { type FastifyLikeError, mapFastifyError, registerBodyParsers } from './lib/http/body-parsers.js';
import { httpCaching } from './lib/http/caching.js';
import { localizeErrors } from './lib/http/error-language.js';
import { registerNotFound } from './lib/http/not-found.js';
import { registerWebApp } from './lib/http/web-app.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { RateLimiter } from './lib/rate-limit/limiter.js';
import { type RequestStats, runWithStats } from './lib/request-context.js';
import { checkAnswers } from './lib/answer-check.js';
import { plainJson } from './lib/route-schemas.js';
import { addressesRoutes } from './modules/addresses/routes.js';
import { areasRoutes } from './modules/areas/routes.js';
import { promotionsRoutes } from './modules/promotions/routes.js';
import { authHook } from './modules/auth/hook.js';
import { authRoutes } from './modules/auth/routes.js';
import { categoriesRoutes } from './modules/categories/routes.js';
import { favouritesRoutes } from './modules/favourites/routes.js';
import { customMealsRoutes } from './modules/custom-meals/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { ingredientsRoutes } from './modules/ingredients/routes.js';
import { mealsRoutes } from './modules/meals/routes.js';
import { notificationsRoutes } from './modules/notifications/routes.js';
import { orderSweeper } from './modules/orders/expiry.js';
import { ordersRoutes } from './modules/orders/routes.js';
import { createPaymentProvider, type PaymentProvider } from './modules/payments/provider.js';
import { mediaRoutes } from './modules/media/routes.js';
import { paymentsRoutes } from './modules/payments/routes.js';
import { restaurantsRoutes } from './modules/restaurants/routes.js';
import { reviewsRoutes } from './modules/reviews/routes.js';
import { statsRoutes } from './modules/stats/routes.js';
import { usersRoutes } from './modules/users/routes.js';
import type { WeatherProvider } from './modules/weather/provider.js';
import { weatherRoutes } from './modules/weather/routes.js';

// The server writes to each person in their language (errors, notifications, e-mails): it holds every catalogue.
addEveryCatalogue();

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor;
    stats: RequestStats;
    startedAt: number;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  mailer?: Mailer;
  clock?: Clock;
  payments?: PaymentProvider;
  weather?: WeatherProvider;
  logger?: FastifyServerOptions['logger'];
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Builds the whole HTTP application from its dependencies; nothing is read from globals. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    // The router's own refusals (a path segment over maxParamLength, a malformed %-escape) would
    // answer Fastify's non-contract body; such a path names nothing, so it is the usual 404 (API.md §1.1).
    frameworkErrors: (error, request, routerReply) => {
      const reply = routerReply as unknown as FastifyReply;
      if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH')
        return reply.code(404).send({ detail: HTTP_MESSAGES.notFound });
      request.log.error({ err: error }, 'router error');
      return reply.code(500).send({ detail: HTTP_MESSAGES.serverError, request_id: request.id });
    },
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });

  const clock = deps.clock ?? systemClock;
  // Work after commit (e-mails, fan-out) still running when the server closes is waited for, not cut off.
  const afterCommitRunning = new Set<Promise<void>>();
  const mailer =
    deps.mailer ??
    createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.outboxDir, logger: app.log });
  app.addHook('onClose', async () => {
    await Promise.allSettled([...afterCommitRunning]);
    await mailer.close?.();
  });
  const ctx: AppContext = {
    config,
    database,
    clock,
    mailer,
    limiter: new RateLimiter(database.db, clock, config.RATE_LIMITS === 'on'),
    payments: deps.payments ?? createPaymentProvider(config, database.db),
    weather: deps.weather,
    log: app.log,
    afterCommit(label, work) {
      const running = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .then(
          () => undefined,
          (error) => app.log.error({ err: error }, `${label} failed`),
        )
        .finally(() => afterCommitRunning.delete(running));
      afterCommitRunning.add(running);
    },
    async transaction(work) {
      const pending: [string, () => Promise<unknown>][] = [];
      const result = await database.db.transaction((tx) => work(tx, (label, fn) => pending.push([label, fn])));
      for (const [label, fn] of pending) ctx.afterCommit(label, fn);
      return result;
    },
  };

  // Validation is explicit in each handler (after authentication, visibility and permission, as
  // API.md §1.2 orders the checks); route schemas document and type the routes (ADR 016).
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(plainJson);
  // Before the compressor's onSend hook, so the check reads the JSON text.
  if (config.NODE_ENV === 'test') checkAnswers(app);
  localizeErrors(app);

  app.decorateRequest('actor', null as never);
  app.decorateRequest('stats', null as unknown as RequestStats);
  app.decorateRequest('startedAt', 0);

  app.addHook('onRequest', (request, _reply, done) => {
    request.actor = ANONYMOUS;
    request.startedAt = performance.now();
    request.stats = { queries: 0, dbMs: 0 };
    runWithStats(request.stats, done);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Request-Id', request.id);
    if (request.url.startsWith('/api')) {
      const total = performance.now() - request.startedAt;
      reply.header(
        'Server-Timing',
        `db;dur=${request.stats.dbMs.toFixed(2)};desc="queries=${request.stats.queries}", total;dur=${total.toFixed(2)}`,
      );
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.status).headers(error.headers).send(error.body);
    }
    if (isConnectionError(error)) {
      // An outage, not a bug: the client may retry; the pool reconnects by itself once PostgreSQL is back.
      request.log.warn({ err: error }, 'database unreachable');
      return reply.code(503).header('Retry-After', '5').send({ detail: HTTP_MESSAGES.dbUnavailable });
    }
    const known = mapFastifyError(error as FastifyLikeError, request.headers['content-type']);
    if (known) return reply.code(known.status).send(known.body);
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: HTTP_MESSAGES.serverError, request_id: request.id });
  });

  securityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // Served over plain HTTP on localhost by default; a TLS proxy in front adds HSTS itself.
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, {
    origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false,
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'Last-Event-ID'],
    exposedHeaders: ['Server-Timing', 'X-Request-Id', 'Retry-After', 'Idempotent-Replayed'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  });
  registerBodyParsers(app);
  await app.register(httpCaching, { cacheMs: config.CATALOGUE_CACHE_MS });
  // Two files: a restaurant's logo and cover are sent together; the whole body stays within 6 MiB (readBody).
  await app.register(multipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 2, fields: 50, fieldSize: 1024 * 1024, parts: 60 },
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Dishcraft API', version: '1.0.0', description: 'The contract of docs/API.md.' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    // The answer shapes of API.md §2 become named components that operations refer to.
    transform: createJsonSchemaTransform({ schemaRegistry: answerShapes }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: answerShapes }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.addHook('onRequest', authHook(ctx));

  registerNotFound(app, await registerWebApp(app, config));
  await app.register(healthRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(usersRoutes(ctx));
  await app.register(mealsRoutes(ctx));
  await app.register(customMealsRoutes(ctx));
  await app.register(reviewsRoutes(ctx));
  await app.register(restaurantsRoutes(ctx));
  await app.register(ingredientsRoutes(ctx));
  await app.register(categoriesRoutes(ctx));
  await app.register(notificationsRoutes(ctx));
  await app.register(statsRoutes(ctx));
  await app.register(weatherRoutes(ctx));
  await app.register(ordersRoutes(ctx));
  await app.register(paymentsRoutes(ctx));
  await app.register(mediaRoutes(ctx));
  await app.register(areasRoutes(ctx));
  await app.register(addressesRoutes(ctx));
  await app.register(favouritesRoutes(ctx));
  await app.register(promotionsRoutes(ctx));

  // Issue #21: every instance sweeps for orders not accepted in time, first as soon as it is ready (so a restart
  // finds what fell due while it was down). Registered last, its onClose runs first: no sweep outlives the mailer.
  const sweeper = orderSweeper(ctx);
  app.decorate('sweepOrders', sweeper.sweep);
  let sweeping: { stop(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    sweeping = sweeper.start(config.ORDER_SWEEP_MS);
  });
  app.addHook('onClose', async () => {
    await sweeping?.stop();
  });

  return app;
}
