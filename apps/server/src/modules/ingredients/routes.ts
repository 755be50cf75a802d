import {
  ALLERGEN_TYPES,
  idParams,
  INGREDIENT_MESSAGES,
  ingredientCreateBody,
  ingredientListQuery,
  ingredientOutSchema,
  ingredientUpdateBody,
  JSON_OR_MULTIPART,
  listOf,
  noContent,
  UNITS,
} from '@dishcraft/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { pageRequest, requestUrl } from '../../lib/pagination.js';
import { requireRole, requireUser } from '../../lib/policy.js';
import { queryReader } from '../../lib/query-params.js';
import { answers, type ContractTypeProvider } from '../../lib/route-schemas.js';
import { pathId } from '../../lib/validate.js';
import { baseUrlOf, readBody } from '../media/body.js';
import { ingredientsService } from './service.js';

const tags = ['ingredients'];
const collection = '/api/restaurants/ingredients/';
const item = '/api/restaurants/ingredients/:id/';

export const ingredientsRoutes = (ctx: AppContext) => async (instance: FastifyInstance) => {
  const app = instance.withTypeProvider<ContractTypeProvider>();
  const ingredients = ingredientsService(ctx);
  const base = (request: FastifyRequest) => baseUrlOf(request, ctx.config.PUBLIC_URL);

  app.get(
    collection,
    {
      schema: {
        tags,
        summary: 'Ingredients of the restaurants the caller can see',
        querystring: ingredientListQuery,
        response: answers({ 200: listOf(ingredientOutSchema) }),
      },
    },
    async (request) => {
      const read = queryReader(request.query);
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
        pageRequest(request.query),
        requestUrl(base(request), request.url),
        base(request),
      );
    },
  );

  app.post(
    collection,
    {
      schema: {
        tags,
        summary: 'Add an ingredient (owners: to their restaurant; admins)',
        consumes: JSON_OR_MULTIPART,
        body: ingredientCreateBody,
        response: answers({ 201: ingredientOutSchema }),
      },
    },
    async (request, reply) => {
      // Customers are refused before an upload they may not send is read.
      const actor = requireRole(request.actor, ['restaurant', 'admin'], INGREDIENT_MESSAGES.customerForbidden);
      return reply.code(201).send(await ingredients.create(actor, await readBody(request), base(request)));
    },
  );

  app.get(
    item,
    { schema: { tags, params: idParams, response: answers({ 200: ingredientOutSchema }) } },
    async (request) => ingredients.get(request.actor, pathId(request.params.id), base(request)),
  );

  app.route({
    method: ['PUT', 'PATCH'],
    url: item,
    schema: {
      tags,
      summary: 'Change an ingredient (its restaurant’s owner, admins)',
      params: idParams,
      consumes: JSON_OR_MULTIPART,
      body: ingredientUpdateBody,
      response: answers({ 200: ingredientOutSchema }),
    },
    handler: async (request) => {
      const actor = requireUser(request.actor);
      const ingredientId = pathId(request.params.id);
      return ingredients.update(actor, ingredientId, await readBody(request), base(request));
    },
  });

  app.delete(
    item,
    { schema: { tags, params: idParams, response: answers({ 204: noContent }) } },
    async (request, reply) => {
      await ingredients.remove(requireUser(request.actor), pathId(request.params.id));
      return reply.code(204).send();
    },
  );
};
