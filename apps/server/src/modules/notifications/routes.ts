import type { OutgoingHttpHeaders } from 'node:http';
import {
  idParams,
  listOf,
  markAllReadOutSchema,
  NOTIFICATION_TYPES,
  notificationListQuery,
  notificationOutSchema,
  notificationStreamOut,
  unreadNotificationsQuery,
} from '@dishcraft/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { pageRequest, requestUrl } from '../../lib/pagination.js';
import { requireUser } from '../../lib/policy.js';
import { answers, type ContractTypeProvider } from '../../lib/route-schemas.js';
import { type Query, queryReader } from '../../lib/query-params.js';
import { pathId } from '../../lib/validate.js';
import { baseUrlOf } from '../media/body.js';
import { type NotificationListFilter, notificationsService } from './service.js';
import { notificationStreams, parseLastEventId, type StreamOptions } from './stream.js';

const tags = ['notifications'];
const collection = '/api/notifications/notifications/';

/**
 * Notifications are created only by the server (API.md §4.5): the API reads them and sets the read
 * flag, so POST/PUT/PATCH/DELETE on the collection and items answer 405.
 */
export const notificationsRoutes =
  (ctx: AppContext, options: { stream?: StreamOptions } = {}) =>
  async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ContractTypeProvider>();
    const notifications = notificationsService(ctx);
    const streams = notificationStreams(ctx, options.stream);
    await streams.start();
    // Open streams never end by themselves: close them before the server waits for its connections.
    app.addHook('preClose', async () => streams.closeAll());
    app.addHook('onClose', async () => streams.stop());

    const list = (unreadOnly: boolean) => async (request: FastifyRequest<{ Querystring: Query }>) => {
      const actor = requireUser(request.actor);
      const query = request.query;
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

    const page = answers({ 200: listOf(notificationOutSchema) });
    app.get(
      collection,
      {
        schema: { tags, summary: 'My notifications, newest first', querystring: notificationListQuery, response: page },
      },
      list(false),
    );
    app.get(
      `${collection}unread/`,
      { schema: { tags, summary: 'My unread notifications', querystring: unreadNotificationsQuery, response: page } },
      list(true),
    );
    app.get(
      `${collection}:id/`,
      { schema: { tags, params: idParams, response: answers({ 200: notificationOutSchema }) } },
      async (request) => notifications.get(requireUser(request.actor), pathId(request.params.id)),
    );
    app.post(
      `${collection}:id/mark_as_read/`,
      {
        schema: {
          tags,
          params: idParams,
          summary: 'Mark one of my notifications read (body ignored)',
          response: answers({ 200: notificationOutSchema }),
        },
      },
      async (request) => notifications.markAsRead(requireUser(request.actor), pathId(request.params.id)),
    );
    app.post(
      `${collection}mark_all_as_read/`,
      {
        schema: {
          tags,
          summary: 'Mark all my notifications read (body ignored)',
          response: answers({ 200: markAllReadOutSchema }),
        },
      },
      async (request) => notifications.markAllAsRead(requireUser(request.actor)),
    );

    app.get(
      '/api/notifications/stream/',
      {
        schema: {
          tags,
          summary: 'Server-Sent Events: my notifications as they are created',
          produces: ['text/event-stream'],
          response: answers({ 200: notificationStreamOut }),
        },
      },
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
