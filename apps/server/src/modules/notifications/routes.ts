import type { OutgoingHttpHeaders } from 'node:http';
import { NOTIFICATION_TYPES } from '@dishcraft/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { pageRequest, requestUrl } from '../../lib/pagination.js';
import { requireUser } from '../../lib/policy.js';
import { queryReader } from '../../lib/query-params.js';
import { pathId } from '../../lib/validate.js';
import { baseUrlOf } from '../media/body.js';
import { type NotificationListFilter, notificationsService } from './service.js';
import { notificationStreams, parseLastEventId, type StreamOptions } from './stream.js';

const tags = ['notifications'];
const idParams = z.object({ id: z.string() });
const collection = '/api/notifications/notifications/';

/**
 * Notifications are created only by the server (API.md §4.5): the API reads them and sets the read
 * flag, so POST/PUT/PATCH/DELETE on the collection and items answer 405.
 */
export const notificationsRoutes =
  (ctx: AppContext, options: { stream?: StreamOptions } = {}) =>
  async (app: FastifyInstance) => {
    const notifications = notificationsService(ctx);
    const streams = notificationStreams(ctx, options.stream);
    await streams.start();
    // Open streams never end by themselves: close them before the server waits for its connections.
    app.addHook('preClose', async () => streams.closeAll());
    app.addHook('onClose', async () => streams.stop());

    const id = (request: FastifyRequest) => pathId((request.params as { id?: string }).id);
    const list = (unreadOnly: boolean) => async (request: FastifyRequest) => {
      const actor = requireUser(request.actor);
      const query = request.query as Record<string, unknown>;
      const read = queryReader(query);
      const filter: NotificationListFilter = {
        isRead: unreadOnly ? false : read.bool('is_read'),
        types: read.choices('notification_type', NOTIFICATION_TYPES),
        orderId: read.id('order'),
      };
      read.done();
      const url = requestUrl(baseUrlOf(request, ctx.config.PUBLIC_URL), request.url);
      return notifications.list(actor, filter, pageRequest(query), url);
    };

    app.get(collection, { schema: { tags, summary: 'My notifications, newest first' } }, list(false));
    app.get(`${collection}unread/`, { schema: { tags, summary: 'My unread notifications' } }, list(true));
    app.get(`${collection}:id/`, { schema: { tags, params: idParams } }, async (request) =>
      notifications.get(requireUser(request.actor), id(request)),
    );
    app.post(
      `${collection}:id/mark_as_read/`,
      { schema: { tags, params: idParams, summary: 'Mark one of my notifications read' } },
      async (request) => notifications.markAsRead(requireUser(request.actor), id(request)),
    );
    app.post(
      `${collection}mark_all_as_read/`,
      { schema: { tags, summary: 'Mark all my notifications read' } },
      async (request) => notifications.markAllAsRead(requireUser(request.actor)),
    );

    app.get(
      '/api/notifications/stream/',
      { schema: { tags, summary: 'Server-Sent Events: my notifications as they are created' } },
      async (request, reply) => {
        const actor = requireUser(request.actor);
        reply.hijack();
        await streams.open(
          actor,
          reply.raw,
          { ...(reply.getHeaders() as OutgoingHttpHeaders), 'x-request-id': request.id },
          parseLastEventId(request.headers['last-event-id']),
        );
      },
    );
  };
