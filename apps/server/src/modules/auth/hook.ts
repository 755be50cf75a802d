import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { authService } from './service.js';

/** Endpoints that ignore the Authorization header (API.md §1.2). */
const IGNORES_TOKEN = new Set(['/api/token', '/api/users/password-reset', '/api/users/password-reset-confirm']);

/** Resolves `Authorization: Token …` into `request.actor`; other schemes count as no header. */
export function authHook(ctx: AppContext) {
  const auth = authService(ctx);
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization;
    if (!header) return;
    const path = (request.url.split('?')[0] ?? '').replace(/\/+$/, '');
    if (!path.startsWith('/api/') || IGNORES_TOKEN.has(path)) return;
    const match = /^Token\s+(.*)$/i.exec(header.trim());
    if (!match) return;
    request.actor = await auth.resolve((match[1] ?? '').trim());
  };
}
