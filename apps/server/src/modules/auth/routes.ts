import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../lib/policy.js';
import { CHANNELS } from '../../lib/channels.js';
import { parseRevocation } from './revocation.js';
import { authService } from './service.js';
import { tokenCacheOf } from './token-cache.js';

export const authRoutes = (ctx: AppContext) => async (app: FastifyInstance) => {
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
      schema: {
        tags: ['auth'],
        summary: 'Sign in: a new token',
        body: z.object({ username: z.string(), password: z.string() }),
      },
    },
    async (request) => auth.login(request.body, request.ip),
  );

  app.post(
    '/api/token/revoke/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revoke this token, or all with {"all": true}',
        body: z.object({ all: z.boolean().optional() }).optional(),
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.actor);
      const body = request.body as { all?: unknown } | undefined;
      await auth.revoke(actor, body?.all === true);
      return reply.code(204).send();
    },
  );
};
