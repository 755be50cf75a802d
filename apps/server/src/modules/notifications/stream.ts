import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { NOTIFICATION_STREAM, type NotificationOut } from '@dishcraft/contract';
import type { AppContext } from '../../context.js';
import type { UserActor } from '../../lib/actor.js';
import { CHANNELS } from '../../lib/channels.js';
import { parseRevocation, revokes } from '../auth/revocation.js';
import { notificationsService } from './service.js';

export interface StreamOptions {
  /** How often a `: heartbeat` comment keeps idle connections (and proxies) open. */
  heartbeatMs?: number;
}

interface StreamClient {
  userId: number;
  tokenId: number;
  res: ServerResponse;
  heartbeat?: NodeJS.Timeout;
  /** While a Last-Event-ID replay runs, live notifications wait here so the order stays oldest first. */
  pending: NotificationOut[] | null;
  closed: boolean;
}

/**
 * The Server-Sent-Events streams of this instance (API.md §3.11): a registry of open streams per
 * user, fed by the PostgreSQL channels every instance LISTENs on, so a notification committed on
 * any instance reaches its recipient's streams here, and a revoked token ends its streams.
 */
export function notificationStreams(ctx: AppContext, options: StreamOptions = {}) {
  const notifications = notificationsService(ctx);
  const heartbeatMs = options.heartbeatMs ?? NOTIFICATION_STREAM.heartbeatMs;
  const byUser = new Map<number, Set<StreamClient>>();
  const unsubscribers: (() => Promise<void>)[] = [];

  function close(client: StreamClient): void {
    if (client.closed) return;
    client.closed = true;
    clearInterval(client.heartbeat);
    const set = byUser.get(client.userId);
    set?.delete(client);
    if (set && !set.size) byUser.delete(client.userId);
    if (!client.res.writableEnded) client.res.end();
  }

  function write(client: StreamClient, text: string): void {
    if (!client.closed && !client.res.writableEnded) client.res.write(text);
  }

  function send(client: StreamClient, notification: NotificationOut): void {
    if (client.pending) {
      client.pending.push(notification);
      return;
    }
    write(
      client,
      `id: ${notification.id}\nevent: ${NOTIFICATION_STREAM.event}\ndata: ${JSON.stringify(notification)}\n\n`,
    );
  }

  async function onNotification(payload: string): Promise<void> {
    if (!byUser.size) return;
    const ids = parseIds(payload);
    if (!ids.length) return;
    for (const notification of await notifications.byIds(ids)) {
      for (const client of byUser.get(notification.recipient) ?? []) send(client, notification);
    }
  }

  function onTokensRevoked(payload: string): void {
    const revoked = parseRevocation(payload);
    if (!revoked) return;
    for (const client of [...(byUser.get(revoked.userId) ?? [])]) {
      if (revokes(revoked, revoked.userId, client.tokenId)) close(client);
    }
  }

  return {
    /** Subscribes this instance to the fan-out channels; call once at startup. */
    async start(): Promise<void> {
      unsubscribers.push(
        await ctx.database.listen(CHANNELS.notification, (payload) => {
          onNotification(payload).catch((error) => ctx.log.error({ err: error }, 'notification stream push failed'));
        }),
        await ctx.database.listen(CHANNELS.tokensRevoked, onTokensRevoked),
      );
    },

    /**
     * Turns a hijacked response into a stream for `actor`; `headers` are those the request's hooks
     * already chose (CORS, security, request id). Replays what came after `lastEventId`.
     */
    async open(actor: UserActor, res: ServerResponse, headers: OutgoingHttpHeaders, lastEventId?: number) {
      res.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      res.write(`retry: ${NOTIFICATION_STREAM.retryMs}\n: connected\n\n`);
      const client: StreamClient = {
        userId: actor.id,
        tokenId: actor.tokenId,
        res,
        pending: lastEventId !== undefined ? [] : null,
        closed: false,
      };
      let set = byUser.get(actor.id);
      if (!set) {
        set = new Set();
        byUser.set(actor.id, set);
      }
      // A user holds at most maxStreamsPerUser streams: the oldest gives way.
      for (const oldest of [...set].slice(0, Math.max(0, set.size - NOTIFICATION_STREAM.maxStreamsPerUser + 1))) {
        close(oldest);
      }
      set.add(client);
      res.on('close', () => close(client));
      client.heartbeat = setInterval(() => write(client, ': heartbeat\n\n'), heartbeatMs);
      client.heartbeat.unref();

      if (lastEventId === undefined) return;
      try {
        const missed = await notifications.replay(actor.id, lastEventId);
        const live = client.pending ?? [];
        client.pending = null;
        const replayed = new Set(missed.map((n) => n.id));
        for (const notification of [...missed, ...live.filter((n) => !replayed.has(n.id))]) send(client, notification);
      } catch (error) {
        ctx.log.error({ err: error }, 'notification stream replay failed');
        close(client);
      }
    },

    /** Open streams of a user on this instance. */
    openStreams: (userId: number): number => byUser.get(userId)?.size ?? 0,

    /** Ends every open stream (server shutdown: clients reconnect to another instance). */
    closeAll(): void {
      for (const set of [...byUser.values()]) for (const client of [...set]) close(client);
    },

    async stop(): Promise<void> {
      this.closeAll();
      for (const unsubscribe of unsubscribers.splice(0)) await unsubscribe();
    },
  };
}

export type NotificationStreams = ReturnType<typeof notificationStreams>;

/** `Last-Event-ID`: a notification id; anything else means "no replay". */
export function parseLastEventId(value: unknown): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text.trim())) return undefined;
  const id = Number(text.trim());
  return id <= 2_147_483_647 ? id : undefined;
}

function parseIds(payload: string): number[] {
  try {
    const ids = (JSON.parse(payload) as { ids?: unknown }).ids;
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}
