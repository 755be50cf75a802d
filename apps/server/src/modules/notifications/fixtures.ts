/**
 * Rows the notification, statistics and weather tests need, inserted straight into the database
 * (the features that normally create them are tested in their own folders).
 */
import { everyDay } from '@dishcraft/contract';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { NotificationType, OrderStatus } from '@dishcraft/contract';
import type { TestApp } from '../../../test/helpers.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { authTokens, meals, notifications, orderItems, orders, restaurants } from '../../db/schema.js';
import { type Clock, systemClock } from '../../lib/clock.js';
import { hashToken, newApiToken } from '../auth/tokens.js';
import type { WeatherProvider } from '../weather/provider.js';
import { type NewNotification, notificationsService } from './service.js';

export async function insertRestaurant(
  t: TestApp,
  ownerId: number,
  overrides: Partial<typeof restaurants.$inferInsert> = {},
): Promise<number> {
  const [row] = await t.db
    .insert(restaurants)
    .values({
      ownerId,
      name: `Restaurant ${ownerId}`,
      description: 'Good food',
      address: '1 Nile St',
      phoneNumber: '0123456789',
      openingTime: '00:00',
      closingTime: '00:00',
      openingHours: everyDay('00:00', '00:00'),
      isApproved: true,
      ...overrides,
    })
    .returning({ id: restaurants.id });
  return (row as { id: number }).id;
}

export async function insertMeal(t: TestApp, restaurantId: number, name: string, priceCents = 1000): Promise<number> {
  const [row] = await t.db
    .insert(meals)
    .values({ restaurantId, name, description: `${name}, freshly made`, basePriceCents: priceCents })
    .returning({ id: meals.id });
  return (row as { id: number }).id;
}

export interface OrderFixture {
  userId: number;
  restaurantId: number;
  status?: OrderStatus;
  totalCents?: number;
  createdAt?: Date | string;
  /** Regular meal lines: the order total is their sum unless `totalCents` is given. */
  items?: { mealId: number; quantity: number; priceCents: number }[];
}

export async function insertOrder(t: TestApp, o: OrderFixture): Promise<number> {
  const items = o.items ?? [];
  const total = o.totalCents ?? items.reduce((sum, i) => sum + i.quantity * i.priceCents, 0);
  const [row] = await t.db
    .insert(orders)
    .values({
      userId: o.userId,
      userUsername: `user${o.userId}`,
      restaurantId: o.restaurantId,
      restaurantName: `Restaurant ${o.restaurantId}`,
      status: o.status ?? 'pending',
      totalPriceCents: total,
      subtotalCents: total,
      paymentMethod: 'cash',
      deliveryAddress: '2 Tahrir Sq',
      ...(o.createdAt ? { createdAt: new Date(o.createdAt), updatedAt: new Date(o.createdAt) } : {}),
    })
    .returning({ id: orders.id });
  const id = (row as { id: number }).id;
  if (items.length) {
    await t.db.insert(orderItems).values(items.map((i) => ({ orderId: id, kind: 'meal', name: 'Meal', ...i })));
  }
  return id;
}

/** Many notifications at once, without the push (for list sizes and scoping). */
export async function insertNotifications(
  t: TestApp,
  recipientId: number,
  n: number,
  fields: Partial<typeof notifications.$inferInsert> = {},
): Promise<number[]> {
  const rows = await t.db
    .insert(notifications)
    .values(
      Array.from({ length: n }, (_, i) => ({
        recipientId,
        notificationType: 'other',
        title: `Note ${i + 1}`,
        message: `Message ${i + 1}`,
        ...fields,
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

/**
 * The parts of AppContext the notification service and streams use, taken from a test app's own
 * database, configuration and logger.
 */
export function contextOf(t: Pick<TestApp, 'config' | 'database' | 'app'>, clock: Clock = systemClock): AppContext {
  return { config: t.config, database: t.database, clock, log: t.app.log } as AppContext;
}

/**
 * Notifications created the way every feature creates them: `notificationsService.create` in a
 * transaction, whose commit delivers the NOTIFY push.
 */
export async function notify(
  t: Pick<TestApp, 'config' | 'database' | 'app'>,
  items: (Omit<NewNotification, 'type' | 'text'> & { type?: NotificationType; title?: string; message?: string })[],
): Promise<number[]> {
  const service = notificationsService(contextOf(t));
  return t.database.db.transaction((tx) =>
    service.create(
      tx,
      items.map(({ title, message, type = 'other', ...item }, i) => ({
        ...item,
        type,
        text: () => ({ title: title ?? `Live ${i + 1}`, message: message ?? `Something happened (${i + 1})` }),
      })),
    ),
  );
}

/** Another token of the same user (a second device). */
export async function extraToken(t: TestApp, userId: number): Promise<{ token: string; tokenId: number }> {
  const token = newApiToken();
  const [row] = await t.db
    .insert(authTokens)
    .values({ userId, tokenHash: hashToken(token) })
    .returning({ id: authTokens.id });
  return { token, tokenId: (row as { id: number }).id };
}

/**
 * A second server instance (or one with an injected weather provider) on an existing database,
 * built like createTestApp builds its app.
 */
export async function buildInstance(
  database: Database,
  options: { env?: Record<string, string>; weather?: WeatherProvider } = {},
): Promise<TestApp> {
  const dataDir = path.join(os.tmpdir(), `dishcraft-test-data-${randomBytes(5).toString('hex')}`);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // As createTestApp: tests write tokens straight into the database.
    TOKEN_CACHE_MS: '0',
    ...options.env,
  } as NodeJS.ProcessEnv);
  const app = await buildApp({ config, database, weather: options.weather, logger: false });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    kind: database.kind,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Listens on a free local port; returns the base URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export interface SseEvent {
  id?: string;
  event?: string;
  data?: string;
  comments: string[];
  retry?: string;
}

/** A Server-Sent-Events client over a real socket, collecting what arrives. */
export interface SseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Everything received so far. */
  text(): string;
  events(): SseEvent[];
  notifications(): { id: number; data: Record<string, unknown> }[];
  ended: Promise<void>;
  isEnded(): boolean;
  /** Resolves once `predicate` holds for what arrived, or rejects after `ms`. */
  waitFor(predicate: (client: SseClient) => boolean, ms?: number): Promise<void>;
  close(): void;
}

export function openStream(baseUrl: string, headers: Record<string, string> = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/notifications/stream/`, { headers }, (res) => {
      let buffer = '';
      let ended = false;
      const listeners = new Set<() => void>();
      const ping = () => {
        for (const listener of listeners) listener();
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        ping();
      });
      const endedPromise = new Promise<void>((done) => {
        const finish = () => {
          ended = true;
          ping();
          done();
        };
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      });
      const client: SseClient = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: () => buffer,
        events: () => parseEvents(buffer),
        notifications: () =>
          parseEvents(buffer)
            .filter((e) => e.event === 'notification')
            .map((e) => ({ id: Number(e.id), data: JSON.parse(e.data ?? '{}') })),
        ended: endedPromise,
        isEnded: () => ended,
        waitFor(predicate, ms = 1000) {
          return new Promise((done, fail) => {
            const check = () => {
              if (predicate(client)) {
                cleanup();
                done();
              }
            };
            const timer = setTimeout(() => {
              cleanup();
              fail(new Error(`stream condition not met within ${ms} ms; received:\n${buffer}`));
            }, ms);
            const cleanup = () => {
              clearTimeout(timer);
              listeners.delete(check);
            };
            listeners.add(check);
            check();
          });
        },
        close: () => request.destroy(),
      };
      resolve(client);
    });
    request.on('error', reject);
  });
}

function parseEvents(text: string): SseEvent[] {
  const out: SseEvent[] = [];
  for (const block of text.split('\n\n').slice(0, -1)) {
    const event: SseEvent = { comments: [] };
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) event.comments.push(line.slice(1).trim());
      else {
        const at = line.indexOf(':');
        const field = line.slice(0, at);
        const value = line.slice(at + 1).replace(/^ /, '');
        if (field === 'id' || field === 'event' || field === 'data' || field === 'retry') event[field] = value;
      }
    }
    out.push(event);
  }
  return out;
}
