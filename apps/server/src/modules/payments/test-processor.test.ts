import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { paymentIntents } from '../../db/schema.js';
import { fixedClock } from '../../lib/clock.js';
import { cardOutcome } from './cards.js';

const INTENT = '/api/orders/create-payment-intent/';
const CONFIRM = '/api/payments/test/confirm/';

describe('payment intents and the built-in test processor', () => {
  let t: TestApp;
  let customer: TestUser;
  const clock = fixedClock('2026-01-15T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ clock });
    customer = await createUser(t, 'customer');
  });
  afterAll(() => t.close());

  const newIntent = async (amount = 2450, user = customer) => {
    const res = await call(t, 'POST', INTENT, { token: user.token, body: { amount } });
    expect(res.status).toBe(200);
    return res.body as { id: string; clientSecret: string };
  };
  const card = (clientSecret: string, card_number: string, extra: Record<string, unknown> = {}) => ({
    client_secret: clientSecret,
    card_number,
    exp_month: 12,
    exp_year: 2030,
    cvc: '123',
    ...extra,
  });

  it('GET /api/payments/config/ names the test processor, for anyone', async () => {
    const res = await call(t, 'GET', '/api/payments/config/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ provider: 'test', publishableKey: null, currency: 'usd' });
  });

  it('creates an intent stored with the caller and amount', async () => {
    const res = await call(t, 'POST', INTENT, { token: customer.token, body: { amount: 2450 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      clientSecret: expect.stringMatching(/^pi_test_[0-9a-f]+_secret_[0-9a-f]+$/),
      id: expect.stringMatching(/^pi_test_/),
      provider: 'test',
      amount: 2450,
      currency: 'usd',
      status: 'requires_payment_method',
    });
    const [row] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, res.body.id));
    expect(row).toMatchObject({
      userId: customer.id,
      amountCents: 2450,
      status: 'requires_payment_method',
      orderId: null,
    });
  });

  it('refuses bad amounts with 400 and stores nothing', async () => {
    const count = async () => (await t.db.select().from(paymentIntents)).length;
    const before = await count();
    const cases: [unknown, string][] = [
      [24.5, 'Must be a whole number.'],
      ['abc', 'Must be a whole number.'],
      [49, 'Must be at least 50.'],
      [100_000_000, 'Must be at most 99999999.'],
      [undefined, 'This field is required.'],
    ];
    for (const [amount, message] of cases) {
      const res = await call(t, 'POST', INTENT, { token: customer.token, body: { amount } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ amount: [message] });
    }
    expect(await count()).toBe(before);
  });

  it('intents need a signed-in customer', async () => {
    const owner = await createUser(t, 'restaurant');
    const anonymous = await call(t, 'POST', INTENT, { body: { amount: 100 } });
    expect(anonymous.status).toBe(401);
    const refused = await call(t, 'POST', INTENT, { token: owner.token, body: { amount: 100 } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: 'Only customer accounts can place orders.' });
  });

  it('an Idempotency-Key replays the same intent', async () => {
    const headers = { 'idempotency-key': 'intent-1' };
    const first = await call(t, 'POST', INTENT, { token: customer.token, body: { amount: 900 }, headers });
    const again = await call(t, 'POST', INTENT, { token: customer.token, body: { amount: 900 }, headers });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const other = await call(t, 'POST', INTENT, { token: customer.token, body: { amount: 901 }, headers });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({
      detail: 'This Idempotency-Key was already used for a different request.',
      code: 'idempotency_key_reused',
    });
  });

  it('confirms with a good card, once', async () => {
    const intent = await newIntent();
    const ok = await call(t, 'POST', CONFIRM, { body: card(intent.clientSecret, '4242 4242 4242 4242') });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ id: intent.id, status: 'succeeded', amount: 2450, currency: 'usd' });
    const again = await call(t, 'POST', CONFIRM, { body: card(intent.clientSecret, '5555-5555-5555-4444') });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      detail: 'This payment can no longer be confirmed.',
      code: 'intent_not_confirmable',
      status: 'succeeded',
    });
  });

  it('plays every scripted outcome with its 402 body, and the intent stays confirmable', async () => {
    const intent = await newIntent();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ card_number: '4000000000000002' }, 'card_declined', 'The card was declined.'],
      [{ card_number: '4000000000009995' }, 'insufficient_funds', 'The card has insufficient funds.'],
      [{ card_number: '4000000000000069' }, 'expired_card', 'The card has expired.'],
      [{ card_number: '4000000000000127' }, 'incorrect_cvc', "The card's security code is incorrect."],
      [{ card_number: '4000000000000119' }, 'processing_error', 'The card could not be processed. Please try again.'],
      [{ card_number: '4111111111111111' }, 'card_declined', 'The card was declined.'],
      [{ card_number: '4242424242424241' }, 'incorrect_number', 'The card number is not valid.'],
      [{ card_number: '424242424242' }, 'incorrect_number', 'The card number is not valid.'],
      [{ exp_month: 13 }, 'invalid_expiry', 'The expiry date is not valid.'],
      [{ exp_year: 'soon' }, 'invalid_expiry', 'The expiry date is not valid.'],
      [{ exp_month: 12, exp_year: 2025 }, 'expired_card', 'The card has expired.'],
      [{ cvc: '12' }, 'invalid_cvc', "The card's security code is not valid."],
      [{ card_number: '378282246310005', cvc: '123' }, 'invalid_cvc', "The card's security code is not valid."],
    ];
    for (const [change, code, detail] of cases) {
      const res = await call(t, 'POST', CONFIRM, {
        body: { ...card(intent.clientSecret, '4242424242424242'), ...change },
      });
      expect(res.status, code).toBe(402);
      expect(res.body).toEqual({ detail, code, status: 'requires_payment_method' });
    }
    const [row] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, intent.id));
    expect(row?.status).toBe('requires_payment_method');
    const ok = await call(t, 'POST', CONFIRM, {
      body: card(intent.clientSecret, '4242424242424242', { exp_year: 26, exp_month: 1 }),
    });
    expect(ok.status).toBe(200);
  });

  it('an American Express number takes a 4-digit CVC; the current month is not yet expired', () => {
    const now = new Date('2026-01-15T12:00:00Z');
    expect(cardOutcome({ card_number: '378282246310005', exp_month: 1, exp_year: 26, cvc: '1234' }, now)).toBe(
      'card_declined',
    );
    expect(cardOutcome({ card_number: '4242424242424242', exp_month: '01', exp_year: '2026', cvc: 123 }, now)).toBe(
      'succeeded',
    );
    expect(cardOutcome({ card_number: '4242424242424242', exp_month: 12, exp_year: 2025, cvc: 123 }, now)).toBe(
      'expired_card',
    );
  });

  it('missing fields are 400, an unknown client secret 404', async () => {
    const missing = await call(t, 'POST', CONFIRM, { body: { client_secret: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      card_number: ['This field is required.'],
      exp_month: ['This field is required.'],
      exp_year: ['This field is required.'],
      cvc: ['This field is required.'],
    });
    const unknown = await call(t, 'POST', CONFIRM, { body: card('pi_test_nope_secret_nope', '4242424242424242') });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Not found.' });
  });

  it('a client secret with a NUL character is a 400 that says so, and the intent stays as it was', async () => {
    const intent = await newIntent();
    const res = await call(t, 'POST', CONFIRM, { body: card(`${intent.clientSecret}\u0000`, '4242424242424242') });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ client_secret: ['Must not contain the NUL character.'] });
    const [row] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, intent.id));
    expect(row?.status).toBe('requires_payment_method');
  });

  it('the Stripe webhook does not exist with the test processor', async () => {
    const res = await call(t, 'POST', '/api/payments/stripe/webhook/', { body: {} });
    expect(res.status).toBe(404);
  });
});

describe('payment rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => t.close());

  it('create-payment-intent allows 20 per 10 minutes per user', async () => {
    const user = await createUser(t, 'customer');
    for (let i = 0; i < 20; i += 1)
      expect((await call(t, 'POST', INTENT, { token: user.token, body: { amount: 100 } })).status).toBe(200);
    const limited = await call(t, 'POST', INTENT, { token: user.token, body: { amount: 100 } });
    expect(limited.status).toBe(429);
    expect(limited.body.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    expect(limited.headers['retry-after']).toBeDefined();
    const other = await createUser(t, 'customer');
    expect((await call(t, 'POST', INTENT, { token: other.token, body: { amount: 100 } })).status).toBe(200);
  });

  it('test confirm allows 20 per 10 minutes per IP', async () => {
    for (let i = 0; i < 20; i += 1)
      expect(
        (
          await call(t, 'POST', CONFIRM, {
            body: { client_secret: 'nope', card_number: 1, exp_month: 1, exp_year: 1, cvc: 1 },
          })
        ).status,
      ).toBe(404);
    const limited = await call(t, 'POST', CONFIRM, { body: {} });
    expect(limited.status).toBe(429);
  });
});
