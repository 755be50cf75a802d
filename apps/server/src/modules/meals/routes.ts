import {
  availabilityOutSchema,
  availabilityQuery,
  idParams,
  JSON_OR_MULTIPART,
  listOf,
  mealCreateBody,
  mealListQuery,
  mealOutSchema,
  mealUpdateBody,
  noContent,
} from '@dishcraft/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { pageRequest, requestUrl } from '../../lib/pagination.js';
import { requireUser } from '../../lib/policy.js';
import { queryReader } from '../../lib/query-params.js';
import { answers, type ContractTypeProvider } from '../../lib/route-schemas.js';
import { pathId } from '../../lib/validate.js';
import { baseUrlOf, readBody } from '../media/body.js';
import { mealsService } from './service.js';

const tags = ['meals'];
const collection = '/api/meals/meals/';
const item = '/api/meals/meals/:id/';

export const mealsRoutes = (ctx: AppContext) => async (instance: FastifyInstance) => {
  const app = instance.withTypeProvider<ContractTypeProvider>();
  const meals = mealsService(ctx);
  const base = (request: FastifyRequest) => baseUrlOf(request, ctx.config.PUBLIC_URL);

  app.get(
    collection,
    {
      schema: {
        tags,
        summary: 'Meals the caller can see',
        querystring: mealListQuery,
        response: answers({ 200: listOf(mealOutSchema) }),
      },
    },
    async (request) => {
      const read = queryReader(request.query);
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
      const url = requestUrl(base(request), request.url);
      return meals.list(request.actor, filter, pageRequest(request.query), url, base(request));
    },
  );

  app.post(
    collection,
    {
      schema: {
        tags,
        summary: 'Create a meal and its recipe (owner of the restaurant, admin)',
        consumes: JSON_OR_MULTIPART,
        body: mealCreateBody,
        response: answers({ 201: mealOutSchema }),
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.actor);
      return reply.code(201).send(await meals.create(actor, await readBody(request), base(request)));
    },
  );

  app.get(item, { schema: { tags, params: idParams, response: answers({ 200: mealOutSchema }) } }, async (request) =>
    meals.get(request.actor, pathId(request.params.id), base(request)),
  );

  app.route({
    method: ['PUT', 'PATCH'],
    url: item,
    schema: {
      tags,
      params: idParams,
      summary: 'Update a meal (partial)',
      consumes: JSON_OR_MULTIPART,
      body: mealUpdateBody,
      response: answers({ 200: mealOutSchema }),
    },
    handler: async (request) => {
      const actor = requireUser(request.actor);
      return meals.update(actor, pathId(request.params.id), await readBody(request), base(request));
    },
  });

  app.delete(
    item,
    { schema: { tags, params: idParams, response: answers({ 204: noContent }) } },
    async (request, reply) => {
      await meals.remove(requireUser(request.actor), pathId(request.params.id));
      return reply.code(204).send();
    },
  );

  app.get(
    `${item}check_availability/`,
    {
      schema: {
        tags,
        params: idParams,
        summary: 'Whether n of this meal can be made now',
        querystring: availabilityQuery,
        response: answers({ 200: availabilityOutSchema }),
      },
    },
    async (request) =>
      meals.availability(request.actor, pathId(request.params.id), request.query.quantity, request.query.options),
  );
};
