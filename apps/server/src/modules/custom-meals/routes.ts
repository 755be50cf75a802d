import {
  availabilityOutSchema,
  availabilityQuery,
  customMealCreateBody,
  customMealIngredientOutSchema,
  customMealListQuery,
  customMealOutSchema,
  customMealUpdateBody,
  idParams,
  listOf,
  noContent,
  topRatedQuery,
} from '@dishcraft/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { pageRequest, requestUrl } from '../../lib/pagination.js';
import { requireUser } from '../../lib/policy.js';
import { queryReader } from '../../lib/query-params.js';
import { answers, type ContractTypeProvider } from '../../lib/route-schemas.js';
import { pathId } from '../../lib/validate.js';
import { baseUrlOf, readBody } from '../media/body.js';
import { customMealsService } from './service.js';

const tags = ['custom meals'];
const path = '/api/meals/custom-meals/';

export const customMealsRoutes = (ctx: AppContext) => async (instance: FastifyInstance) => {
  const app = instance.withTypeProvider<ContractTypeProvider>();
  const customMeals = customMealsService(ctx);
  const base = (request: FastifyRequest) => baseUrlOf(request, ctx.config.PUBLIC_URL);

  app.get(
    path,
    {
      schema: {
        tags,
        summary: 'Custom meals the caller can see, newest first',
        querystring: customMealListQuery,
        response: answers({ 200: listOf(customMealOutSchema) }),
      },
    },
    async (request) => {
      const read = queryReader(request.query);
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
        pageRequest(request.query),
        requestUrl(base(request), request.url),
        base(request),
      );
    },
  );

  app.get(
    `${path}top-rated/`,
    {
      schema: {
        tags,
        summary: 'Best-rated public custom meals (never paginated)',
        querystring: topRatedQuery,
        response: answers({ 200: z.array(customMealOutSchema) }),
      },
    },
    async (request) => customMeals.topRated(request.query.limit, base(request)),
  );

  app.post(
    path,
    {
      schema: {
        tags,
        summary: 'Build a custom meal (any signed-in user)',
        body: customMealCreateBody,
        response: answers({ 201: customMealOutSchema }),
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.actor);
      return reply.code(201).send(await customMeals.create(actor, await readBody(request), base(request)));
    },
  );

  app.get(
    `${path}:id/`,
    { schema: { tags, params: idParams, response: answers({ 200: customMealOutSchema }) } },
    async (request) => customMeals.get(request.actor, pathId(request.params.id), base(request)),
  );

  app.route({
    method: ['PUT', 'PATCH'],
    url: `${path}:id/`,
    schema: {
      tags,
      params: idParams,
      summary: 'Change a custom meal (its creator)',
      body: customMealUpdateBody,
      response: answers({ 200: customMealOutSchema }),
    },
    handler: async (request) =>
      customMeals.update(requireUser(request.actor), pathId(request.params.id), await readBody(request), base(request)),
  });

  app.delete(
    `${path}:id/`,
    { schema: { tags, params: idParams, response: answers({ 204: noContent }) } },
    async (request, reply) => {
      await customMeals.remove(requireUser(request.actor), pathId(request.params.id));
      return reply.code(204).send();
    },
  );

  app.get(
    `${path}:id/ingredients/`,
    {
      schema: {
        tags,
        params: idParams,
        summary: 'Lines of a custom meal',
        response: answers({ 200: z.array(customMealIngredientOutSchema) }),
      },
    },
    async (request) => customMeals.ingredients(request.actor, pathId(request.params.id), base(request)),
  );

  app.get(
    `${path}:id/check_availability/`,
    {
      schema: {
        tags,
        params: idParams,
        summary: 'Whether n of this custom meal can be made now',
        querystring: availabilityQuery,
        response: answers({ 200: availabilityOutSchema }),
      },
    },
    async (request) => customMeals.availability(request.actor, pathId(request.params.id), request.query.quantity),
  );
};
