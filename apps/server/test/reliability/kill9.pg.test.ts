import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../helpers.js';
import { request, type ServerProcess, startServer } from './support/server-process.js';
import { auditOrders, ORDERS, type OrderWorld, orderWorld, stockTaken } from './support/world.js';

const CLIENTS = 30;

// The server process is killed with SIGKILL in the middle of a burst of orders: whatever it had
// answered 201 must be in the database, complete; whatever it had not must be complete or absent.
describe('kill -9 during an order burst (PostgreSQL)', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let world: OrderWorld;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    fresh = await freshDatabase();
    world = await orderWorld(fresh.database, 6);
  });
  afterAll(async () => {
    await server?.stop();
    await world.helper.close();
    await fresh.database.close();
    await fresh.drop();
  });

  // Two server starts and a burst of orders take about 30 s on a busy 2-core machine: more room than the default.
  it('every order answered 201 survives with items and payment; stock matches the orders that exist', async ({
    annotate,
  }) => {
    server = await startServer(fresh.url as string);
    const first = server;
    const answered = new Map<number, { total: string; items: number }>();
    const keyed: { key: string; token: string; body: Record<string, unknown>; id?: number }[] = [];
    let lost = 0;
    let refused = 0;
    let sent = 0;
    // Each client places orders back to back until the server is gone.
    const client = async (c: number) => {
      for (let i = c; ; i += CLIENTS) {
        sent += 1;
        const attempt = {
          key: `load-${i}`,
          token: world.customers[c % world.customers.length]?.token as string,
          body: world.orderBody(i),
        };
        const res = await request(first.baseUrl, 'POST', ORDERS, {
          token: attempt.token,
          body: attempt.body,
          headers: { 'idempotency-key': attempt.key },
        });
        if (res.status === 201) {
          answered.set(res.body.id, { total: res.body.total_price, items: res.body.items.length });
          keyed.push({ ...attempt, id: res.body.id });
        } else if (res.status === 0) {
          lost += 1;
          keyed.push(attempt);
          return;
        } else refused += 1;
      }
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
    const until = Date.now() + 5000;
    while (answered.size < 60 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    await first.kill();
    await load;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(refused).toBe(0);
    expect(answered.size).toBeGreaterThan(0);

    server = await startServer(fresh.url as string);
    // A claim the killed process held without an answer is taken over once it is old enough to be
    // abandoned (2 minutes); age them instead of waiting. Committed orders sealed their answer in
    // their own transaction, so their keys are answered and untouched by this.
    const aged = (await fresh.database.db.execute(
      sql`UPDATE idempotency_keys SET created_at = created_at - interval '3 minutes' WHERE response_status IS NULL`,
    )) as unknown as { rowCount: number | null };
    // Clients retry with their Idempotency-Key: an order that committed (answered or not) is replayed,
    // never placed twice; one that did not commit runs now. Nothing is left stuck "in progress".
    const restarted = server;
    const retries = await Promise.all(
      keyed.map((attempt) =>
        request(restarted.baseUrl, 'POST', ORDERS, {
          token: attempt.token,
          body: attempt.body,
          headers: { 'idempotency-key': attempt.key },
        }).then((res) => ({ attempt, res })),
      ),
    );
    let replayedLost = 0;
    for (const { attempt, res } of retries) {
      expect(res.status, `retry of ${attempt.key}`).toBe(201);
      if (attempt.id !== undefined) {
        expect(res.headers.get('idempotent-replayed')).toBe('true');
        expect(res.body.id).toBe(attempt.id);
      } else {
        if (res.headers.get('idempotent-replayed') === 'true') replayedLost += 1;
        answered.set(res.body.id, { total: res.body.total_price, items: res.body.items.length });
      }
    }
    const audit = await auditOrders(world);
    const ids = new Set(audit.map((o) => o.id));
    for (const [id, reply] of answered) {
      expect(ids.has(id), `order ${id} was answered 201 but is missing`).toBe(true);
      const row = audit.find((o) => o.id === id);
      expect(row?.items).toBe(reply.items);
      expect((Number(row?.total) / 100).toFixed(2)).toBe(reply.total);
    }
    expect(audit.length, 'one order per key: a retry never placed a committed order again').toBe(answered.size);
    for (const order of audit) {
      expect(order.items, `order ${order.id} has no items`).toBeGreaterThan(0);
      expect(order.payments, `order ${order.id} has no payment`).toBe(1);
      expect(order.paid).toBe(order.total);
      expect(order.stockRows, `order ${order.id} took no stock`).toBeGreaterThan(0);
    }
    const taken = await stockTaken(world);
    expect(await world.stock()).toEqual({
      flour: world.initial.flour - taken.flour,
      cheese: world.initial.cheese - taken.cheese,
    });

    // The restarted process serves on the same database: a new order is taken from the same stock.
    const before = await world.stock();
    const again = await request(server.baseUrl, 'POST', ORDERS, {
      token: world.customers[0]?.token,
      body: world.orderBody(1),
    });
    expect(again.status).toBe(201);
    expect(await world.stock()).toEqual({ flour: before.flour - 100, cheese: before.cheese - 60 });

    await annotate(
      `${sent} requests, ${answered.size} orders after retries, ${lost} cut off by the kill ` +
        `(${replayedLost} had committed and were replayed, ${aged.rowCount ?? 0} abandoned claims taken over); ` +
        'one order per key, all complete, stock consistent',
    );
  }, 90_000);
});
