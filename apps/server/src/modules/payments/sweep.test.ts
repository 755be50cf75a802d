import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { paymentIntents } from '../../db/schema.js';
import { fixedClock } from '../../lib/clock.js';
import { cashOrder, makeMenu } from '../orders/fixtures.js';
import { serviceContext } from './fixtures.js';
import { createTestProvider } from './provider.js';
import { paymentsService } from './service.js';

describe('payment housekeeping (API.md §4.4)', () => {
  let t: TestApp;
  let customer: TestUser;
  const clock = fixedClock('2026-01-02T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ clock });
    customer = await createUser(t, 'customer');
  });
  afterAll(() => t.close());

  const intent = async (id: string, status: string, ageMinutes: number, orderId: number | null = null) => {
    const at = new Date(clock.now().getTime() - ageMinutes * 60_000);
    await t.db.insert(paymentIntents).values({
      id,
      userId: customer.id,
      provider: 'test',
      amountCents: 800,
      status,
      clientSecret: `${id}_secret`,
      orderId,
      createdAt: at,
      updatedAt: at,
    });
  };
  const statusOf = async (id: string) =>
    (await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]?.status;

  it('refunds succeeded intents unused after 60 minutes and cancels unconfirmed ones after 24 hours', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const order = await call(t, 'POST', '/api/orders/orders/', {
      token: customer.token,
      body: cashOrder(restaurant.id, [{ meal }]),
    });
    await intent('pi_test_old_unused', 'succeeded', 61);
    await intent('pi_test_recent_unused', 'succeeded', 30);
    await intent('pi_test_old_used', 'succeeded', 120, order.body.id);
    await intent('pi_test_stale', 'requires_payment_method', 25 * 60);
    await intent('pi_test_fresh', 'requires_payment_method', 60);
    await paymentsService(serviceContext(t, clock, createTestProvider(t.db))).sweep();
    expect(await statusOf('pi_test_old_unused')).toBe('refunded');
    expect(await statusOf('pi_test_recent_unused')).toBe('succeeded');
    expect(await statusOf('pi_test_old_used')).toBe('succeeded');
    expect(await statusOf('pi_test_stale')).toBe('canceled');
    expect(await statusOf('pi_test_fresh')).toBe('requires_payment_method');
  });
});
