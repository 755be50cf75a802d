import {
  addressCreateSchema,
  addressListQuery,
  addressOutSchema,
  addressUpdateSchema,
  idParams,
  listOf,
  noContent,
} from '@dishcraft/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { pageRequest, requestUrl } from '../../lib/pagination.js';
import { requireUser } from '../../lib/policy.js';
import { answers, type ContractTypeProvider } from '../../lib/route-schemas.js';
import { pathId } from '../../lib/validate.js';
import { jsonBody } from '../../lib/http/json-body.js';
import { baseUrlOf } from '../media/body.js';
import { addressesService } from './service.js';

const tags = ['addresses'];
/** Static segments win over the users module's `/api/users/:id/` alias, whose id is numeric anyway. */
const collection = '/api/users/addresses/';
const item = '/api/users/addresses/:id/';

/** The caller's own saved delivery addresses (ADR 026); anyone signed in, nobody else's (404). */
export const addressesRoutes = (ctx: AppContext) => async (instance: FastifyInstance) => {
  const app = instance.withTypeProvider<ContractTypeProvider>();
  const addresses = addressesService(ctx);

  app.get(
    collection,
    {
      schema: {
        tags,
        summary: 'My saved addresses, the default first, then the newest',
        querystring: addressListQuery,
        response: answers({ 200: listOf(addressOutSchema) }),
      },
    },
    async (request) => {
      const actor = requireUser(request.actor);
      const url = requestUrl(baseUrlOf(request, ctx.config.PUBLIC_URL), request.url);
      return addresses.list(actor, pageRequest(request.query), url);
    },
  );

  app.post(
    collection,
    {
      schema: {
        tags,
        summary: 'Save an address (the first one becomes the default)',
        body: addressCreateSchema,
        response: answers({ 201: addressOutSchema }),
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.actor);
      return reply.code(201).send(await addresses.create(actor, jsonBody(request)));
    },
  );

  app.get(
    item,
    {
      schema: {
        tags,
        summary: 'One of my saved addresses',
        params: idParams,
        response: answers({ 200: addressOutSchema }),
      },
    },
    async (request) => addresses.get(requireUser(request.actor), pathId(request.params.id)),
  );

  app.route({
    method: ['PUT', 'PATCH'],
    url: item,
    schema: {
      tags,
      summary: 'Change one of my saved addresses; is_default: true makes it the default',
      params: idParams,
      body: addressUpdateSchema,
      response: answers({ 200: addressOutSchema }),
    },
    handler: async (request) =>
      addresses.update(requireUser(request.actor), pathId(request.params.id), jsonBody(request)),
  });

  app.delete(
    item,
    {
      schema: {
        tags,
        summary: 'Delete one of my saved addresses (the newest other one becomes the default)',
        params: idParams,
        response: answers({ 204: noContent }),
      },
    },
    async (request, reply) => {
      await addresses.remove(requireUser(request.actor), pathId(request.params.id));
      return reply.code(204).send();
    },
  );
};
