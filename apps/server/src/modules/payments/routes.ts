import {
  createIntentSchema,
  paymentConfigOutSchema,
  paymentIntentOutSchema,
  stripeEventBody,
  testConfirmOutSchema,
  testConfirmSchema,
  webhookOutSchema,
} from '@dishcraft/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { idempotent } from '../../lib/idempotency/idempotency.js';
import { requireUser } from '../../lib/policy.js';
import { answers, type ContractTypeProvider } from '../../lib/route-schemas.js';
import { paymentsService } from './service.js';

const tags = ['payments'];
const SWEEP_MS = 5 * 60_000;

export const paymentsRoutes = (ctx: AppContext) => async (instance: FastifyInstance) => {
  const app = instance.withTypeProvider<ContractTypeProvider>();
  const payments = paymentsService(ctx);
  const deps = { db: ctx.database.db, clock: ctx.clock };

  app.get(
    '/api/payments/config/',
    {
      schema: {
        tags,
        summary: 'Which card processor the web app talks to',
        response: answers({ 200: paymentConfigOutSchema }),
      },
    },
    async () => payments.config(),
  );

  app.post(
    '/api/orders/create-payment-intent/',
    {
      schema: {
        tags,
        summary: 'Start a card payment (customers; amount in cents)',
        body: createIntentSchema,
        response: answers({ 200: paymentIntentOutSchema }),
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.actor);
      const outcome = await idempotent(
        deps,
        {
          userId: actor.id,
          path: '/api/orders/create-payment-intent/',
          key: request.headers['idempotency-key'],
          body: request.body,
        },
        async () => ({ status: 200, body: await payments.createIntent(actor, request.body) }),
      );
      if (outcome.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  if (ctx.payments.name === 'test') {
    app.post(
      '/api/payments/test/confirm/',
      {
        schema: {
          tags,
          summary: 'Confirm a test-processor intent with a card (the client secret is the credential)',
          body: testConfirmSchema,
          response: answers({ 200: testConfirmOutSchema }),
        },
      },
      async (request) => payments.confirmTest(request.body, request.ip),
    );
  }

  if (ctx.payments.name === 'stripe') {
    // Stripe signs the exact bytes it sent: this route reads the JSON body raw.
    await app.register(async (raw) => {
      raw.removeContentTypeParser('application/json');
      raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      raw.post(
        '/api/payments/stripe/webhook/',
        {
          schema: {
            tags,
            summary: 'Stripe events',
            body: stripeEventBody,
            response: answers({ 200: webhookOutSchema }),
          },
        },
        // The parser above hands over the raw bytes, whatever the schema says of the event inside.
        async (request) =>
          payments.webhook(
            Buffer.isBuffer(request.body) ? request.body : undefined,
            request.headers['stripe-signature'],
          ),
      );
    });
  }

  if (ctx.config.NODE_ENV !== 'test') {
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        payments.sweep().catch((error) => ctx.log.error({ err: error }, 'payment sweep failed'));
      }, SWEEP_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
};
