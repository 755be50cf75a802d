import {
  idParams,
  listOf,
  noContent,
  offerOutSchema,
  pageQuery,
  promoCheckOutSchema,
  promotionCreateSchema,
  promotionOutSchema,
  promotionUpdateSchema,
  promoValidateSchema,
} from '@dishcraft/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { jsonBody } from '../../lib/http/json-body.js';
import { pageRequest, requestUrl } from '../../lib/pagination.js';
import { requireUser } from '../../lib/policy.js';
import { answers, type ContractTypeProvider } from '../../lib/route-schemas.js';
import { pathId } from '../../lib/validate.js';
import { baseUrlOf } from '../media/body.js';
import { promotionsService } from './service.js';

const tags = ['promotions'];
const collection = '/api/promotions/';
const item = '/api/promotions/:id/';

const listQuery = z.object({
  ...pageQuery,
  restaurant: z.string().optional().describe("admins: one restaurant's codes"),
  search: z.string().optional().describe('codes containing every word'),
});

/** Promo codes (issue #23, ADR 029): managed by owners (their restaurant's) and admins; offered and checked by all. */
export const promotionsRoutes = (ctx: AppContext) => async (instance: FastifyInstance) => {
  const app = instance.withTypeProvider<ContractTypeProvider>();
  const promotions = promotionsService(ctx);

  app.get(
    collection,
    {
      schema: {
        tags,
        summary: "The codes I manage: an owner's restaurant's, or every code for admins; newest first",
        querystring: listQuery,
        response: answers({ 200: listOf(promotionOutSchema) }),
      },
    },
    async (request) => {
      const url = requestUrl(baseUrlOf(request, ctx.config.PUBLIC_URL), request.url);
      return promotions.list(requireUser(request.actor), request.query, pageRequest(request.query), url);
    },
  );

  app.post(
    collection,
    {
      schema: {
        tags,
        summary: "Create a code (an owner's is for their restaurant; an admin's without restaurant is for all)",
        body: promotionCreateSchema,
        response: answers({ 201: promotionOutSchema }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await promotions.create(requireUser(request.actor), jsonBody(request))),
  );

  app.get(
    '/api/promotions/offers/',
    {
      schema: {
        tags,
        summary:
          'The codes that could apply at a restaurant now, for the cart (the signed-in customer’s own limits too)',
        querystring: z.object({ restaurant: z.string() }),
        response: answers({ 200: z.array(offerOutSchema) }),
      },
    },
    async (request) => promotions.offers(request.actor, request.query),
  );

  app.post(
    '/api/promotions/validate/',
    {
      schema: {
        tags,
        summary: 'Would a code apply to these items, and what would it take off? Nothing is used',
        body: promoValidateSchema,
        response: answers({ 200: promoCheckOutSchema }),
      },
    },
    async (request) => promotions.check(request.actor, request.body, request.ip),
  );

  app.get(
    item,
    {
      schema: { tags, summary: 'One code I manage', params: idParams, response: answers({ 200: promotionOutSchema }) },
    },
    async (request) => promotions.get(requireUser(request.actor), pathId(request.params.id)),
  );

  app.route({
    method: ['PUT', 'PATCH'],
    url: item,
    schema: {
      tags,
      summary: 'Change a code; is_active: false pauses it',
      params: idParams,
      body: promotionUpdateSchema,
      response: answers({ 200: promotionOutSchema }),
    },
    handler: async (request) =>
      promotions.update(requireUser(request.actor), pathId(request.params.id), jsonBody(request)),
  });

  app.delete(
    item,
    {
      schema: {
        tags,
        summary: 'Delete a code no order used (409 in_use otherwise: pause it instead)',
        params: idParams,
        response: answers({ 204: noContent }),
      },
    },
    async (request, reply) => {
      await promotions.remove(requireUser(request.actor), pathId(request.params.id));
      return reply.code(204).send();
    },
  );
};
