import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, rows, type TestApp } from '../helpers.js';
import { buildWorld } from './world.js';

describe("the fuzzer's world", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('rebuilt after an accepted order, keeps the maintained order counts exact', async () => {
    const world = await buildWorld(t);
    const placed = await call(t, 'POST', '/api/orders/orders/', {
      token: world.tokens.customer,
      body: {
        restaurant: world.restaurant,
        delivery_address: '1 Road',
        payment_method: 'cash',
        items: [{ meal: world.meal }],
      },
    });
    expect(placed.status).toBe(201);
    await buildWorld(t);
    const [counts] = await rows<{ counted: number; real: number }>(
      t,
      sql`select (select coalesce(sum(n), 0) from order_counts)::int as counted, (select count(*) from orders)::int as real`,
    );
    expect(counts).toEqual({ counted: 1, real: 1 });
  });
});
