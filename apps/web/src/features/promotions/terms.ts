import { parseCents } from '@dishcraft/contract';
import type { TFunction } from 'i18next';
import { formatDate, formatMoney, formatPercent } from '../../lib/format';
import type { Offer } from '../../lib/types';

/**
 * An offer's terms in a line, as the cart lists it: what it takes off, then what it asks ("20% off, up to EGP 50.00
 * — first order"). These are the code's published terms; what it takes off this cart is the server's check.
 */
export function offerTerms(offer: Offer, t: TFunction): string {
  const gives: string[] = [];
  const value = parseCents(offer.value) ?? 0;
  if (offer.kind === 'percent') {
    gives.push(t('promotions.percentOff', { percent: formatPercent(offer.value) }));
    if (offer.max_discount !== null) gives.push(t('promotions.upTo', { amount: formatMoney(offer.max_discount) }));
  } else if (value > 0) gives.push(t('promotions.amountOff', { amount: formatMoney(offer.value) }));
  if (offer.free_delivery) gives.push(gives.length ? t('promotions.freeDelivery') : t('promotions.freeDeliveryOnly'));
  const asks: string[] = [];
  if ((parseCents(offer.minimum_subtotal) ?? 0) > 0)
    asks.push(t('promotions.minimum', { amount: formatMoney(offer.minimum_subtotal) }));
  if (offer.first_order_only) asks.push(t('promotions.firstOrder'));
  if (offer.ends_at) asks.push(t('promotions.until', { date: formatDate(offer.ends_at) }));
  const separator = t('promotions.separator');
  const terms = gives.join(separator);
  return asks.length ? t('promotions.withConditions', { terms, conditions: asks.join(separator) }) : terms;
}

/** How much the items fall short of the offer's minimum, in cents; 0 when they reach it. */
export function missingCents(offer: Pick<Offer, 'minimum_subtotal'>, subtotalCents: number): number {
  return Math.max(0, (parseCents(offer.minimum_subtotal) ?? 0) - subtotalCents);
}
