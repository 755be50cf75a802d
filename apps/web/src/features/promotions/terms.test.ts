import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from '../../lib/locale';
import type { Offer } from '../../lib/types';
import { missingCents, offerTerms } from './terms';

const offer = (fields: Partial<Offer>): Offer => ({
  id: 1,
  code: 'CODE10',
  kind: 'fixed',
  value: '10.00',
  max_discount: null,
  minimum_subtotal: '0.00',
  ends_at: null,
  first_order_only: false,
  free_delivery: false,
  restaurant: null,
  ...fields,
});
const en = i18next.getFixedT('en');
const ar = i18next.getFixedT('ar');

afterEach(() => setActiveLocale({ language: 'en', currency: 'EGP' }));

describe("an offer's terms in a line (issue #23)", () => {
  it('says what it takes off, then what it asks', () => {
    const welcome = offer({ kind: 'percent', value: '20.00', max_discount: '50.00', first_order_only: true });
    expect(offerTerms(welcome, en)).toBe('20% off, up to EGP\u00a050.00 — first order');
    expect(offerTerms(offer({ value: '10.00', minimum_subtotal: '100.00' }), en)).toBe(
      'EGP\u00a010.00 off — on items of EGP\u00a0100.00 or more',
    );
  });

  it('names free delivery, alone or besides an amount', () => {
    expect(offerTerms(offer({ value: '0.00', free_delivery: true }), en)).toBe('Free delivery');
    expect(offerTerms(offer({ value: '5.00', free_delivery: true }), en)).toBe('EGP\u00a05.00 off, free delivery');
  });

  it('reads in Arabic on an Arabic page', () => {
    setActiveLocale({ language: 'ar', currency: 'EGP' });
    const text = offerTerms(offer({ kind: 'percent', value: '15.00', first_order_only: true }), ar);
    expect(text).toBe('خصم 15\u200e%\u200e — لأول طلب');
  });

  it('counts what the items lack of the minimum, and nothing once they reach it', () => {
    expect(missingCents(offer({ minimum_subtotal: '150.00' }), 12_050)).toBe(2950);
    expect(missingCents(offer({ minimum_subtotal: '150.00' }), 15_000)).toBe(0);
    expect(missingCents(offer({}), 0)).toBe(0);
  });
});
