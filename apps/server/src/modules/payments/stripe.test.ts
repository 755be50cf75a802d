import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { paymentIntents, payments, stripeEvents } from '../../db/schema.js';
import { systemClock } from '../../lib/clock.js';
import { cashOrder, eventually, makeMenu } from '../orders/fixtures.js';
import { serviceContext } from './fixtures.js';
import { paymentsService } from './service.js';
import { createStripeProvider } from './stripe.js';

const SECRET = 'whsec_test_secret';
const WEBHOOK = '/api/payments/stripe/webhook/';

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
}

/** A local stand-in for the few Stripe endpoints the adapter calls (the true outside boundary). */
function fakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const requests: { method: string; path: string; body: URLSearchParams; auth?: string }[] = [];
  const state = { failing: false, counter: 0 };
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk) => {
        data += chunk;
      });
      req.on('end', () => resolve(data));
    });
  const server: Server = createServer(async (req, res) => {
    const body = new URLSearchParams(await read(req));
    const path = (req.url ?? '').split('?')[0] ?? '';
    requests.push({ method: req.method ?? '', path, body, auth: req.headers.authorization });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (state.failing) return send(500, { error: { type: 'api_error', message: 'down' } });
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      state.counter += 1;
      const id = `pi_fake_${state.counter}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(body.get('amount')),
        currency: body.get('currency') ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_abc`,
        metadata: { user_id: body.get('metadata[user_id]') ?? '' },
      };
      intents.set(id, intent);
      return send(200, intent);
    }
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && match) {
      const intent = intents.get(match[1] as string);
      return intent ? send(200, intent) : send(404, { error: { type: 'invalid_request_error', message: 'No such' } });
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      return send(200, {
        id: `re_${state.counter}`,
        object: 'refund',
        status: 'succeeded',
        payment_intent: body.get('payment_intent'),
      });
    }
    return send(404, { error: { type: 'invalid_request_error', message: 'Unknown route' } });
  });
  return { server, intents, requests, state };
}

describe('the Stripe adapter against a local fake of Stripe', () => {
  let t: TestApp;
  let customer: TestUser;
  const fake = fakeStripe();
  const signer = new Stripe('sk_test_signer');
  const sign = (payload: string, timestamp?: number) =>
    signer.webhooks.generateTestHeaderString({ payload, secret: SECRET, ...(timestamp && { timestamp }) });

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const port = (fake.server.address() as AddressInfo).port;
    t = await createTestApp({
      env: {
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_dishcraft',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_dishcraft',
        STRIPE_WEBHOOK_SECRET: SECRET,
        STRIPE_API_URL: `http://127.0.0.1:${port}`,
      },
    });
    customer = await createUser(t, 'customer');
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });
  beforeEach(() => {
    fake.state.failing = false;
  });

  const webhook = (event: Record<string, unknown>, header?: string) => {
    const payload = JSON.stringify(event);
    return call(t, 'POST', WEBHOOK, {
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header ?? sign(payload) },
    });
  };
  /** An order paid with a Stripe intent that Stripe reports as succeeded. */
  async function paidOrder() {
    const { restaurant, meal } = await makeMenu(t);
    const created = await call(t, 'POST', '/api/orders/create-payment-intent/', {
      token: customer.token,
      body: { amount: 800 },
    });
    const id = created.body.id as string;
    (fake.intents.get(id) as FakeIntent).status = 'succeeded'; // confirmed by Stripe.js; the webhook may come later
    const order = await call(t, 'POST', '/api/orders/orders/', {
      token: customer.token,
      body: {
        ...cashOrder(restaurant.id, [{ meal }]),
        payment_method: 'credit_card',
        payment: { payment_intent_id: id },
      },
    });
    expect(order.status).toBe(201);
    return { id, order: order.body as { id: number; payment: Record<string, unknown> }, restaurant };
  }
  const paymentOf = async (orderId: number) =>
    (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]?.status;
  /** The payment as the customer's read of the order answers it: the order's stored text (ADR 015). */
  const paymentRead = async (orderId: number) =>
    (await call(t, 'GET', `/api/orders/orders/${orderId}/`, { token: customer.token })).body.payment.status;
  const intentRow = async (id: string) =>
    (await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0];

  it('config names Stripe with its publishable key; the test processor is absent', async () => {
    const res = await call(t, 'GET', '/api/payments/config/');
    expect(res.body).toEqual({ provider: 'stripe', publishableKey: 'pk_test_dishcraft', currency: 'usd' });
    const confirm = await call(t, 'POST', '/api/payments/test/confirm/', { body: {} });
    expect(confirm.status).toBe(404);
  });

  it('creates the intent at Stripe and stores it with the caller', async () => {
    const res = await call(t, 'POST', '/api/orders/create-payment-intent/', {
      token: customer.token,
      body: { amount: 2450 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      provider: 'stripe',
      amount: 2450,
      currency: 'usd',
      status: 'requires_payment_method',
    });
    expect(res.body.clientSecret).toBe(`${res.body.id}_secret_abc`);
    const sent = fake.requests.find((r) => r.path === '/v1/payment_intents' && r.method === 'POST');
    expect(sent?.auth).toBe('Bearer sk_test_dishcraft');
    expect(sent?.body.get('amount')).toBe('2450');
    expect(sent?.body.get('currency')).toBe('usd');
    expect(sent?.body.get('metadata[user_id]')).toBe(String(customer.id));
    expect(await intentRow(res.body.id)).toMatchObject({ userId: customer.id, provider: 'stripe', amountCents: 2450 });
  });

  it('a Stripe failure is a 502 and stores nothing', async () => {
    fake.state.failing = true;
    const before = (await t.db.select().from(paymentIntents)).length;
    const res = await call(t, 'POST', '/api/orders/create-payment-intent/', {
      token: customer.token,
      body: { amount: 999 },
    });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ detail: 'The payment provider is unavailable. Please try again.' });
    expect((await t.db.select().from(paymentIntents)).length).toBe(before);
  });

  it('webhook: a valid signature moves the intent, each event once; a bad or stale one is refused', async () => {
    const created = await call(t, 'POST', '/api/orders/create-payment-intent/', {
      token: customer.token,
      body: { amount: 800 },
    });
    const id = created.body.id as string;
    const bad = await webhook(
      { id: 'evt_bad', type: 'payment_intent.succeeded', data: { object: { id } } },
      't=1,v1=deadbeef',
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ detail: 'Invalid signature.' });
    const payload = JSON.stringify({ id: 'evt_old', type: 'payment_intent.succeeded', data: { object: { id } } });
    const stale = await webhook(JSON.parse(payload), sign(payload, Math.floor(Date.now() / 1000) - 301));
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual({ detail: 'Invalid signature.' });
    expect((await intentRow(id))?.status).toBe('requires_payment_method');
    expect(await t.db.select().from(stripeEvents)).toEqual([]);

    const ok = await webhook({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id } } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ received: true });
    expect((await intentRow(id))?.status).toBe('succeeded');

    const failed = await webhook({ id: 'evt_2', type: 'payment_intent.payment_failed', data: { object: { id } } });
    expect(failed.status).toBe(200);
    expect((await intentRow(id))?.status).toBe('succeeded');

    await t.db.update(paymentIntents).set({ status: 'requires_payment_method' }).where(eq(paymentIntents.id, id));
    const replay = await webhook({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id } } });
    expect(replay.status).toBe(200);
    expect((await intentRow(id))?.status).toBe('requires_payment_method');

    const canceled = await webhook({ id: 'evt_3', type: 'payment_intent.canceled', data: { object: { id } } });
    expect(canceled.status).toBe(200);
    expect((await intentRow(id))?.status).toBe('canceled');

    const other = await webhook({ id: 'evt_4', type: 'customer.created', data: { object: { id: 'cus_1' } } });
    expect(other.status).toBe(200);
    expect(other.body).toEqual({ received: true });
  });

  it('webhook: a payload that is not an event is refused', async () => {
    const payload = 'not json';
    const res = await call(t, 'POST', WEBHOOK, {
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Invalid payload.' });
  });

  it('an order re-reads an unfinished intent from Stripe; cancelling refunds through Stripe after commit', async () => {
    const { id, order, restaurant } = await paidOrder();
    expect(order.payment).toMatchObject({ status: 'completed', provider: 'stripe', transaction_id: id });
    const cancel = await call(t, 'POST', `/api/orders/orders/${order.id}/update_status/`, {
      token: restaurant.owner.token,
      body: { status: 'cancelled', reason: 'Kitchen fire' },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.payment.status).toBe('completed'); // Stripe has not accepted the refund yet
    await eventually(async () => (await intentRow(id))?.status === 'refunded');
    const refund = fake.requests.find((r) => r.path === '/v1/refunds' && r.body.get('payment_intent') === id);
    expect(refund).toBeDefined();
    expect(await paymentOf(order.id)).toBe('refunded');
    expect(await paymentRead(order.id)).toBe('refunded');
  });

  it('charge.refunded marks the intent and the order’s payment refunded', async () => {
    const { id, order } = await paidOrder();
    const res = await webhook({
      id: 'evt_refund',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', payment_intent: id } },
    });
    expect(res.status).toBe(200);
    expect((await intentRow(id))?.status).toBe('refunded');
    expect(await paymentOf(order.id)).toBe('refunded');
    expect(await paymentRead(order.id)).toBe('refunded');
  });

  it('a refund Stripe refuses stays pending and is retried by the sweep until Stripe accepts it', async () => {
    const { id, order, restaurant } = await paidOrder();
    fake.state.failing = true;
    const cancel = await call(t, 'POST', `/api/orders/orders/${order.id}/update_status/`, {
      token: restaurant.owner.token,
      body: { status: 'cancelled', reason: 'Kitchen fire' },
    });
    expect(cancel.status).toBe(200);
    const tries = () => fake.requests.filter((r) => r.path === '/v1/refunds' && r.body.get('payment_intent') === id);
    await eventually(async () => tries().length >= 2); // the first attempt and the client's own retry
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await paymentOf(order.id)).toBe('completed');
    fake.state.failing = false;
    const provider = createStripeProvider({
      secretKey: 'sk_test_dishcraft',
      publishableKey: 'pk_test_dishcraft',
      webhookSecret: SECRET,
      apiUrl: t.config.STRIPE_API_URL,
    });
    await paymentsService(serviceContext(t, systemClock, provider)).sweep();
    expect(await paymentOf(order.id)).toBe('refunded');
    expect((await intentRow(id))?.status).toBe('refunded');
  });
});
