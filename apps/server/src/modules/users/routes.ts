import {
  adminRegisterSchema,
  idParams,
  JSON_OR_MULTIPART,
  imageUpload,
  listOf,
  messageOutSchema,
  noContent,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  profileOutSchema,
  profileUpdateSchema,
  registerSchema,
  registrationOutSchema,
  updateProfileSchema,
  USER_TYPES,
  userListQuery,
  userOutSchema,
  userUpdateSchema,
} from '@dishcraft/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { pageRequest, requestUrl } from '../../lib/pagination.js';
import { requireRole, requireUser } from '../../lib/policy.js';
import { queryReader } from '../../lib/query-params.js';
import { answers, type ContractTypeProvider } from '../../lib/route-schemas.js';
import { pathId } from '../../lib/validate.js';
import { askedLanguage } from '../../lib/http/error-language.js';
import { baseUrlOf, readBody } from '../media/body.js';
import { usersService } from './service.js';

const tags = ['users'];
const withPicture = { profile_picture: imageUpload };

export const usersRoutes = (ctx: AppContext) => async (instance: FastifyInstance) => {
  const app = instance.withTypeProvider<ContractTypeProvider>();
  const users = usersService(ctx);
  const base = (request: FastifyRequest) => baseUrlOf(request, ctx.config.PUBLIC_URL);

  app.post(
    '/api/users/register/',
    {
      schema: {
        tags,
        summary: 'Register (customer or restaurant; admins any type)',
        body: registerSchema,
        response: answers({ 201: registrationOutSchema }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await users.register(request.actor, request.body, request.ip, askedLanguage(request))),
  );

  app.get(
    '/api/users/me/',
    { schema: { tags, summary: 'The signed-in user', response: answers({ 200: userOutSchema }) } },
    async (request) => users.me(requireUser(request.actor), base(request)),
  );

  app.post(
    '/api/users/update-profile/',
    {
      schema: {
        tags,
        summary: 'Update own account and profile',
        consumes: JSON_OR_MULTIPART,
        body: updateProfileSchema.safeExtend(withPicture),
        response: answers({ 200: userOutSchema }),
      },
    },
    async (request) => {
      const actor = requireUser(request.actor);
      return users.updateProfile(actor, await readBody(request), base(request));
    },
  );

  app.get(
    '/api/users/users/',
    {
      schema: {
        tags,
        summary: 'Users (admins: all; others: themselves)',
        querystring: userListQuery,
        response: answers({ 200: listOf(userOutSchema) }),
      },
    },
    async (request) => {
      const actor = requireUser(request.actor);
      const read = queryReader(request.query);
      const filter = {
        userTypes: read.choices('user_type', USER_TYPES),
        search: read.string('search'),
        ordering: read.string('ordering'),
      };
      read.done();
      const url = requestUrl(base(request), request.url);
      return users.list(actor, filter, pageRequest(request.query), url, base(request));
    },
  );

  app.post(
    '/api/users/users/',
    {
      schema: {
        tags,
        summary: 'Create a user (admins)',
        body: adminRegisterSchema,
        response: answers({ 201: registrationOutSchema }),
      },
    },
    async (request, reply) => {
      requireRole(request.actor, ['admin']);
      return reply
        .code(201)
        .send(await users.register(request.actor, request.body, request.ip, askedLanguage(request)));
    },
  );

  for (const path of ['/api/users/users/:id/', '/api/users/:id/']) {
    app.get(path, { schema: { tags, params: idParams, response: answers({ 200: userOutSchema }) } }, async (request) =>
      users.get(requireUser(request.actor), pathId(request.params.id), base(request)),
    );
    app.route({
      method: ['PUT', 'PATCH'],
      url: path,
      schema: {
        tags,
        summary: 'Change a user (the user, admins)',
        params: idParams,
        consumes: JSON_OR_MULTIPART,
        body: userUpdateSchema({ allowBlankNames: true }).safeExtend(withPicture),
        response: answers({ 200: userOutSchema }),
      },
      handler: async (request) => {
        const actor = requireUser(request.actor);
        return users.update(actor, pathId(request.params.id), await readBody(request), base(request));
      },
    });
  }
  app.delete(
    '/api/users/users/:id/',
    { schema: { tags, params: idParams, response: answers({ 204: noContent }) } },
    async (request, reply) => {
      await users.remove(requireUser(request.actor), pathId(request.params.id));
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/profiles/:id/',
    { schema: { tags, params: idParams, response: answers({ 200: profileOutSchema }) } },
    async (request) => users.getProfile(requireUser(request.actor), pathId(request.params.id)),
  );
  app.route({
    method: ['PUT', 'PATCH'],
    url: '/api/profiles/:id/',
    schema: { tags, params: idParams, body: profileUpdateSchema, response: answers({ 200: profileOutSchema }) },
    handler: async (request) =>
      users.updateProfileRecord(requireUser(request.actor), pathId(request.params.id), request.body),
  });

  app.post(
    '/api/users/password-reset/',
    {
      schema: {
        tags,
        summary: 'E-mail a password-reset link',
        body: passwordResetRequestSchema,
        response: answers({ 200: messageOutSchema }),
      },
    },
    async (request) => users.requestReset(request.body, request.ip),
  );
  app.post(
    '/api/users/password-reset-confirm/',
    {
      schema: {
        tags,
        summary: 'Set a new password from a reset link',
        body: passwordResetConfirmSchema,
        response: answers({ 200: messageOutSchema }),
      },
    },
    async (request) => users.confirmReset(request.body, request.ip),
  );
};
