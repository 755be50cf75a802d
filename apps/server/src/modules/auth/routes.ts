import { loginSchema, noContent, revokeBodySchema, tokenOutSchema } from '@dishcraft/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { CHANNELS } from '../../lib/channels.js';
import { requireUser } from '../../lib/policy.js';
import { answers, type ContractTypeProvider } from '../../lib/route-schemas.js';
import { parseRevocation } from './revocation.js';
import { authService } from './service.js';
import { tokenCacheOf } from './token-cache.js';

const tags = ['auth'];

export const authRoutes = (ctx: AppContext) => async (instance: FastifyInstance) => {
  const app = instance.withTypeProvider<ContractTypeProvider>();
  const auth = authService(ctx);
  // Revocations made by other instances end the tokens this one keeps (token-cache.ts).
  const stopListening = await ctx.database.listen(CHANNELS.tokensRevoked, (payload) => {
    const revocation = parseRevocation(payload);
    if (revocation) tokenCacheOf(ctx).forget(revocation);
  });
  app.addHook('onClose', stopListening);

  app.post(
    '/api/token/',
    {
      schema: { tags, summary: 'Sign in: a new token', body: loginSchema, response: answers({ 200: tokenOutSchema }) },
    },
    async (request) => auth.login(request.body, request.ip),
  );

  app.post(
    '/api/token/revoke/',
    {
      schema: {
        tags,
        summary: 'Sign out: revoke this token, or all with {"all": true}',
        body: revokeBodySchema,
        response: answers({ 204: noContent }),
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.actor);
      // Unvalidated (ADR 002): only a JSON `true` revokes them all.
      await auth.revoke(actor, request.body?.all === true);
      return reply.code(204).send();
    },
  );
};
