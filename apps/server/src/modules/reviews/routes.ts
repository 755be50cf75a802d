import type { ReviewTarget } from '@dishcraft/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { pageRequest, requestUrl } from '../../lib/pagination.js';
import { requireUser } from '../../lib/policy.js';
import { queryReader } from '../../lib/query-params.js';
import { pathId } from '../../lib/validate.js';
import { baseUrlOf, readBody } from '../media/body.js';
import { reviewsService } from './service.js';

const params = z.object({ id: z.string() });

/** The three collections of API.md §3.8 and their targets. */
const COLLECTIONS: [string, ReviewTarget][] = [
  ['/api/reviews/restaurant-reviews/', 'restaurant'],
  ['/api/reviews/meal-reviews/', 'meal'],
  ['/api/reviews/custom-meal-reviews/', 'custom_meal'],
];

export const reviewsRoutes = (ctx: AppContext) => async (app: FastifyInstance) => {
  const id = (request: FastifyRequest) => pathId((request.params as { id?: string }).id);

  for (const [path, kind] of COLLECTIONS) {
    const reviews = reviewsService(ctx, kind);
    const tags = [`${kind.replace('_', ' ')} reviews`];

    app.get(
      path,
      { schema: { tags, summary: 'Reviews of targets the caller can see, newest first' } },
      async (request) => {
        const query = request.query as Record<string, unknown>;
        const read = queryReader(query);
        const filter = {
          target: read.id(kind),
          user: read.id('user'),
          rating: read.int('rating', 1, 5),
          ordering: read.string('ordering'),
        };
        read.done();
        const base = baseUrlOf(request, ctx.config.PUBLIC_URL);
        return reviews.list(request.actor, filter, pageRequest(query), requestUrl(base, request.url));
      },
    );

    app.post(
      path,
      { schema: { tags, summary: 'Review a target (signed in; not one of your own)' } },
      async (request, reply) => {
        const actor = requireUser(request.actor);
        return reply.code(201).send(await reviews.create(actor, await readBody(request)));
      },
    );

    app.get(`${path}:id/`, { schema: { tags, params } }, async (request) => reviews.get(request.actor, id(request)));

    const update = async (request: FastifyRequest) =>
      reviews.update(requireUser(request.actor), id(request), await readBody(request));
    app.put(`${path}:id/`, { schema: { tags, params, summary: 'Change a review (author, admin)' } }, update);
    app.patch(`${path}:id/`, { schema: { tags, params, summary: 'Change a review (author, admin)' } }, update);

    app.delete(`${path}:id/`, { schema: { tags, params } }, async (request, reply) => {
      await reviews.remove(requireUser(request.actor), id(request));
      return reply.code(204).send();
    });
  }
};
