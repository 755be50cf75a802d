import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import type { Cart } from '../cart';
import { amountInCents, classifyError, orderBody, runCheckout } from './flow';

const cart: Cart = {
  items: [
    {
      type: 'regular',
      id: 5,
      customMealId: null,
      cartItemId: 'meal-5',
      name: 'Koshari',
      price: 8.1,
      image: null,
      quantity: 3,
      specialInstructions: 'Extra sauce',
      ingredients: [],
      options: [
        { id: 21, name: 'Large', price_delta: '1.00' },
        { id: 24, name: 'Extra dakka', price_delta: '0.60' },
      ],
      restaurant: { id: 3, name: 'Carver Cafe' },
    },
    {
      type: 'custom',
      id: 11,
      customMealId: 11,
      cartItemId: 'custom-11',
      name: 'My bowl',
      price: 0.33,
      image: null,
      quantity: 1,
      specialInstructions: '',
      ingredients: [],
      options: [],
      restaurant: { id: 3, name: 'Carver Cafe' },
    },
  ],
  restaurantId: 3,
  restaurantName: 'Carver Cafe',
  total: 24.63,
  userId: 7,
  promoCode: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('checkout flow', () => {
  it('rounds the card amount to whole cents', () => {
    expect(amountInCents(24.63)).toBe(2463);
    expect(amountInCents(0.1 + 0.2)).toBe(30);
  });

  it('builds the spec body with meal and its options or custom_meal per line, and the intent id', () => {
    const body = orderBody(cart, 7, { address: ' 12 Nile St ', notes: '', method: 'credit_card' }, 'pi_1');
    expect(body.items).toEqual([
      { meal: 5, options: [21, 24], quantity: 3, price: 8.1, special_instructions: 'Extra sauce' },
      { custom_meal: 11, quantity: 1, price: 0.33, special_instructions: '' },
    ]);
    expect(body.delivery_address).toBe('12 Nile St');
    expect(body.payment).toEqual({ payment_method: 'credit_card', amount: 24.63, payment_intent_id: 'pi_1' });
  });

  it('pays first, then orders, with one Idempotency-Key on both POSTs', async () => {
    const calls: { url: string; key: string | null; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const headers = init.headers as Record<string, string>;
        calls.push({ url, key: headers['Idempotency-Key'] ?? null, body: JSON.parse(String(init.body)) });
        if (url.endsWith('/create-payment-intent/'))
          return json(200, { clientSecret: 'cs_1', id: 'pi_1', provider: 'test', amount: 2463, status: 'x' });
        return json(201, { id: 99 });
      }),
    );
    localStorage.setItem('token', 'a'.repeat(40));
    const confirmCard = vi.fn(async () => {});
    const onPaid = vi.fn();
    const order = await runCheckout({
      cart,
      userId: 7,
      form: { address: 'Home', notes: '', method: 'credit_card' },
      confirmCard,
      idempotencyKey: 'key-1',
      paid: null,
      onPaid,
    });
    expect(order.id).toBe(99);
    expect(confirmCard).toHaveBeenCalledWith('cs_1');
    expect(calls.map((c) => [c.url, c.key])).toEqual([
      ['/api/orders/create-payment-intent/', 'key-1'],
      ['/api/orders/orders/', 'key-1'],
    ]);
    expect(calls[0]?.body).toEqual({ amount: 2463 });
    expect(calls[1]?.body).toMatchObject({ payment: { payment_intent_id: 'pi_1' } });
    expect(onPaid).toHaveBeenCalledWith({ id: 'pi_1', amount: 2463 });
  });

  it('never submits the order when the card is declined', async () => {
    const fetch = vi.fn(async () =>
      json(200, { clientSecret: 'cs_1', id: 'pi_1', provider: 'test', amount: 2463, status: 'x' }),
    );
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem('token', 'a'.repeat(40));
    const declined = runCheckout({
      cart,
      userId: 7,
      form: { address: 'Home', notes: '', method: 'credit_card' },
      confirmCard: async () => {
        throw new Error('The card was declined.');
      },
      idempotencyKey: 'key-2',
      paid: null,
      onPaid: () => {},
    });
    await expect(declined).rejects.toMatchObject({ status: 402, message: 'The card was declined.' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reuses an intent paid in a failed attempt instead of charging again', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json(201, { id: 5 }));
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem('token', 'a'.repeat(40));
    await runCheckout({
      cart,
      userId: 7,
      form: { address: 'Home', notes: '', method: 'credit_card' },
      confirmCard: null,
      idempotencyKey: 'key-3',
      paid: { id: 'pi_old', amount: 2463 },
      onPaid: () => {},
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/orders/orders/');
  });

  it('sends the promo code and charges the card the total less its discount, fee included (issue #23)', async () => {
    const calls: { url: string; body: Record<string, unknown> }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, body: JSON.parse(String(init.body)) });
        if (url.endsWith('/create-payment-intent/'))
          return json(200, { clientSecret: 'cs_1', id: 'pi_1', provider: 'test', amount: 3463, status: 'x' });
        return json(201, { id: 7 });
      }),
    );
    localStorage.setItem('token', 'a'.repeat(40));
    const onPaid = vi.fn();
    await runCheckout({
      cart,
      userId: 7,
      form: { address: '', notes: '', method: 'credit_card' },
      choice: { fulfilment: 'delivery', addressId: 12, feeCents: 1500 },
      promo: { code: 'WELCOME20', discountCents: 493 },
      confirmCard: async () => {},
      idempotencyKey: 'key-4',
      paid: null,
      onPaid,
    });
    // 24.63 + 15.00 - 4.93
    expect(calls[0]?.body).toEqual({ amount: 3470 });
    expect(calls[1]?.body).toMatchObject({
      promo_code: 'WELCOME20',
      total_price: 34.7,
      payment: { amount: 34.7, payment_intent_id: 'pi_1' },
    });
    expect(onPaid).toHaveBeenCalledWith({ id: 'pi_1', amount: 3470 });
  });

  it('sends no promo code without one', () => {
    const body = orderBody(cart, 7, { address: 'Home', notes: '', method: 'cash' });
    expect(body).not.toHaveProperty('promo_code');
    expect(body.total_price).toBe(24.63);
  });

  it('sorts server refusals into what the screen can act on', () => {
    expect(
      classifyError(
        new ApiError(
          400,
          { code: 'promo_refused', reason: 'expired', promo_code: ['This code has expired.'] },
          'This code has expired.',
        ),
      ),
    ).toEqual({ kind: 'promo', message: 'This code has expired.' });
    expect(
      classifyError(
        new ApiError(400, { total_price: ['The order total has changed. The current total is 25.00.'] }, 'x'),
      ),
    ).toEqual({ kind: 'price', message: 'The order total has changed. The current total is 25.00.' });
    expect(
      classifyError(
        new ApiError(400, { items: [{}, { options: ['Extra halloumi is not available right now.'] }] }, 'x'),
      ),
    ).toEqual({
      kind: 'options',
      message: 'x',
      lines: [{ index: 1, message: 'Extra halloumi is not available right now.' }],
    });
    expect(
      classifyError(
        new ApiError(
          409,
          {
            detail: 'Carver Cafe is closed right now.',
            code: 'restaurant_closed',
            opening_time: '08:00:00',
            closing_time: '22:00:00',
          },
          'Carver Cafe is closed right now.',
        ),
      ),
    ).toEqual({
      kind: 'closed',
      message: 'Carver Cafe is closed right now.',
      opening: '08:00',
      closing: '22:00',
      opensAt: null,
    });
    const stock = classifyError(
      new ApiError(
        409,
        {
          detail: 'Some items cannot be made right now.',
          code: 'unavailable',
          unavailable_items: [{ index: 0, name: 'BBQ Ribs' }],
          unavailable_ingredients: [
            { id: 8, name: 'Yogurt', unit: 'cup', meal: 'Bowl', available: false, required: 2, in_stock: 0 },
          ],
        },
        'x',
      ),
    );
    expect(stock).toMatchObject({ kind: 'unavailable', items: ['BBQ Ribs'], ingredients: [{ name: 'Yogurt' }] });
    expect(
      classifyError(new ApiError(402, { detail: 'No completed card payment' }, 'No completed card payment')),
    ).toEqual({
      kind: 'payment',
      message: 'No completed card payment',
    });
  });
});
