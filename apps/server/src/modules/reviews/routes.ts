import {
  idParams,
  listOf,
  noContent,
  reviewCreateBodyOf,
  reviewListQueryOf,
  REVIEW_OUT_SCHEMAS,
  type ReviewTarget,
  reviewUpdateBodyOf,
} from '@dishcraft/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { pageRequest, requestUrl } from '../../lib/pagination.js';
import { requireUser } from '../../lib/policy.js';
import { queryReader } from '../../lib/query-params.js';
import { answers, type ContractTypeProvider } from '../../lib/route-schemas.js';
import { pathId } from '../../lib/validate.js';
import { baseUrlOf, readBody } from '../media/body.js';
import { reviewsService } from './service.js';

/** The three collections of API.md §3.8 and their targets. */
const COLLECTIONS: [string, ReviewTarget][] = [
  ['/api/reviews/restaurant-reviews/', 'restaurant'],
  ['/api/reviews/meal-reviews/', 'meal'],
  ['/api/reviews/custom-meal-reviews/', 'custom_meal'],
];

export const reviewsRoutes = (ctx: AppContext) => async (instance: FastifyInstance) => {
  const app = instance.withTypeProvider<ContractTypeProvider>();

  for (const [path, kind] of COLLECTIONS) {
    const reviews = reviewsService(ctx, kind);
    const tags = [`${kind.replace('_', ' ')} reviews`];
    const reviewOut = REVIEW_OUT_SCHEMAS[kind];

    app.get(
      path,
      {
        schema: {
          tags,
          summary: 'Reviews of targets the caller can see, newest first',
          querystring: reviewListQueryOf(kind),
          response: answers({ 200: listOf(reviewOut) }),
        },
      },
      async (request) => {
        const read = queryReader(request.query);
        const filter = {
          target: read.id(kind),
          user: read.id('user'),
          rating: read.int('rating', 1, 5),
          ordering: read.string('ordering'),
        };
        read.done();
        const base = baseUrlOf(request, ctx.config.PUBLIC_URL);
        return reviews.list(request.actor, filter, pageRequest(request.query), requestUrl(base, request.url));
      },
    );

    app.post(
      path,
      {
        schema: {
          tags,
          summary: 'Review a target (signed in; not one of your own)',
          body: reviewCreateBodyOf(kind),
          response: answers({ 201: reviewOut }),
        },
      },
      async (request, reply) => {
        const actor = requireUser(request.actor);
        return reply.code(201).send(await reviews.create(actor, await readBody(request)));
      },
    );

    app.get(
      `${path}:id/`,
      { schema: { tags, params: idParams, response: answers({ 200: reviewOut }) } },
      async (request) => reviews.get(request.actor, pathId(request.params.id)),
    );

    app.route({
      method: ['PUT', 'PATCH'],
      url: `${path}:id/`,
      schema: {
        tags,
        params: idParams,
        summary: 'Change a review (author, admin)',
        body: reviewUpdateBodyOf(kind),
        response: answers({ 200: reviewOut }),
      },
      handler: async (request) =>
        reviews.update(requireUser(request.actor), pathId(request.params.id), await readBody(request)),
    });

    app.delete(
      `${path}:id/`,
      { schema: { tags, params: idParams, response: answers({ 204: noContent }) } },
      async (request, reply) => {
        await reviews.remove(requireUser(request.actor), pathId(request.params.id));
        return reply.code(204).send();
      },
    );
  }
};
