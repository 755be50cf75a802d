import { CATEGORY_MESSAGES, HTTP_MESSAGES } from '@dishcraft/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ApiError } from '../../lib/errors.js';
import { pageRequest, requestUrl } from '../../lib/pagination.js';
import { requireRole, requireUser } from '../../lib/policy.js';
import { pathId } from '../../lib/validate.js';
import { baseUrlOf } from '../media/body.js';
import { categoriesService } from './service.js';

const tags = ['categories'];
const idParams = z.object({ id: z.string() });
const collection = '/api/meals/categories/';
const item = '/api/meals/categories/:id/';

/** JSON bodies only: categories carry no image, so multipart is 415 here (API.md §1.3). */
const jsonBody = (request: FastifyRequest): Record<string, unknown> => {
  if (request.isMultipart()) throw new ApiError(415, { detail: HTTP_MESSAGES.unsupportedType('multipart/form-data') });
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
};

export const categoriesRoutes = (ctx: AppContext) => async (app: FastifyInstance) => {
  const categories = categoriesService(ctx);
  const id = (request: FastifyRequest) => pathId((request.params as { id?: string }).id);

  app.get(
    collection,
    { schema: { tags, summary: 'Meal categories (shared by every restaurant)' } },
    async (request) => {
      const query = request.query as Record<string, unknown>;
      const base = baseUrlOf(request, ctx.config.PUBLIC_URL);
      return categories.list(pageRequest(query), requestUrl(base, request.url));
    },
  );

  app.post(collection, { schema: { tags, summary: 'Create a category (owners, admins)' } }, async (request, reply) => {
    const actor = requireRole(request.actor, ['restaurant', 'admin'], CATEGORY_MESSAGES.createForbidden);
    return reply.code(201).send(await categories.create(actor, jsonBody(request)));
  });

  app.get(item, { schema: { tags, params: idParams } }, async (request) => categories.get(id(request)));

  const update = async (request: FastifyRequest) => {
    const actor = requireUser(request.actor);
    return categories.update(actor, id(request), jsonBody(request));
  };
  app.put(item, { schema: { tags, params: idParams, summary: 'Change a category (admins)' } }, update);
  app.patch(item, { schema: { tags, params: idParams, summary: 'Change a category (admins)' } }, update);

  app.delete(
    item,
    { schema: { tags, params: idParams, summary: 'Delete a category (admins)' } },
    async (request, reply) => {
      await categories.remove(requireUser(request.actor), id(request));
      return reply.code(204).send();
    },
  );
};
