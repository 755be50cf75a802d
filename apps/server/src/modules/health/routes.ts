import { HTTP_MESSAGES } from '@dishcraft/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

export const healthRoutes = (ctx: AppContext) => async (app: FastifyInstance) => {
  app.get('/api/health/', { schema: { tags: ['operations'], summary: 'Process alive' } }, async () => ({
    status: 'ok',
  }));
  app.get('/api/ready/', { schema: { tags: ['operations'], summary: 'Database reachable' } }, async (_req, reply) => {
    if (await ctx.database.ping(2000)) return { status: 'ready' };
    return reply.code(503).send({ status: 'unavailable', detail: HTTP_MESSAGES.dbUnavailable });
  });
};
