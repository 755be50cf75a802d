import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { pageRequest, requestUrl } from '../../lib/pagination.js';
import { requireUser } from '../../lib/policy.js';
import { queryReader } from '../../lib/query-params.js';
import { pathId } from '../../lib/validate.js';
import { baseUrlOf, readBody } from '../media/body.js';
import { customMealsService } from './service.js';

const tags = ['custom meals'];
const params = z.object({ id: z.string() });
const path = '/api/meals/custom-meals/';

export const customMealsRoutes = (ctx: AppContext) => async (app: FastifyInstance) => {
  const customMeals = customMealsService(ctx);
  const base = (request: FastifyRequest) => baseUrlOf(request, ctx.config.PUBLIC_URL);
  const id = (request: FastifyRequest) => pathId((request.params as { id?: string }).id);
  const query = (request: FastifyRequest) => request.query as Record<string, unknown>;

  app.get(path, { schema: { tags, summary: 'Custom meals the caller can see, newest first' } }, async (request) => {
    const read = queryReader(query(request));
    const filter = {
      user: read.id('user'),
      isPublic: read.bool('is_public'),
      restaurant: read.id('restaurant'),
      baseMeal: read.id('base_meal'),
      search: read.string('search'),
      ordering: read.string('ordering'),
    };
    read.done();
    return customMeals.list(
      request.actor,
      filter,
      pageRequest(query(request)),
      requestUrl(base(request), request.url),
      base(request),
    );
  });

  app.get(
    `${path}top-rated/`,
    { schema: { tags, summary: 'Best-rated public custom meals (never paginated)' } },
    async (request) => customMeals.topRated(query(request).limit, base(request)),
  );

  app.post(path, { schema: { tags, summary: 'Build a custom meal (any signed-in user)' } }, async (request, reply) => {
    const actor = requireUser(request.actor);
    return reply.code(201).send(await customMeals.create(actor, await readBody(request), base(request)));
  });

  app.get(`${path}:id/`, { schema: { tags, params } }, async (request) =>
    customMeals.get(request.actor, id(request), base(request)),
  );

  const update = async (request: FastifyRequest) =>
    customMeals.update(requireUser(request.actor), id(request), await readBody(request), base(request));
  app.put(`${path}:id/`, { schema: { tags, params, summary: 'Change a custom meal (its creator)' } }, update);
  app.patch(`${path}:id/`, { schema: { tags, params, summary: 'Change a custom meal (its creator)' } }, update);

  app.delete(`${path}:id/`, { schema: { tags, params } }, async (request, reply) => {
    await customMeals.remove(requireUser(request.actor), id(request));
    return reply.code(204).send();
  });

  app.get(`${path}:id/ingredients/`, { schema: { tags, params, summary: 'Lines of a custom meal' } }, async (request) =>
    customMeals.ingredients(request.actor, id(request), base(request)),
  );

  app.get(
    `${path}:id/check_availability/`,
    { schema: { tags, params, summary: 'Whether n of this custom meal can be made now' } },
    async (request) => customMeals.availability(request.actor, id(request), query(request).quantity),
  );
};
