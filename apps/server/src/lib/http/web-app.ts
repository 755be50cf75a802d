import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';

/**
 * Serves uploads at /media/ and the built web app at /, with history fallback: an unknown
 * non-API path gets index.html so the client router can show it (or its 404 page).
 * Returns the fallback handler for the not-found hook.
 */
export async function registerWebApp(app: FastifyInstance, config: Config) {
  await mkdir(config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    dotfiles: 'deny',
    index: false,
    maxAge: '365d',
    immutable: true,
  });

  const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      wildcard: true,
      index: false,
      // The web build writes a .br and a .gz beside every text file (apps/web/vite.config.ts): compressed once at
      // build time, chosen here by Accept-Encoding, with the plain file for clients that take neither.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed assets never change; index.html must be revalidated so a deploy shows at once.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        else reply.header('Cache-Control', 'no-cache');
      },
    });
  }

  const serveIndex = (_request: FastifyRequest, reply: FastifyReply) => {
    if (!hasWeb) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm run build` (npm start does it for you).');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', config.webDist);
  };
  // The static handler refuses a bare directory ('/'), so the home page gets its own route.
  app.get('/', { schema: { hide: true } }, serveIndex);
  return serveIndex;
}
