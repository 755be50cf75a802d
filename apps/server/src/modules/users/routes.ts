import { USER_TYPES } from '@dishcraft/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { pageRequest, requestUrl } from '../../lib/pagination.js';
import { requireRole, requireUser } from '../../lib/policy.js';
import { queryReader } from '../../lib/query-params.js';
import { pathId } from '../../lib/validate.js';
import { baseUrlOf, readBody } from '../media/body.js';
import { usersService } from './service.js';

const tags = ['users'];
const idParams = z.object({ id: z.string() });

export const usersRoutes = (ctx: AppContext) => async (app: FastifyInstance) => {
  const users = usersService(ctx);
  const base = (request: FastifyRequest) => baseUrlOf(request, ctx.config.PUBLIC_URL);
  const id = (request: FastifyRequest) => pathId((request.params as { id?: string }).id);

  app.post(
    '/api/users/register/',
    { schema: { tags, summary: 'Register (customer or restaurant; admins any type)' } },
    async (request, reply) => reply.code(201).send(await users.register(request.actor, request.body, request.ip)),
  );

  app.get('/api/users/me/', { schema: { tags, summary: 'The signed-in user' } }, async (request) =>
    users.me(requireUser(request.actor), base(request)),
  );

  app.post(
    '/api/users/update-profile/',
    { schema: { tags, summary: 'Update own account and profile' } },
    async (request) => {
      const actor = requireUser(request.actor);
      return users.updateProfile(actor, await readBody(request), base(request));
    },
  );

  app.get(
    '/api/users/users/',
    { schema: { tags, summary: 'Users (admins: all; others: themselves)' } },
    async (request) => {
      const actor = requireUser(request.actor);
      const query = request.query as Record<string, unknown>;
      const read = queryReader(query);
      const filter = {
        userTypes: read.choices('user_type', USER_TYPES),
        search: read.string('search'),
        ordering: read.string('ordering'),
      };
      read.done();
      return users.list(actor, filter, pageRequest(query), requestUrl(base(request), request.url), base(request));
    },
  );

  app.post('/api/users/users/', { schema: { tags, summary: 'Create a user (admins)' } }, async (request, reply) => {
    requireRole(request.actor, ['admin']);
    return reply.code(201).send(await users.register(request.actor, request.body, request.ip));
  });

  for (const path of ['/api/users/users/:id/', '/api/users/:id/']) {
    app.get(path, { schema: { tags, params: idParams } }, async (request) =>
      users.get(requireUser(request.actor), id(request), base(request)),
    );
    const update = async (request: FastifyRequest) => {
      const actor = requireUser(request.actor);
      return users.update(actor, id(request), await readBody(request), base(request));
    };
    app.put(path, { schema: { tags, params: idParams } }, update);
    app.patch(path, { schema: { tags, params: idParams } }, update);
  }
  app.delete('/api/users/users/:id/', { schema: { tags, params: idParams } }, async (request, reply) => {
    await users.remove(requireUser(request.actor), id(request));
    return reply.code(204).send();
  });

  app.get('/api/profiles/:id/', { schema: { tags, params: idParams } }, async (request) =>
    users.getProfile(requireUser(request.actor), id(request)),
  );
  const updateProfile = async (request: FastifyRequest) =>
    users.updateProfileRecord(requireUser(request.actor), id(request), request.body);
  app.put('/api/profiles/:id/', { schema: { tags, params: idParams } }, updateProfile);
  app.patch('/api/profiles/:id/', { schema: { tags, params: idParams } }, updateProfile);

  app.post(
    '/api/users/password-reset/',
    { schema: { tags, summary: 'E-mail a password-reset link' } },
    async (request) => users.requestReset(request.body, request.ip),
  );
  app.post(
    '/api/users/password-reset-confirm/',
    { schema: { tags, summary: 'Set a new password from a reset link' } },
    async (request) => users.confirmReset(request.body, request.ip),
  );
};
