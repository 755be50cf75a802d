import { PROMOTION_MESSAGES, type PromotionOut } from '@dishcraft/contract';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from '../../../lib/locale';
import {
  blankPromotion,
  formOfPromotion,
  promotionBody,
  promotionConditions,
  type PromotionFormValues,
  promotionGives,
  promotionStatus,
  promotionUses,
} from './model';
import { promotionResolver } from './resolver';

const t = i18next.t.bind(i18next);

const code = (over: Partial<PromotionOut> = {}): PromotionOut => ({
  id: 1,
  code: 'SAVE20',
  kind: 'percent',
  value: '20.00',
  max_discount: '50.00',
  minimum_subtotal: '0.00',
  starts_at: null,
  ends_at: null,
  usage_limit: 100,
  per_customer_limit: null,
  first_order_only: false,
  free_delivery: false,
  is_active: true,
  restaurant: 3,
  restaurant_name: 'Nadia',
  uses: 12,
  discounts: '240.00',
  created_at: '2026-11-01T10:00:00Z',
  ...over,
});

const NOW = new Date('2026-11-27T12:00:00Z');

afterEach(() => {
  setActiveLocale({ language: 'en', currency: 'EGP' });
  void i18next.changeLanguage('en');
});

describe("a code's status", () => {
  it('reads Active, Paused, Scheduled, Expired and Used up', () => {
    expect(promotionStatus(code(), NOW)).toBe('active');
    expect(promotionStatus(code({ is_active: false }), NOW)).toBe('paused');
    expect(promotionStatus(code({ starts_at: '2026-12-01T00:00:00Z' }), NOW)).toBe('scheduled');
    expect(promotionStatus(code({ ends_at: '2026-11-27T12:00:00Z' }), NOW)).toBe('expired');
    expect(promotionStatus(code({ uses: 100 }), NOW)).toBe('usedUp');
    expect(promotionStatus(code({ usage_limit: null, uses: 10_000 }), NOW)).toBe('active');
  });

  it('says a paused code that ended or ran out is over, since resuming it would not bring it back', () => {
    expect(promotionStatus(code({ is_active: false, ends_at: '2026-11-01T00:00:00Z' }), NOW)).toBe('expired');
    expect(promotionStatus(code({ is_active: false, uses: 100 }), NOW)).toBe('usedUp');
    expect(promotionStatus(code({ is_active: false, starts_at: '2026-12-01T00:00:00Z' }), NOW)).toBe('paused');
  });
});

describe('what a code gives and asks', () => {
  it('words a percentage with its maximum, an amount, and free delivery', () => {
    expect(promotionGives(code(), t)).toBe('20% off, max EGP\u00a050.00');
    expect(promotionGives(code({ max_discount: null }), t)).toBe('20% off');
    expect(promotionGives(code({ kind: 'fixed', value: '10.00', max_discount: null }), t)).toBe('EGP\u00a010.00 off');
    expect(promotionGives(code({ kind: 'fixed', value: '0.00', free_delivery: true }), t)).toBe('Free delivery');
    expect(promotionGives(code({ free_delivery: true }), t)).toBe('20% off, max EGP\u00a050.00, free delivery');
  });

  it('lists the minimum, first order, per-customer limit and dates, on the shop clock', () => {
    setActiveLocale({ language: 'en', currency: 'EGP', timeZone: 'Africa/Cairo' });
    const conditions = promotionConditions(
      code({
        minimum_subtotal: '150.00',
        first_order_only: true,
        per_customer_limit: 1,
        ends_at: '2026-12-31T22:00:00Z',
      }),
      t,
    );
    expect(conditions).toEqual([
      'items from EGP\u00a0150.00',
      'first order only',
      'up to 1 per customer',
      'until 1 Jan 2027, 00:00',
    ]);
    expect(promotionConditions(code(), t)).toEqual([]);
  });

  it('counts uses against the limit, or alone', () => {
    expect(promotionUses(code(), t)).toBe('12 / 100');
    expect(promotionUses(code({ usage_limit: null, uses: 0 }), t)).toBe('0 / no limit');
  });

  it('reads in Arabic too', async () => {
    setActiveLocale({ language: 'ar', currency: 'EGP' });
    await i18next.changeLanguage('ar');
    expect(promotionGives(code({ kind: 'fixed', value: '0.00', free_delivery: true }), t)).toBe('توصيل مجاني');
  });
});

describe('the form and its body', () => {
  it('sends instants typed on the shop clock as instants, and reads them back the same', () => {
    setActiveLocale({ language: 'en', currency: 'EGP', timeZone: 'Africa/Cairo' });
    const values: PromotionFormValues = {
      ...blankPromotion,
      code: ' ramadan10 ',
      value: 10,
      starts_at: '2026-12-01T10:00',
      ends_at: '',
    };
    const body = promotionBody(values, false);
    expect(body).toMatchObject({ code: 'ramadan10', starts_at: '2026-12-01T08:00:00.000Z', ends_at: null });
    expect(body).not.toHaveProperty('restaurant');
    const stored = code({ starts_at: body.starts_at, ends_at: null });
    expect(formOfPromotion(stored).starts_at).toBe('2026-12-01T10:00');
  });

  it('sends a maximum only for a percentage, and an admin’s choice of restaurant (blank: every one)', () => {
    const fixed = promotionBody({ ...blankPromotion, kind: 'fixed', value: 10, max_discount: 50 }, true);
    expect(fixed).toMatchObject({ max_discount: null, restaurant: null });
    expect(promotionBody({ ...blankPromotion, restaurant: '7' }, true).restaurant).toBe(7);
  });

  const resolve = async (values: Partial<PromotionFormValues>) => {
    const resolver = promotionResolver('create', false, { code: 'Code', value: 'Discount' });
    const result = await resolver({ ...blankPromotion, code: 'SAVE20', value: 20, ...values }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    return Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, (v as { message: string }).message]));
  };

  it("refuses what the server refuses, in the contract's words, every problem at once", async () => {
    expect(await resolve({})).toEqual({});
    expect(
      await resolve({ value: 150, starts_at: '2026-12-02T10:00', ends_at: '2026-12-01T10:00', code: 'a b' }),
    ).toEqual({
      code: PROMOTION_MESSAGES.codeFormat,
      value: PROMOTION_MESSAGES.percentTooHigh,
      ends_at: PROMOTION_MESSAGES.endsBeforeStart,
    });
    expect(await resolve({ usage_limit: 5, per_customer_limit: 6 })).toEqual({
      per_customer_limit: PROMOTION_MESSAGES.perCustomerAboveTotal,
    });
  });

  it('needs a discount unless the code gives free delivery', async () => {
    expect(await resolve({ value: '' })).toEqual({ value: 'Discount is required' });
    expect(await resolve({ value: 0 })).toEqual({ value: PROMOTION_MESSAGES.valueNeeded });
    expect(await resolve({ value: '', free_delivery: true })).toEqual({});
  });
});
