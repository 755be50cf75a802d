import { HTTP_MESSAGES } from '@dishcraft/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPathId } from '../validate.js';

/**
 * Fastify answers 404 for a known path with an unknown method; API.md §1.1 wants 405 with
 * `Allow`. Routes are collected as they register and matched against the path on a miss.
 * Every other unknown path belongs to the web app (`fallback`: its index.html).
 */
export function registerNotFound(
  app: FastifyInstance,
  fallback: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  const routes: { pattern: RegExp; methods: Set<string> }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const source = route.url
      .replace(/\/+$/, '')
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : escapeRegex(part)))
      .join('/');
    const pattern = new RegExp(`^${source}/?$`);
    let entry = routes.find((r) => r.pattern.source === pattern.source);
    if (!entry) {
      entry = { pattern, methods: new Set() };
      routes.push(entry);
    }
    for (const method of [route.method].flat()) entry.methods.add(method);
  });

  const miss = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/media/')) {
      // Static segments win over parameters, as in the router, so `/users/me/` is not `/users/:id/`.
      const matches = routes
        .filter((r) => r.pattern.test(path.replace(/\/{2,}/g, '/')))
        .sort((a, b) => b.pattern.source.split('[^/]+').length - a.pattern.source.split('[^/]+').length)
        .reverse();
      const allowed = matches[0]?.methods;
      if (allowed && !allowed.has(request.method)) {
        const methods = [...allowed, 'OPTIONS'].sort();
        return reply
          .code(405)
          .header('Allow', methods.join(', '))
          .send({ detail: HTTP_MESSAGES.methodNotAllowed(request.method) });
      }
      return reply.code(404).send({ detail: HTTP_MESSAGES.notFound });
    }
    return fallback(request, reply);
  };
  app.setNotFoundHandler(miss);
  // `{id}` matches only a positive integer (§1.1): with anything else the route was not matched at all,
  // so `GET /api/users/register/` is 405 and `/api/users/profiles/` 404, before any sign-in check.
  app.addHook('onRequest', async (request, reply) => {
    const id = (request.params as { id?: unknown } | undefined)?.id;
    if (id !== undefined && !isPathId(id)) return miss(request, reply);
  });
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
