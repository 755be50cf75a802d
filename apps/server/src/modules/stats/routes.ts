import { adminStatsOutSchema, ownerStatsOutSchema, STATS_MESSAGES, statsQuery } from '@dishcraft/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { requireRole } from '../../lib/policy.js';
import { answers, type ContractTypeProvider } from '../../lib/route-schemas.js';
import { statsService } from './service.js';

const tags = ['stats'];

export const statsRoutes = (ctx: AppContext) => async (instance: FastifyInstance) => {
  const app = instance.withTypeProvider<ContractTypeProvider>();
  const stats = statsService(ctx);

  app.get(
    '/api/stats/my-restaurant/',
    {
      schema: {
        tags,
        summary: "My restaurant's dashboard figures",
        querystring: statsQuery,
        response: answers({ 200: ownerStatsOutSchema }),
      },
    },
    async (request) =>
      stats.owner(requireRole(request.actor, ['restaurant'], STATS_MESSAGES.ownersOnly), request.query),
  );

  app.get(
    '/api/stats/admin/',
    {
      schema: {
        tags,
        summary: 'Marketplace figures (admins)',
        querystring: statsQuery,
        response: answers({ 200: adminStatsOutSchema }),
      },
    },
    async (request) => {
      requireRole(request.actor, ['admin']);
      return stats.admin(request.query);
    },
  );
};
