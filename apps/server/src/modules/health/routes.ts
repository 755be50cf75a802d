import { HTTP_MESSAGES, healthOutSchema, notReadyOutSchema, readyOutSchema } from '@dishcraft/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { answers, type ContractTypeProvider } from '../../lib/route-schemas.js';

const tags = ['operations'];

export const healthRoutes = (ctx: AppContext) => async (instance: FastifyInstance) => {
  const app = instance.withTypeProvider<ContractTypeProvider>();
  app.get(
    '/api/health/',
    { schema: { tags, summary: 'Process alive', response: answers({ 200: healthOutSchema }) } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/api/ready/',
    {
      schema: {
        tags,
        summary: 'Database reachable',
        response: { ...answers({ 200: readyOutSchema }), 503: notReadyOutSchema },
      },
    },
    async (_req, reply) => {
      if (await ctx.database.ping(2000)) return { status: 'ready' as const };
      return reply.code(503).send({ status: 'unavailable', detail: HTTP_MESSAGES.dbUnavailable });
    },
  );
};
