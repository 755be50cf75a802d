import { HTTP_MESSAGES } from '@dishcraft/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { idempotencyKeys, paymentIntents } from '../../db/schema.js';

/** Found by the fuzz suite: hashing a deeply nested body for Idempotency-Key overflowed the stack (500). */
describe('an Idempotency-Key request with a deeply nested body', () => {
  let t: TestApp;
  let customer: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, 'customer');
  });
  afterAll(async () => t.close());

  it('is a 400 that stores neither the key nor an intent', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 3000; i += 1) deep = i % 2 ? [deep] : { a: deep };
    const reply = await call(t, 'POST', '/api/orders/create-payment-intent/', {
      token: customer.token,
      headers: { 'idempotency-key': 'deep-1', 'content-type': 'application/json' },
      payload: JSON.stringify({ amount: 1000, extra: deep }),
    });
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 400,
      body: { detail: HTTP_MESSAGES.tooDeep },
    });
    expect((await t.db.select({ n: count() }).from(idempotencyKeys))[0]?.n).toBe(0);
    expect((await t.db.select({ n: count() }).from(paymentIntents))[0]?.n).toBe(0);
  });
});
