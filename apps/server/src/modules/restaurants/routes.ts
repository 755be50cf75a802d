import {
  idParams,
  ingredientOutSchema,
  JSON_OR_MULTIPART,
  listOf,
  noContent,
  RESTAURANT_MESSAGES,
  restaurantCreateBody,
  restaurantDeliveryAreaOut,
  restaurantDeliveryAreasBody,
  restaurantDetailQuery,
  restaurantIngredientsQuery,
  restaurantListQuery,
  restaurantOutSchema,
  restaurantPauseBody,
  restaurantUpdateBody,
} from '@dishcraft/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { pageRequest, requestUrl } from '../../lib/pagination.js';
import { isAdmin, requireRole, requireUser } from '../../lib/policy.js';
import { queryReader } from '../../lib/query-params.js';
import { answers, type ContractTypeProvider } from '../../lib/route-schemas.js';
import { pathId } from '../../lib/validate.js';
import { ingredientsService } from '../ingredients/service.js';
import { baseUrlOf, readBody } from '../media/body.js';
import { deliveryAreasService } from './delivery-areas.js';
import { restaurantsService } from './service.js';

const tags = ['restaurants'];
const collection = '/api/restaurants/restaurants/';
const item = '/api/restaurants/restaurants/:id/';
const APPROVAL_FILTER = ['true', 'false', 'pending'] as const;

export const restaurantsRoutes = (ctx: AppContext) => async (instance: FastifyInstance) => {
  const app = instance.withTypeProvider<ContractTypeProvider>();
  const restaurants = restaurantsService(ctx);
  const ingredients = ingredientsService(ctx);
  const deliveryAreas = deliveryAreasService(ctx);
  const base = (request: FastifyRequest) => baseUrlOf(request, ctx.config.PUBLIC_URL);
  const url = (request: FastifyRequest) => requestUrl(base(request), request.url);

  app.get(
    collection,
    {
      schema: {
        tags,
        summary: 'Restaurants (non-admins: approved ones)',
        querystring: restaurantListQuery,
        response: answers({ 200: listOf(restaurantOutSchema) }),
      },
    },
    async (request) => {
      const read = queryReader(request.query);
      const admin = isAdmin(request.actor);
      const filter = {
        search: read.string('search'),
        isActive: read.bool('is_active'),
        isOpenNow: read.bool('is_open_now'),
        // Admin-only filters; ignored (not even read) for everyone else.
        approval: admin ? read.choices('is_approved', APPROVAL_FILTER) : undefined,
        ownerId: admin ? read.id('owner') : undefined,
        ordering: read.string('ordering'),
        areaId: read.id('area'),
      };
      read.done();
      return restaurants.list(request.actor, filter, pageRequest(request.query), url(request), base(request));
    },
  );

  app.post(
    collection,
    {
      schema: {
        tags,
        summary: 'Create a restaurant (owner: their own, pending; admin: for an owner, approved)',
        consumes: JSON_OR_MULTIPART,
        body: restaurantCreateBody,
        response: answers({ 201: restaurantOutSchema }),
      },
    },
    async (request, reply) => {
      // Customers are refused before an upload they may not send is read.
      const actor = requireRole(request.actor, ['restaurant', 'admin'], RESTAURANT_MESSAGES.createForbidden);
      return reply.code(201).send(await restaurants.create(actor, await readBody(request), base(request)));
    },
  );

  app.get(
    `${collection}my-restaurant/`,
    {
      schema: {
        tags,
        summary: "The owner's own restaurant, in any state",
        response: answers({ 200: restaurantOutSchema }),
      },
    },
    async (request) => restaurants.mine(requireUser(request.actor), base(request)),
  );

  app.get(
    item,
    {
      schema: {
        tags,
        params: idParams,
        querystring: restaurantDetailQuery,
        response: answers({ 200: restaurantOutSchema }),
      },
    },
    async (request) => {
      const id = pathId(request.params.id);
      const read = queryReader(request.query);
      const areaId = read.id('area');
      read.done();
      return restaurants.get(request.actor, id, base(request), areaId);
    },
  );

  app.post(
    `${item}pause/`,
    {
      schema: {
        tags,
        summary: 'Take no orders for 15, 30 or 60 minutes, or until the next period (its owner or an admin)',
        params: idParams,
        body: restaurantPauseBody,
        response: answers({ 200: restaurantOutSchema }),
      },
    },
    async (request) => {
      const actor = requireUser(request.actor);
      const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? request.body : {};
      return restaurants.pause(actor, pathId(request.params.id), body, base(request));
    },
  );

  app.delete(
    `${item}pause/`,
    {
      schema: {
        tags,
        summary: 'Take orders again (its owner or an admin)',
        params: idParams,
        response: answers({ 200: restaurantOutSchema }),
      },
    },
    async (request) => restaurants.resume(requireUser(request.actor), pathId(request.params.id), base(request)),
  );

  app.get(
    `${item}delivery-areas/`,
    {
      schema: {
        tags,
        summary: 'The areas it delivers to, with fee, minimum order and delivery time',
        params: idParams,
        response: answers({ 200: restaurantDeliveryAreaOut.array() }),
      },
    },
    async (request) => deliveryAreas.list(request.actor, pathId(request.params.id)),
  );

  app.put(
    `${item}delivery-areas/`,
    {
      schema: {
        tags,
        summary: 'Replace the whole list of delivery areas (its owner or an admin)',
        params: idParams,
        body: restaurantDeliveryAreasBody,
        response: answers({ 200: restaurantDeliveryAreaOut.array() }),
      },
    },
    async (request) =>
      deliveryAreas.replace(requireUser(request.actor), pathId(request.params.id), request.body as unknown),
  );

  app.route({
    method: ['PUT', 'PATCH'],
    url: item,
    schema: {
      tags,
      summary: 'Change a restaurant (its owner; admins also approve, reject and reassign)',
      params: idParams,
      consumes: JSON_OR_MULTIPART,
      body: restaurantUpdateBody,
      response: answers({ 200: restaurantOutSchema }),
    },
    handler: async (request) => {
      const actor = requireUser(request.actor);
      const restaurantId = pathId(request.params.id);
      return restaurants.update(actor, restaurantId, await readBody(request), base(request));
    },
  });

  app.delete(
    item,
    { schema: { tags, params: idParams, response: answers({ 204: noContent }) } },
    async (request, reply) => {
      await restaurants.remove(requireUser(request.actor), pathId(request.params.id));
      return reply.code(204).send();
    },
  );

  app.get(
    `${item}ingredients/`,
    {
      schema: {
        tags,
        params: idParams,
        summary: "A restaurant's ingredients, switched on or off",
        querystring: restaurantIngredientsQuery,
        response: answers({ 200: listOf(ingredientOutSchema) }),
      },
    },
    async (request) => {
      const restaurantId = pathId(request.params.id);
      const read = queryReader(request.query);
      const filter = { isAvailable: read.bool('is_available'), search: read.string('search') };
      read.done();
      return ingredients.listOfRestaurant(
        request.actor,
        restaurantId,
        filter,
        pageRequest(request.query),
        url(request),
        base(request),
      );
    },
  );
};
