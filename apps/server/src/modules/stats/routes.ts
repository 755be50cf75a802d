import { STATS_MESSAGES } from '@dishcraft/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { requireRole } from '../../lib/policy.js';
import { statsService } from './service.js';

const tags = ['stats'];

export const statsRoutes = (ctx: AppContext) => async (app: FastifyInstance) => {
  const stats = statsService(ctx);

  app.get(
    '/api/stats/my-restaurant/',
    { schema: { tags, summary: "My restaurant's dashboard figures" } },
    async (request) =>
      stats.owner(
        requireRole(request.actor, ['restaurant'], STATS_MESSAGES.ownersOnly),
        request.query as Record<string, unknown>,
      ),
  );

  app.get('/api/stats/admin/', { schema: { tags, summary: 'Marketplace figures (admins)' } }, async (request) => {
    requireRole(request.actor, ['admin']);
    return stats.admin(request.query as Record<string, unknown>);
  });
};
