import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { pageRequest, requestUrl } from '../../lib/pagination.js';
import { requireUser } from '../../lib/policy.js';
import { queryReader } from '../../lib/query-params.js';
import { pathId } from '../../lib/validate.js';
import { baseUrlOf, readBody } from '../media/body.js';
import { mealsService } from './service.js';

const tags = ['meals'];
const params = z.object({ id: z.string() });

export const mealsRoutes = (ctx: AppContext) => async (app: FastifyInstance) => {
  const meals = mealsService(ctx);
  const base = (request: FastifyRequest) => baseUrlOf(request, ctx.config.PUBLIC_URL);
  const id = (request: FastifyRequest) => pathId((request.params as { id?: string }).id);

  app.get('/api/meals/meals/', { schema: { tags, summary: 'Meals the caller can see' } }, async (request) => {
    const query = request.query as Record<string, unknown>;
    const read = queryReader(query);
    const filter = {
      restaurant: read.id('restaurant'),
      category: read.id('category'),
      search: read.string('search'),
      minPriceCents: read.cents('min_price'),
      maxPriceCents: read.cents('max_price'),
      isAvailable: read.bool('is_available'),
      isCustomizable: read.bool('is_customizable'),
      isFeatured: read.bool('is_featured'),
      ordering: read.string('ordering'),
    };
    read.done();
    return meals.list(request.actor, filter, pageRequest(query), requestUrl(base(request), request.url), base(request));
  });

  app.post(
    '/api/meals/meals/',
    { schema: { tags, summary: 'Create a meal and its recipe (owner of the restaurant, admin)' } },
    async (request, reply) => {
      const actor = requireUser(request.actor);
      return reply.code(201).send(await meals.create(actor, await readBody(request), base(request)));
    },
  );

  app.get('/api/meals/meals/:id/', { schema: { tags, params } }, async (request) =>
    meals.get(request.actor, id(request), base(request)),
  );

  const update = async (request: FastifyRequest) => {
    const actor = requireUser(request.actor);
    return meals.update(actor, id(request), await readBody(request), base(request));
  };
  app.put('/api/meals/meals/:id/', { schema: { tags, params, summary: 'Update a meal (partial)' } }, update);
  app.patch('/api/meals/meals/:id/', { schema: { tags, params, summary: 'Update a meal (partial)' } }, update);

  app.delete('/api/meals/meals/:id/', { schema: { tags, params } }, async (request, reply) => {
    await meals.remove(requireUser(request.actor), id(request));
    return reply.code(204).send();
  });

  app.get(
    '/api/meals/meals/:id/check_availability/',
    { schema: { tags, params, summary: 'Whether n of this meal can be made now' } },
    async (request) =>
      meals.availability(request.actor, id(request), (request.query as { quantity?: unknown }).quantity),
  );
};
