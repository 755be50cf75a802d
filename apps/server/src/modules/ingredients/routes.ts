import { ALLERGEN_TYPES, INGREDIENT_MESSAGES, UNITS } from '@dishcraft/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { pageRequest, requestUrl } from '../../lib/pagination.js';
import { requireRole, requireUser } from '../../lib/policy.js';
import { queryReader } from '../../lib/query-params.js';
import { pathId } from '../../lib/validate.js';
import { baseUrlOf, readBody } from '../media/body.js';
import { ingredientsService } from './service.js';

const tags = ['ingredients'];
const idParams = z.object({ id: z.string() });
const collection = '/api/restaurants/ingredients/';
const item = '/api/restaurants/ingredients/:id/';

export const ingredientsRoutes = (ctx: AppContext) => async (app: FastifyInstance) => {
  const ingredients = ingredientsService(ctx);
  const base = (request: FastifyRequest) => baseUrlOf(request, ctx.config.PUBLIC_URL);
  const id = (request: FastifyRequest) => pathId((request.params as { id?: string }).id);

  app.get(
    collection,
    { schema: { tags, summary: 'Ingredients of the restaurants the caller can see' } },
    async (request) => {
      const query = request.query as Record<string, unknown>;
      const read = queryReader(query);
      const filter = {
        restaurantId: read.id('restaurant'),
        search: read.string('search'),
        isAvailable: read.bool('is_available'),
        isAllergen: read.bool('is_allergen'),
        allergenTypes: read.choices('allergen_type', ALLERGEN_TYPES),
        units: read.choices('unit', UNITS),
      };
      read.done();
      return ingredients.list(
        request.actor,
        filter,
        pageRequest(query),
        requestUrl(base(request), request.url),
        base(request),
      );
    },
  );

  app.post(
    collection,
    { schema: { tags, summary: 'Add an ingredient (owners: to their restaurant; admins)' } },
    async (request, reply) => {
      // Customers are refused before an upload they may not send is read.
      const actor = requireRole(request.actor, ['restaurant', 'admin'], INGREDIENT_MESSAGES.customerForbidden);
      return reply.code(201).send(await ingredients.create(actor, await readBody(request), base(request)));
    },
  );

  app.get(item, { schema: { tags, params: idParams } }, async (request) =>
    ingredients.get(request.actor, id(request), base(request)),
  );

  const update = async (request: FastifyRequest) => {
    const actor = requireUser(request.actor);
    const ingredientId = id(request);
    return ingredients.update(actor, ingredientId, await readBody(request), base(request));
  };
  app.put(item, { schema: { tags, params: idParams } }, update);
  app.patch(item, { schema: { tags, params: idParams } }, update);

  app.delete(item, { schema: { tags, params: idParams } }, async (request, reply) => {
    await ingredients.remove(requireUser(request.actor), id(request));
    return reply.code(204).send();
  });
};
