import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { mediaVariant } from './variants.js';

/** Smaller copies of stored pictures for srcset (packages/contract MEDIA_WIDTHS), made on first request. */
export const mediaRoutes = (ctx: AppContext) => async (app: FastifyInstance) => {
  app.get<{ Params: { width: string; '*': string } }>(
    '/media/w/:width/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const file = await mediaVariant(ctx.config.mediaDir, Number(request.params.width), request.params['*']);
      if (!file) return reply.callNotFound();
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .type('image/webp')
        .send(await readFile(file));
    },
  );
};
