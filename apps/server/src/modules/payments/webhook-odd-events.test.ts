import { PAYMENT_MESSAGES } from '@dishcraft/contract';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp } from '../../../test/helpers.js';
import { paymentIntents, stripeEvents } from '../../db/schema.js';

const SECRET = 'whsec_odd_events';
const signer = new Stripe('sk_test_signer');

/** Found by the fuzz suite: correctly signed events with an odd type or an over-long id were 500s. */
describe('signed Stripe events the server does not handle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_odd',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_odd',
        STRIPE_WEBHOOK_SECRET: SECRET,
        STRIPE_API_URL: 'http://127.0.0.1:9',
      },
    });
    const customer = await createUser(t, 'customer');
    await t.db.insert(paymentIntents).values({
      id: 'pi_odd_1',
      userId: customer.id,
      provider: 'stripe',
      amountCents: 1000,
      clientSecret: 'pi_odd_1_secret',
    });
  });
  afterAll(async () => t.close());

  const post = (event: Record<string, unknown>) => {
    const payload = JSON.stringify(event);
    return call(t, 'POST', '/api/payments/stripe/webhook/', {
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      },
    });
  };
  const intentStatus = async () =>
    (await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, 'pi_odd_1')))[0]?.status;

  it.each(['__proto__', 'constructor', 'toString'])('type %s is acknowledged and ignored', async (type) => {
    const reply = await post({ id: `evt_${type}`, type, data: { object: { id: 'pi_odd_1' } } });
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 200, body: { received: true } });
    expect(await intentStatus()).toBe('requires_payment_method');
  });

  it('an event id holding a NUL is an invalid payload', async () => {
    const reply = await post({
      id: 'a\u0000b',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_odd_1' } },
    });
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 400,
      body: { detail: PAYMENT_MESSAGES.invalidPayload },
    });
    expect(await intentStatus()).toBe('requires_payment_method');
  });

  it('an intent id holding a NUL is ignored', async () => {
    const reply = await post({
      id: 'evt_nul',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_odd_1\u0000' } },
    });
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 200, body: { received: true } });
    expect(await intentStatus()).toBe('requires_payment_method');
  });

  it('an event id longer than Stripe ever sends is an invalid payload, and nothing is recorded', async () => {
    const reply = await post({
      id: 'e'.repeat(300),
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_odd_1' } },
    });
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 400,
      body: { detail: PAYMENT_MESSAGES.invalidPayload },
    });
    expect(await intentStatus()).toBe('requires_payment_method');
    expect((await t.db.select().from(stripeEvents)).map((e) => e.id)).not.toContain('e'.repeat(300));
  });
});
