import {
  favouriteCreateSchema,
  favouriteDeleteQuery,
  favouriteListQuery,
  favouriteOutSchema,
  idParams,
  listOf,
  noContent,
} from '@dishcraft/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { jsonBody } from '../../lib/http/json-body.js';
import { pageRequest, requestUrl } from '../../lib/pagination.js';
import { answers, type ContractTypeProvider } from '../../lib/route-schemas.js';
import { pathId } from '../../lib/validate.js';
import { baseUrlOf } from '../media/body.js';
import { favouritesService } from './service.js';

const tags = ['favourites'];
/** Static segments win over the users module's `/api/users/:id/` alias, whose id is numeric anyway. */
const collection = '/api/users/favourites/';
const item = '/api/users/favourites/:id/';

/** A customer's hearted restaurants and meals (issue #23): their own only; owners and admins 403. */
export const favouritesRoutes = (ctx: AppContext) => async (instance: FastifyInstance) => {
  const app = instance.withTypeProvider<ContractTypeProvider>();
  const favourites = favouritesService(ctx);

  app.get(
    collection,
    {
      schema: {
        tags,
        summary: 'My favourite restaurants and meals that I can still see, newest first',
        querystring: favouriteListQuery,
        response: answers({ 200: listOf(favouriteOutSchema) }),
      },
    },
    async (request) => {
      const baseUrl = baseUrlOf(request, ctx.config.PUBLIC_URL);
      return favourites.list(request.actor, pageRequest(request.query), requestUrl(baseUrl, request.url), baseUrl);
    },
  );

  app.post(
    collection,
    {
      schema: {
        tags,
        summary: 'Heart a restaurant or a meal: 201 the new favourite, 200 the one it already was',
        body: favouriteCreateSchema,
        response: answers({ 200: favouriteOutSchema, 201: favouriteOutSchema }),
      },
    },
    async (request, reply) => {
      const baseUrl = baseUrlOf(request, ctx.config.PUBLIC_URL);
      const { favourite, created } = await favourites.add(request.actor, jsonBody(request), baseUrl);
      return reply.code(created ? 201 : 200).send(favourite);
    },
  );

  app.delete(
    collection,
    {
      schema: {
        tags,
        summary: 'Un-heart a restaurant (?restaurant=) or a meal (?meal=); 204 also when it was not a favourite',
        querystring: favouriteDeleteQuery,
        response: answers({ 204: noContent }),
      },
    },
    async (request, reply) => {
      await favourites.removeByTarget(request.actor, request.query);
      return reply.code(204).send();
    },
  );

  app.delete(
    item,
    {
      schema: {
        tags,
        summary: 'Delete one of my favourites by its id',
        params: idParams,
        response: answers({ 204: noContent }),
      },
    },
    async (request, reply) => {
      await favourites.remove(request.actor, pathId(request.params.id));
      return reply.code(204).send();
    },
  );
};
