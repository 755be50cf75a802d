import {
  badRequestOut,
  idParams,
  listOf,
  ORDER_STATUSES,
  orderCreateSchema,
  orderListQuery,
  orderOutSchema,
  orderRefusedOut,
  orderStatusSchema,
  reorderOutSchema,
} from '@dishcraft/contract';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { idempotent } from '../../lib/idempotency/idempotency.js';
import { pageRequest, requestUrl } from '../../lib/pagination.js';
import { requireUser } from '../../lib/policy.js';
import { queryReader } from '../../lib/query-params.js';
import { answers, type ContractTypeProvider } from '../../lib/route-schemas.js';
import { pathId } from '../../lib/validate.js';
import { baseUrlOf } from '../media/body.js';
import { reorderService } from './reorder.js';
import { ordersService } from './service.js';

const tags = ['orders'];

/** Reads answer the JSON text the orders module stored (ADR 015): Fastify sends it as it is, past any serializer. */
const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

export const ordersRoutes = (ctx: AppContext) => async (instance: FastifyInstance) => {
  const app = instance.withTypeProvider<ContractTypeProvider>();
  const orders = ordersService(ctx);
  const reorder = reorderService(ctx);
  const base = (request: FastifyRequest) => baseUrlOf(request, ctx.config.PUBLIC_URL);

  app.get(
    '/api/orders/orders/',
    {
      schema: {
        tags,
        summary: 'Orders: a customer’s own, an owner’s restaurant’s, all for admins',
        querystring: orderListQuery,
        response: answers({ 200: listOf(orderOutSchema) }),
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.actor);
      const read = queryReader(request.query);
      const filter = {
        statuses: read.choices('status', ORDER_STATUSES),
        search: read.string('search'),
        restaurant: read.id('restaurant'),
        user: read.id('user'),
        ordering: read.string('ordering'),
        scheduled: read.bool('scheduled'),
      };
      read.done();
      const url = requestUrl(base(request), request.url);
      return sendJson(reply, await orders.list(actor, filter, pageRequest(request.query), url, base(request)));
    },
  );

  app.post(
    '/api/orders/orders/',
    {
      schema: {
        tags,
        summary: 'Place an order (customers; Idempotency-Key recommended)',
        body: orderCreateSchema,
        response: { ...answers({ 201: orderOutSchema }), 400: z.union([badRequestOut, orderRefusedOut]) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.actor);
      const outcome = await idempotent(
        { db: ctx.database.db, clock: ctx.clock },
        { userId: actor.id, path: '/api/orders/orders/', key: request.headers['idempotency-key'], body: request.body },
        async (seal) => ({ status: 201, body: await orders.create(actor, request.body, base(request), seal) }),
      );
      if (outcome.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  app.get(
    '/api/orders/orders/:id/',
    { schema: { tags, params: idParams, response: answers({ 200: orderOutSchema }) } },
    async (request, reply) =>
      sendJson(reply, await orders.get(requireUser(request.actor), pathId(request.params.id), base(request))),
  );

  app.get(
    '/api/orders/orders/:id/reorder/',
    {
      schema: {
        tags,
        params: idParams,
        summary: 'Order again: the order’s lines as the cart can take them now, and those it cannot (writes nothing)',
        response: answers({ 200: reorderOutSchema }),
      },
    },
    async (request) => reorder.of(requireUser(request.actor), pathId(request.params.id), base(request)),
  );

  app.post(
    '/api/orders/orders/:id/update_status/',
    {
      schema: {
        tags,
        params: idParams,
        summary: 'Move an order through its lifecycle (API.md §4.3)',
        body: orderStatusSchema,
        response: answers({ 200: orderOutSchema }),
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.actor);
      const order = await orders.updateStatus(actor, pathId(request.params.id), request.body, base(request));
      return sendJson(reply, order);
    },
  );
};
