import { RESTAURANT_MESSAGES } from '@dishcraft/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { pageRequest, requestUrl } from '../../lib/pagination.js';
import { isAdmin, requireRole, requireUser } from '../../lib/policy.js';
import { queryReader } from '../../lib/query-params.js';
import { pathId } from '../../lib/validate.js';
import { ingredientsService } from '../ingredients/service.js';
import { baseUrlOf, readBody } from '../media/body.js';
import { restaurantsService } from './service.js';

const tags = ['restaurants'];
const idParams = z.object({ id: z.string() });
const APPROVAL_FILTER = ['true', 'false', 'pending'] as const;

export const restaurantsRoutes = (ctx: AppContext) => async (app: FastifyInstance) => {
  const restaurants = restaurantsService(ctx);
  const ingredients = ingredientsService(ctx);
  const base = (request: FastifyRequest) => baseUrlOf(request, ctx.config.PUBLIC_URL);
  const id = (request: FastifyRequest) => pathId((request.params as { id?: string }).id);
  const url = (request: FastifyRequest) => requestUrl(base(request), request.url);

  app.get(
    '/api/restaurants/restaurants/',
    { schema: { tags, summary: 'Restaurants (non-admins: approved ones)' } },
    async (request) => {
      const query = request.query as Record<string, unknown>;
      const read = queryReader(query);
      const admin = isAdmin(request.actor);
      const filter = {
        search: read.string('search'),
        isActive: read.bool('is_active'),
        isOpenNow: read.bool('is_open_now'),
        // Admin-only filters; ignored (not even read) for everyone else.
        approval: admin ? read.choices('is_approved', APPROVAL_FILTER) : undefined,
        ownerId: admin ? read.id('owner') : undefined,
        ordering: read.string('ordering'),
      };
      read.done();
      return restaurants.list(request.actor, filter, pageRequest(query), url(request), base(request));
    },
  );

  app.post(
    '/api/restaurants/restaurants/',
    { schema: { tags, summary: 'Create a restaurant (owner: their own, pending; admin: for an owner, approved)' } },
    async (request, reply) => {
      // Customers are refused before an upload they may not send is read.
      const actor = requireRole(request.actor, ['restaurant', 'admin'], RESTAURANT_MESSAGES.createForbidden);
      return reply.code(201).send(await restaurants.create(actor, await readBody(request), base(request)));
    },
  );

  app.get(
    '/api/restaurants/restaurants/my-restaurant/',
    { schema: { tags, summary: "The owner's own restaurant, in any state" } },
    async (request) => restaurants.mine(requireUser(request.actor), base(request)),
  );

  app.get('/api/restaurants/restaurants/:id/', { schema: { tags, params: idParams } }, async (request) =>
    restaurants.get(request.actor, id(request), base(request)),
  );

  const update = async (request: FastifyRequest) => {
    const actor = requireUser(request.actor);
    const restaurantId = id(request);
    return restaurants.update(actor, restaurantId, await readBody(request), base(request));
  };
  app.put('/api/restaurants/restaurants/:id/', { schema: { tags, params: idParams } }, update);
  app.patch('/api/restaurants/restaurants/:id/', { schema: { tags, params: idParams } }, update);

  app.delete('/api/restaurants/restaurants/:id/', { schema: { tags, params: idParams } }, async (request, reply) => {
    await restaurants.remove(requireUser(request.actor), id(request));
    return reply.code(204).send();
  });

  app.get(
    '/api/restaurants/restaurants/:id/ingredients/',
    { schema: { tags, params: idParams, summary: "A restaurant's ingredients, switched on or off" } },
    async (request) => {
      const restaurantId = id(request);
      const query = request.query as Record<string, unknown>;
      const read = queryReader(query);
      const filter = { isAvailable: read.bool('is_available'), search: read.string('search') };
      read.done();
      return ingredients.listOfRestaurant(
        request.actor,
        restaurantId,
        filter,
        pageRequest(query),
        url(request),
        base(request),
      );
    },
  );
};
