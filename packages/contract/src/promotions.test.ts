import { describe, expect, it } from 'vitest';
import {
  type PromoState,
  promoDiscountCents,
  promoRefusal,
  promotionCreateSchema,
  promotionProblems,
  promoReasonMessage,
} from './promotions.js';

const base: PromoState = {
  kind: 'percent',
  value: 1500,
  maxDiscountCents: null,
  minimumSubtotalCents: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  firstOrderOnly: false,
  freeDelivery: false,
  isActive: true,
  restaurantId: null,
  uses: 0,
};
const ask = {
  restaurantId: 7,
  subtotalCents: 10_000,
  now: new Date('2026-11-27T12:00:00Z'),
  customerOrders: 0,
  customerUses: 0,
};

describe('promoDiscountCents', () => {
  it('takes a percentage of the items, rounded half away from zero, not of the fee', () => {
    expect(promoDiscountCents(base, 10_000, 1_500)).toBe(1_500);
    expect(promoDiscountCents({ ...base, value: 1250 }, 1_002, 0)).toBe(125);
    expect(promoDiscountCents({ ...base, value: 1250 }, 1_004, 0)).toBe(126);
  });
  it('caps a percentage at its maximum', () => {
    expect(promoDiscountCents({ ...base, maxDiscountCents: 1_000 }, 10_000, 0)).toBe(1_000);
  });
  it('takes a fixed amount as an amount, never more than the items', () => {
    expect(promoDiscountCents({ ...base, kind: 'fixed', value: 2_000 }, 10_000, 500)).toBe(2_000);
    expect(promoDiscountCents({ ...base, kind: 'fixed', value: 2_000 }, 1_200, 500)).toBe(1_200);
  });
  it('adds the whole fee only for free delivery', () => {
    expect(promoDiscountCents({ ...base, kind: 'fixed', value: 0, freeDelivery: true }, 3_000, 1_500)).toBe(1_500);
    expect(promoDiscountCents({ ...base, kind: 'fixed', value: 5_000, freeDelivery: true }, 3_000, 1_500)).toBe(4_500);
  });
});

describe('promoRefusal', () => {
  it('accepts a code within every rule', () => {
    expect(promoRefusal(base, ask)).toBeNull();
  });
  it.each([
    [null, {}, 'unknown'],
    [{ isActive: false }, {}, 'unknown'],
    [{ restaurantId: 8 }, {}, 'not_for_restaurant'],
    [{ startsAt: new Date('2026-11-28T00:00:00Z') }, {}, 'not_started'],
    [{ endsAt: new Date('2026-11-27T12:00:00Z') }, {}, 'expired'],
    [{ usageLimit: 3, uses: 3 }, {}, 'used_up'],
    [{ firstOrderOnly: true }, { customerOrders: 1 }, 'first_order_only'],
    [{ perCustomerLimit: 1 }, { customerUses: 1 }, 'already_used'],
    [{ minimumSubtotalCents: 10_001 }, {}, 'below_minimum'],
  ] as const)('%o with %o is %s', (terms, more, reason) => {
    expect(promoRefusal(terms === null ? null : { ...base, ...terms }, { ...ask, ...more })).toBe(reason);
  });
  it('accepts exactly the minimum, and the last use', () => {
    expect(promoRefusal({ ...base, minimumSubtotalCents: 10_000, usageLimit: 3, uses: 2 }, ask)).toBeNull();
  });
  it('does not judge the customer when nobody is signed in', () => {
    expect(
      promoRefusal(
        { ...base, firstOrderOnly: true, perCustomerLimit: 1 },
        { ...ask, customerOrders: null, customerUses: null },
      ),
    ).toBeNull();
  });
  it('says how much is missing below the minimum', () => {
    expect(promoReasonMessage('below_minimum', 20_000, 15_050)).toBe(
      'This code needs items worth at least 200.00. Add 49.50 more.',
    );
  });
});

describe('promotion fields', () => {
  it('keeps codes in upper case and values in hundredths', () => {
    const out = promotionCreateSchema.parse({ code: ' ramadan-10 ', kind: 'percent', value: '12.5' });
    expect(out.code).toBe('RAMADAN-10');
    expect(out.value).toBe(1250);
  });
  it('refuses codes with spaces or too short', () => {
    expect(promotionCreateSchema.safeParse({ code: 'a b c', kind: 'fixed', value: 5 }).success).toBe(false);
    expect(promotionCreateSchema.safeParse({ code: 'ab', kind: 'fixed', value: 5 }).success).toBe(false);
  });
  it('checks the rules between fields', () => {
    const terms = { ...base, value: 10_100 };
    expect(Object.keys(promotionProblems(terms))).toEqual(['value']);
    expect(Object.keys(promotionProblems({ ...base, value: 0 }))).toEqual(['value']);
    expect(promotionProblems({ ...base, value: 0, freeDelivery: true })).toEqual({});
    expect(Object.keys(promotionProblems({ ...base, kind: 'fixed', maxDiscountCents: 100 }))).toEqual(['max_discount']);
    expect(
      Object.keys(
        promotionProblems({ ...base, startsAt: new Date(2), endsAt: new Date(1), usageLimit: 1, perCustomerLimit: 2 }),
      ),
    ).toEqual(['ends_at', 'per_customer_limit']);
  });
});
