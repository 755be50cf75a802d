import { HTTP_MESSAGES } from '@dishcraft/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.js';
import { openStream } from '../../src/modules/notifications/fixtures.js';
import { withDatabase } from '../global-setup.js';
import { freshDatabase } from '../helpers.js';
import { privateClusterAvailable, startPrivateCluster } from './support/private-cluster.js';
import { type Answer, request, type ServerProcess, startServer } from './support/server-process.js';
import { startProxy } from './support/tcp-proxy.js';
import { ORDERS, type OrderWorld, orderWorld } from './support/world.js';

const OUTAGE_MS = 3000;
/** No request may wait longer than this for its answer while PostgreSQL is away. */
const ANSWER_WITHIN_MS = 5000;

/** A database the server reaches at `serverUrl`, with a way to take it away and bring it back. */
interface Outage {
  serverUrl: string;
  /** A direct connection for the test's own writes and checks. */
  database: Database;
  down(): Promise<void>;
  up(): Promise<void>;
  teardown(): Promise<void>;
}

/** A fresh clone on the shared cluster, reached through a proxy the test cuts: the cluster itself keeps running. */
async function proxiedOutage(): Promise<Outage> {
  const fresh = await freshDatabase();
  const url = new URL(fresh.url as string);
  const proxy = await startProxy({ host: url.hostname, port: Number(url.port || 5432) });
  return {
    serverUrl: proxy.through(fresh.url as string),
    database: fresh.database,
    down: () => proxy.down(),
    up: () => proxy.up(),
    async teardown() {
      await proxy.close();
      await fresh.database.close();
      await fresh.drop();
    },
  };
}

/** A private cluster of the test's own, genuinely stopped (`pg_ctl stop -m fast`) and started again. */
async function restartedCluster(): Promise<Outage> {
  const cluster = await startPrivateCluster();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE dishcraft');
  await admin.end();
  const url = withDatabase(cluster.url, 'dishcraft');
  const database = await openDatabase({ databaseUrl: url });
  await database.migrate();
  return {
    serverUrl: url,
    database,
    down: () => cluster.stop(),
    up: () => cluster.start(),
    async teardown() {
      await database.close();
      await cluster.destroy();
    },
  };
}

const outages: [string, () => Promise<Outage>][] = [['a proxy that cuts every connection', proxiedOutage]];
// Where PostgreSQL's binaries are installed, the same scenario also runs against a real restart.
if (privateClusterAvailable()) outages.push(['a private PostgreSQL cluster stopped and started', restartedCluster]);

describe.each(outages)('PostgreSQL outage through %s', (_name, make) => {
  let outage: Outage;
  let world: OrderWorld;
  let server: ServerProcess;
  beforeAll(async () => {
    outage = await make();
    world = await orderWorld(outage.database, 1);
    server = await startServer(outage.serverUrl);
  });
  afterAll(async () => {
    await server?.stop();
    await world?.helper.close();
    await outage?.teardown();
  });

  it('answers 503 quickly while the database is away, recovers without a restart, and pushes again', async ({
    annotate,
  }) => {
    const customer = world.customers[0]?.token as string;
    const owner = world.restaurant.owner.token;
    const order = () => request(server.baseUrl, 'POST', ORDERS, { token: customer, body: world.orderBody(0) });
    expect((await request(server.baseUrl, 'GET', '/api/ready/')).status).toBe(200);
    expect((await order()).status).toBe(201);

    await outage.down();
    const burst = () =>
      Promise.all([
        request(server.baseUrl, 'GET', '/api/ready/'),
        request(server.baseUrl, 'GET', ORDERS, { token: customer }),
        order(),
        request(server.baseUrl, 'GET', '/api/restaurants/restaurants/'),
        request(server.baseUrl, 'GET', '/api/notifications/', { token: owner }),
      ]);
    const during: Answer[] = [...(await burst())];
    await new Promise((r) => setTimeout(r, 1000));
    during.push(...(await burst()));
    for (const [i, answer] of during.entries()) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(503);
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      if (i % 5 === 0) expect(answer.body).toEqual({ status: 'unavailable', detail: HTTP_MESSAGES.dbUnavailable });
      else {
        expect(answer.body).toEqual({ detail: HTTP_MESSAGES.dbUnavailable });
        expect(answer.headers.get('retry-after')).toBe('5');
      }
    }
    await new Promise((r) => setTimeout(r, OUTAGE_MS - 1000));
    expect(server.alive(), server.output()).toBe(true);

    await outage.up();
    const back = performance.now();
    while ((await request(server.baseUrl, 'GET', '/api/ready/')).status !== 200) {
      expect(performance.now() - back, 'ready again within 10 s').toBeLessThan(10_000);
      await new Promise((r) => setTimeout(r, 50));
    }
    const readyAfter = performance.now() - back;
    expect((await order()).status).toBe(201);

    // A stream opened now hears of an order placed after it once the LISTEN connection is back;
    // notifications committed while it was reconnecting reach clients by replay and polling instead.
    const stream = await openStream(server.baseUrl, { authorization: `Token ${owner}` });
    await stream.waitFor((c) => c.text().includes('connected'));
    let pushedAfter = 0;
    for (let attempt = 0; !pushedAfter; attempt += 1) {
      expect(attempt, `no push within 10 s of the restart:\n${server.output()}`).toBeLessThan(10);
      const placed = await order();
      expect(placed.status).toBe(201);
      try {
        await stream.waitFor((c) => c.notifications().some((n) => n.data.order === placed.body.id), 1000);
        pushedAfter = performance.now() - back;
      } catch {
        // the listener is still reconnecting: the next order is pushed once it is back
      }
    }
    stream.close();
    expect(server.alive()).toBe(true);
    expect(server.output()).not.toMatch(/unhandled error|uncaught/i);
    const slowest = Math.max(...during.map((a) => a.ms));
    await annotate(
      `${during.length} requests during the outage: all 503 JSON, slowest ${slowest.toFixed(0)} ms; ` +
        `ready again ${readyAfter.toFixed(0)} ms after the database returned; first push ${pushedAfter.toFixed(0)} ms after`,
    );
  });
});
