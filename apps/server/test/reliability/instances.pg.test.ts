import { ACCOUNT_MESSAGES, HTTP_MESSAGES, PAYMENT_MESSAGES } from '@dishcraft/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.js';
import { buildInstance } from '../../src/modules/notifications/fixtures.js';
import { cashOrder, makeMenu } from '../../src/modules/orders/fixtures.js';
import { call, createUser, freshDatabase, type Reply, type TestApp, type TestUser } from '../helpers.js';
import { tally } from './support/tally.js';

const ORDERS = '/api/orders/orders/';

/** A login from `ip`, the way a client behind another address reaches the instance. */
async function login(t: TestApp, ip: string, username: string, password: string): Promise<Reply> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/token/',
    remoteAddress: ip,
    payload: { username, password },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers, text: res.body };
}

// Two instances of the app, each with its own connection pool, behind an imaginary load balancer:
// whatever one of them learns must hold on the other, because it lives in PostgreSQL only.
describe('two server instances on one PostgreSQL', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let second: Database;
  let a: TestApp;
  let b: TestApp;
  let customer: TestUser;
  let menu: Awaited<ReturnType<typeof makeMenu>>;
  beforeAll(async () => {
    fresh = await freshDatabase();
    second = await openDatabase({ databaseUrl: fresh.url });
    a = await buildInstance(fresh.database, { env: { RATE_LIMITS: 'on' } });
    b = await buildInstance(second, { env: { RATE_LIMITS: 'on' } });
    customer = await createUser(a, 'customer');
    menu = await makeMenu(a, 100_000);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await second.close();
    await fresh.database.close();
    await fresh.drop();
  });

  it('a token issued by A works on B, and revoking it on A ends it on B', async () => {
    const signedIn = await login(a, '10.0.1.1', customer.username, customer.password);
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.token as string;
    const me = await call(b, 'GET', '/api/users/me/', { token });
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(customer.username);

    expect((await call(a, 'POST', '/api/token/revoke/', { token })).status).toBe(204);
    const after = await call(b, 'GET', '/api/users/me/', { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ detail: HTTP_MESSAGES.invalidToken });
  });

  it('the failed-login window of a username counts attempts on both instances', async () => {
    const replies: Reply[] = [];
    for (let i = 0; i < 7; i += 1) {
      replies.push(await login(i % 2 ? b : a, `10.0.2.${i}`, customer.username, 'Wrong-passw0rd'));
    }
    expect(replies.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 429, 429]);
    expect(replies[0]?.body).toEqual({ non_field_errors: [ACCOUNT_MESSAGES.badCredentials] });
    expect(replies[5]?.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('twelve wrong passwords for one username at once, from twelve addresses: five are judged, seven throttled', async () => {
    const target = await createUser(a, 'customer');
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(i % 2 ? b : a, `10.0.4.${i}`, target.username, 'Wrong-passw0rd')),
    );
    expect(tally(burst)).toEqual({ 400: 5, 429: 7 });
    // The window is full for the right password too, until it slides.
    expect((await login(b, '10.0.4.99', target.username, target.password)).status).toBe(429);
  });

  it('a right password in a burst of logins is given back: only the wrong ones stay counted', async () => {
    const target = await createUser(a, 'customer');
    const burst = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        login(i % 2 ? b : a, `10.0.5.${i}`, target.username, i < 2 ? target.password : 'Wrong-passw0rd'),
      ),
    );
    expect(tally(burst)).toEqual({ 200: 2, 400: 3 });
    const after: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      after.push((await login(i % 2 ? a : b, `10.0.5.${10 + i}`, target.username, 'Wrong-passw0rd')).status);
    }
    expect(after).toEqual([400, 400, 429]);
  });

  it('ten password-reset requests for one address at once, over both instances: three e-mails', async () => {
    const target = await createUser(a, 'customer');
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? b : a).app.inject({
          method: 'POST',
          url: '/api/users/password-reset/',
          remoteAddress: `10.0.6.${i}`,
          payload: { email: target.email },
        }),
      ),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const resets = await a.db.execute(sql`select count(*)::int as n from password_resets where user_id = ${target.id}`);
    expect((resets as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(3);
  });

  it('the per-IP login window holds across instances, sequentially and in a parallel burst', async () => {
    const sequential: Reply[] = [];
    for (let i = 0; i < 12; i += 1) sequential.push(await login(i % 2 ? b : a, '10.0.3.1', `nobody${i}`, 'x'));
    expect(sequential.map((r) => r.status)).toEqual([...Array(10).fill(400), 429, 429]);

    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(i % 2 ? b : a, '10.0.3.2', `ghost${i}`, 'x')),
    );
    expect(tally(burst)).toEqual({ 400: 10, 429: 10 });
  });

  it('an Idempotency-Key used on A replays on B, and refuses another body there', async () => {
    const key = 'checkout-7f3a';
    const body = cashOrder(menu.restaurant.id, [{ meal: menu.meal }]);
    const count = async () =>
      Number(
        (
          (await a.db.execute(sql`select count(*)::int as n from orders`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]?.n,
      );
    const before = await count();
    const first = await call(a, 'POST', ORDERS, { token: customer.token, body, headers: { 'idempotency-key': key } });
    expect(first.status).toBe(201);
    const replay = await call(b, 'POST', ORDERS, { token: customer.token, body, headers: { 'idempotency-key': key } });
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    const other = await call(b, 'POST', ORDERS, {
      token: customer.token,
      body: { ...body, delivery_notes: 'Ring twice' },
      headers: { 'idempotency-key': key },
    });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ detail: PAYMENT_MESSAGES.idempotencyReused, code: 'idempotency_key_reused' });
    expect(await count()).toBe(before + 1);
  });

  it('a catalogue change made on A shows on B within its answer cache of one second', async () => {
    const url = `/api/restaurants/restaurants/${menu.restaurant.id}/`;
    expect((await call(b, 'GET', url)).body.name).toBe(menu.restaurant.name);
    const renamed = await call(a, 'PATCH', url, { token: menu.restaurant.owner.token, body: { name: 'Renamed Cafe' } });
    expect(renamed.status).toBe(200);
    const changed = performance.now();
    while ((await call(b, 'GET', url)).body.name !== 'Renamed Cafe') {
      expect(performance.now() - changed).toBeLessThan(b.config.CATALOGUE_CACHE_MS + 500);
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  it('B carries on alone once A is shut down: the order placed on A is there and changes on B', async () => {
    const placed = await call(a, 'POST', ORDERS, {
      token: customer.token,
      body: cashOrder(menu.restaurant.id, [{ meal: menu.meal }]),
    });
    expect(placed.status).toBe(201);
    await a.app.close();
    const seen = await call(b, 'GET', `${ORDERS}${placed.body.id}/`, { token: customer.token });
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual(placed.body);
    const confirmed = await call(b, 'POST', `${ORDERS}${placed.body.id}/update_status/`, {
      token: menu.restaurant.owner.token,
      body: { status: 'confirmed' },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('confirmed');
  });
});
