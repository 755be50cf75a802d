import {
  CATEGORY_MESSAGES,
  categoryCreateSchema,
  categoryListQuery,
  categoryOutSchema,
  categoryUpdateSchema,
  idParams,
  listOf,
  noContent,
} from '@dishcraft/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { jsonBody } from '../../lib/http/json-body.js';
import { pageRequest, requestUrl } from '../../lib/pagination.js';
import { requireRole, requireUser } from '../../lib/policy.js';
import { answers, type ContractTypeProvider } from '../../lib/route-schemas.js';
import { pathId } from '../../lib/validate.js';
import { baseUrlOf } from '../media/body.js';
import { categoriesService } from './service.js';

const tags = ['categories'];
const collection = '/api/meals/categories/';
const item = '/api/meals/categories/:id/';

export const categoriesRoutes = (ctx: AppContext) => async (instance: FastifyInstance) => {
  const app = instance.withTypeProvider<ContractTypeProvider>();
  const categories = categoriesService(ctx);

  app.get(
    collection,
    {
      schema: {
        tags,
        summary: 'Meal categories (shared by every restaurant)',
        querystring: categoryListQuery,
        response: answers({ 200: listOf(categoryOutSchema) }),
      },
    },
    async (request) => {
      const base = baseUrlOf(request, ctx.config.PUBLIC_URL);
      return categories.list(pageRequest(request.query), requestUrl(base, request.url));
    },
  );

  app.post(
    collection,
    {
      schema: {
        tags,
        summary: 'Create a category (owners, admins)',
        body: categoryCreateSchema,
        response: answers({ 201: categoryOutSchema }),
      },
    },
    async (request, reply) => {
      const actor = requireRole(request.actor, ['restaurant', 'admin'], CATEGORY_MESSAGES.createForbidden);
      return reply.code(201).send(await categories.create(actor, jsonBody(request)));
    },
  );

  app.get(
    item,
    { schema: { tags, params: idParams, response: answers({ 200: categoryOutSchema }) } },
    async (request) => categories.get(pathId(request.params.id)),
  );

  app.route({
    method: ['PUT', 'PATCH'],
    url: item,
    schema: {
      tags,
      summary: 'Change a category (admins)',
      params: idParams,
      body: categoryUpdateSchema,
      response: answers({ 200: categoryOutSchema }),
    },
    handler: async (request) => {
      const actor = requireUser(request.actor);
      return categories.update(actor, pathId(request.params.id), jsonBody(request));
    },
  });

  app.delete(
    item,
    {
      schema: { tags, params: idParams, summary: 'Delete a category (admins)', response: answers({ 204: noContent }) },
    },
    async (request, reply) => {
      await categories.remove(requireUser(request.actor), pathId(request.params.id));
      return reply.code(204).send();
    },
  );
};
