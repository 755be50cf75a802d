import { HTTP_MESSAGES } from '@dishcraft/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** The schema a route declares for a status: the status itself, else its class (`4xx`). */
function declaredFor(response: unknown, status: number): z.ZodType | undefined {
  if (typeof response !== 'object' || response === null) return undefined;
  const declared = new Map(Object.entries(response));
  const schema = declared.get(String(status)) ?? declared.get(`${Math.floor(status / 100)}xx`);
  return schema instanceof z.ZodType ? schema : undefined;
}

/**
 * For the test suite (NODE_ENV=test): every JSON answer of a route with response schemas is parsed with the
 * schema it declares for its status, so a drift between the code and the contract fails whichever test made
 * the request, with a 500 that names the route, the status and the issues. Precomputed JSON text is checked
 * too, since it passes here like any other answer.
 */
export function checkAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const response = request.routeOptions.schema?.response;
    if (!response || typeof payload !== 'string' || payload === '') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    const status = reply.statusCode;
    const schema = declaredFor(response, status);
    const result = schema?.safeParse(JSON.parse(payload));
    if (result?.success) return payload;
    const problem = result ? z.prettifyError(result.error) : `status ${status} is not declared`;
    const route = `${request.method} ${request.routeOptions.url}`;
    request.log.error({ route, status, problem }, 'answer does not match its schema');
    reply.code(500);
    return JSON.stringify({ detail: HTTP_MESSAGES.serverError, request_id: request.id, route, status, problem });
  });
}
