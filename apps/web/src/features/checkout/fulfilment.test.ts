import { describe, expect, it, vi, afterEach } from 'vitest';
import { ApiError } from '../../lib/api';
import type { Cart } from '../cart';
import { classifyError, orderBody, runCheckout } from './flow';
import { offeredFulfilments, totals } from './fulfilment';
import { isOpenAt } from './openAt';
import { formatTime } from '../../lib/format';
import { setActiveLocale } from '../../lib/locale';
import { scheduleDays, scheduledInstant } from './schedule';

const cart = {
  items: [
    {
      type: 'regular',
      id: 5,
      customMealId: null,
      cartItemId: 'meal-5',
      name: 'Koshari',
      price: 45.5,
      image: null,
      quantity: 3,
      specialInstructions: '',
      ingredients: [],
      options: [],
      restaurant: { id: 3, name: 'Carver Cafe' },
    },
  ],
  restaurantId: 3,
  restaurantName: 'Carver Cafe',
  total: 136.5,
  userId: 7,
  promoCode: null,
} as Cart;

const zamalek = {
  area: 4,
  area_details: { id: 4, name: 'Zamalek', name_ar: null, city: 'Cairo', city_ar: null, is_retired: false },
  fee: '15.00',
  minimum_order: '150.00',
  delivery_minutes: 25,
};

afterEach(() => vi.unstubAllGlobals());

describe('delivery terms at checkout', () => {
  it('adds the fee to the total and says what the minimum still needs, in whole cents', () => {
    expect(totals(136.5, zamalek)).toEqual({
      subtotalCents: 13650,
      feeCents: 1500,
      totalCents: 15150,
      minimumCents: 15000,
      missingCents: 1350,
    });
    // exactly the minimum is enough
    expect(totals(150, zamalek).missingCents).toBe(0);
    expect(totals(136.5, null)).toMatchObject({ feeCents: 0, totalCents: 13650, missingCents: 0 });
  });

  it('offers only what the restaurant offers; an older restaurant delivers', () => {
    expect(offeredFulfilments({ is_active: true, offers_delivery: true, offers_pickup: true })).toEqual([
      'delivery',
      'pickup',
    ]);
    expect(offeredFulfilments({ is_active: true, offers_delivery: false, offers_pickup: true })).toEqual(['pickup']);
    expect(offeredFulfilments({ is_active: true })).toEqual(['delivery']);
  });

  it('sends a delivery to a saved address with the fee in the total, and a pickup with no address', () => {
    const delivery = orderBody(cart, 7, { address: 'ignored', notes: '', method: 'cash' }, undefined, {
      fulfilment: 'delivery',
      addressId: 12,
      feeCents: 1500,
      scheduledFor: '2026-12-01T12:30:00.000Z',
    });
    expect(delivery).toMatchObject({
      fulfilment: 'delivery',
      address: 12,
      scheduled_for: '2026-12-01T12:30:00.000Z',
      total_price: 151.5,
      payment: { amount: 151.5 },
    });
    expect(delivery).not.toHaveProperty('delivery_address');
    const pickup = orderBody(cart, 7, { address: 'ignored', notes: '', method: 'cash' }, undefined, {
      fulfilment: 'pickup',
      feeCents: 0,
    });
    expect(pickup).toMatchObject({ fulfilment: 'pickup', total_price: 136.5 });
    expect(pickup).not.toHaveProperty('address');
    expect(pickup).not.toHaveProperty('delivery_address');
    // no choice: the order as before areas, to the typed address
    const legacy = orderBody(cart, 7, { address: ' 3 Tahrir Sq ', notes: '', method: 'cash' });
    expect(legacy).toMatchObject({ delivery_address: '3 Tahrir Sq', total_price: 136.5 });
    expect(legacy).not.toHaveProperty('fulfilment');
  });

  it('charges the card the total with the delivery fee', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        const answer = url.endsWith('/create-payment-intent/')
          ? { clientSecret: 'cs', id: 'pi_9', provider: 'test', amount: 15150, status: 'x' }
          : { id: 1 };
        return new Response(JSON.stringify(answer), { status: 201, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    localStorage.setItem('token', 'a'.repeat(40));
    await runCheckout({
      cart,
      userId: 7,
      form: { address: '', notes: '', method: 'credit_card' },
      choice: { fulfilment: 'delivery', addressId: 12, feeCents: 1500 },
      confirmCard: async () => {},
      idempotencyKey: 'k',
      paid: null,
      onPaid: () => {},
    });
    expect(bodies[0]).toEqual({ amount: 15150 });
    expect(bodies[1]).toMatchObject({ total_price: 151.5, payment: { amount: 151.5, payment_intent_id: 'pi_9' } });
  });

  it('reads the server refusals of issue #21', () => {
    expect(
      classifyError(
        new ApiError(
          400,
          { code: 'below_minimum', minimum: '150.00', missing: '13.50', non_field_errors: ['Below the minimum.'] },
          'Below the minimum.',
        ),
      ),
    ).toEqual({ kind: 'minimum', message: 'Below the minimum.', minimum: '150.00', missing: '13.50' });
    expect(classifyError(new ApiError(400, { code: 'area_not_served', area: ['Not served.'] }, 'Not served.'))).toEqual(
      { kind: 'area', message: 'Not served.' },
    );
    expect(classifyError(new ApiError(400, { scheduled_for: ['Too far.'] }, 'Too far.'))).toEqual({
      kind: 'schedule',
      message: 'Too far.',
    });
    expect(
      classifyError(
        new ApiError(409, { code: 'restaurant_closed', opens_at: '2026-12-01T09:00:00Z' }, 'Closed right now.'),
      ),
    ).toMatchObject({ kind: 'closed', opensAt: '2026-12-01T09:00:00Z' });
  });
});

describe('scheduling', () => {
  const hours = {
    is_active: true,
    opening_time: '00:00:00',
    closing_time: '00:00:00',
    // Sunday 12:00–15:00, Friday 22:00 past midnight to 02:00, Saturday all day
    opening_hours: [
      { weekday: 0, opens: '12:00', closes: '15:00' },
      { weekday: 5, opens: '22:00', closes: '02:00' },
      { weekday: 6, opens: '00:00', closes: '00:00' },
    ],
    closures: [{ starts: '2026-12-05', ends: '2026-12-05' }],
  };
  const at = (text: string) => new Date(text);

  it('reads weekly periods, periods past midnight, whole days, closures and a pause', () => {
    expect(isOpenAt(hours, at('2026-11-29T12:00:00'))).toBe(true); // Sunday
    expect(isOpenAt(hours, at('2026-11-29T15:00:00'))).toBe(false);
    expect(isOpenAt(hours, at('2026-11-27T23:30:00'))).toBe(true); // Friday night
    expect(isOpenAt(hours, at('2026-11-28T01:59:00'))).toBe(true); // ...into Saturday
    expect(isOpenAt(hours, at('2026-11-28T18:00:00'))).toBe(true); // Saturday, all day
    expect(isOpenAt(hours, at('2026-12-05T18:00:00'))).toBe(false); // a Saturday closed for the day
    expect(isOpenAt(hours, at('2026-11-30T12:00:00'))).toBe(false); // Monday
    expect(isOpenAt({ ...hours, is_active: false }, at('2026-11-29T12:00:00'))).toBe(false);
    expect(isOpenAt({ ...hours, paused_until: '2026-11-29T13:00:00' }, at('2026-11-29T12:30:00'))).toBe(false);
  });

  it('offers quarter hours from half an hour ahead to seven days ahead, only when open', () => {
    const days = scheduleDays(at('2026-11-29T11:50:00'), (d) => isOpenAt(hours, d));
    expect(days[0]).toEqual({
      date: '2026-11-29',
      times: ['12:30', '12:45', '13:00', '13:15', '13:30', '13:45', '14:00', '14:15', '14:30', '14:45'],
    });
    // Friday night's spill into Saturday 5 December is closed with that day; Sunday 6 opens past the window.
    expect(days.map((d) => d.date)).toEqual(['2026-11-29', '2026-12-04']);
    expect(days.at(-1)?.times).toHaveLength(8);
  });

  it('turns a local day and time into the instant the API takes', () => {
    expect(scheduledInstant('2026-11-29', '12:30')).toBe(new Date('2026-11-29T12:30:00').toISOString());
  });

  describe('on the shop’s clock when the device is in another zone', () => {
    // The tests' device runs in UTC (TZ of the test run); the server names Cairo (UTC+2) on the page.
    afterEach(() => setActiveLocale({ language: 'en', currency: 'EGP', timeZone: 'UTC' }));

    it('opens, offers times and sends instants as Cairo’s clocks read them', () => {
      setActiveLocale({ language: 'en', currency: 'EGP', timeZone: 'Africa/Cairo' });
      // Sunday 12:00–15:00 in Cairo is 10:00–13:00 UTC.
      expect(isOpenAt(hours, new Date('2026-11-29T10:30:00Z'))).toBe(true);
      expect(isOpenAt(hours, new Date('2026-11-29T13:30:00Z'))).toBe(false); // 15:30 in Cairo
      const days = scheduleDays(new Date('2026-11-29T09:50:00Z'), (d) => isOpenAt(hours, d));
      expect(days[0]?.times.slice(0, 2)).toEqual(['12:30', '12:45']);
      expect(scheduledInstant('2026-11-29', '12:30')).toBe('2026-11-29T10:30:00.000Z');
      expect(formatTime('2026-11-29T10:30:00Z')).toBe('12:30');
    });
  });
});
