import {
  areaCreateSchema,
  areaListQuery,
  areaOutSchema,
  areaUpdateSchema,
  idParams,
  listOf,
} from '@dishcraft/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { jsonBody } from '../../lib/http/json-body.js';
import { pageRequest, requestUrl } from '../../lib/pagination.js';
import { requireRole, requireUser } from '../../lib/policy.js';
import { queryReader } from '../../lib/query-params.js';
import { answers, type ContractTypeProvider } from '../../lib/route-schemas.js';
import { pathId } from '../../lib/validate.js';
import { baseUrlOf } from '../media/body.js';
import { areasService } from './service.js';

const tags = ['areas'];
const collection = '/api/areas/';
const item = '/api/areas/:id/';

/** Delivery areas (ADR 026). No DELETE: an area is retired, never deleted, so its orders and addresses keep it. */
export const areasRoutes = (ctx: AppContext) => async (instance: FastifyInstance) => {
  const app = instance.withTypeProvider<ContractTypeProvider>();
  const areas = areasService(ctx);

  app.get(
    collection,
    {
      schema: {
        tags,
        summary: 'Delivery areas in use, by city and name (admins may ask for retired ones too)',
        querystring: areaListQuery,
        response: answers({ 200: listOf(areaOutSchema) }),
      },
    },
    async (request) => {
      const query = queryReader(request.query);
      const includeRetired = query.bool('include_retired');
      query.done();
      const url = requestUrl(baseUrlOf(request, ctx.config.PUBLIC_URL), request.url);
      return areas.list(request.actor, includeRetired, pageRequest(request.query), url);
    },
  );

  app.post(
    collection,
    {
      schema: {
        tags,
        summary: 'Add a delivery area (admins)',
        body: areaCreateSchema,
        response: answers({ 201: areaOutSchema }),
      },
    },
    async (request, reply) => {
      requireRole(request.actor, ['admin']);
      return reply.code(201).send(await areas.create(jsonBody(request)));
    },
  );

  app.get(
    item,
    {
      schema: {
        tags,
        summary: 'A delivery area, retired ones too',
        params: idParams,
        response: answers({ 200: areaOutSchema }),
      },
    },
    async (request) => areas.get(pathId(request.params.id)),
  );

  app.patch(
    item,
    {
      schema: {
        tags,
        summary: 'Rename, retire or restore a delivery area (admins)',
        params: idParams,
        body: areaUpdateSchema,
        response: answers({ 200: areaOutSchema }),
      },
    },
    async (request) => areas.update(requireUser(request.actor), pathId(request.params.id), jsonBody(request)),
  );
};
