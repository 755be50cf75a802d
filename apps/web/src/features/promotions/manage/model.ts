import {
  localParts,
  parseCents,
  type PromotionKind,
  promotionFields,
  type PromotionTerms,
  zonedInstant,
} from '@dishcraft/contract';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { formatCount, formatDateTime, formatMoney, formatPercent } from '../../../lib/format';
import { shopZone } from '../../../lib/locale';
import type { PromotionOut } from '@dishcraft/contract';

/** Where a code stands now, as its list shows it: the first that holds, from the most final. */
export const PROMOTION_STATUSES = ['expired', 'usedUp', 'paused', 'scheduled', 'active'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/**
 * An ended or used-up code stays so even when resumed, so those come before "paused"; a paused code that has not
 * started reads as paused, since resuming it is the owner's next step.
 */
export function promotionStatus(p: PromotionOut, now: Date): PromotionStatus {
  if (p.ends_at && now.getTime() >= Date.parse(p.ends_at)) return 'expired';
  if (p.usage_limit !== null && p.uses >= p.usage_limit) return 'usedUp';
  if (!p.is_active) return 'paused';
  if (p.starts_at && now.getTime() < Date.parse(p.starts_at)) return 'scheduled';
  return 'active';
}

export const STATUS_COLORS: Record<PromotionStatus, string> = {
  active: 'teal',
  paused: 'gray',
  scheduled: 'blue',
  expired: 'red',
  usedUp: 'orange',
};

/** What a code gives, in a line: "20% off, max EGP 50.00", "EGP 10.00 off", "Free delivery", or both. */
export function promotionGives(p: PromotionOut, t: TFunction): string {
  const parts: string[] = [];
  if (p.kind === 'percent' && (parseCents(p.value) ?? 0) > 0)
    parts.push(
      p.max_discount === null
        ? t('promoAdmin.gives.percent', { percent: formatPercent(p.value) })
        : t('promoAdmin.gives.percentMax', { percent: formatPercent(p.value), max: formatMoney(p.max_discount) }),
    );
  else if (p.kind === 'fixed' && (parseCents(p.value) ?? 0) > 0)
    parts.push(t('promoAdmin.gives.amount', { amount: formatMoney(p.value) }));
  if (p.free_delivery)
    parts.push(parts.length ? t('promoAdmin.gives.plusFreeDelivery') : t('promoAdmin.gives.freeDelivery'));
  return parts.join(t('promoAdmin.separator'));
}

/** The code's conditions, one short phrase each; none for a code anyone may use any time. */
export function promotionConditions(p: PromotionOut, t: TFunction): string[] {
  const out: string[] = [];
  if ((parseCents(p.minimum_subtotal) ?? 0) > 0)
    out.push(t('promoAdmin.conditions.minimum', { amount: formatMoney(p.minimum_subtotal) }));
  if (p.first_order_only) out.push(t('promoAdmin.conditions.firstOrder'));
  if (p.per_customer_limit !== null)
    out.push(t('promoAdmin.conditions.perCustomer', { number: formatCount(p.per_customer_limit) }));
  if (p.starts_at) out.push(t('promoAdmin.conditions.from', { date: formatDateTime(p.starts_at) }));
  if (p.ends_at) out.push(t('promoAdmin.conditions.until', { date: formatDateTime(p.ends_at) }));
  return out;
}

/** "12 / 100", or "12" for a code without a limit. */
export function promotionUses(p: PromotionOut, t: TFunction): string {
  return p.usage_limit === null
    ? t('promoAdmin.usesUnlimited', { uses: formatCount(p.uses) })
    : t('promoAdmin.usesOf', { uses: formatCount(p.uses), limit: formatCount(p.usage_limit) });
}

/**
 * The form's values as the inputs hold them: numbers as Mantine's NumberInput gives them ('' when empty), instants as
 * a datetime-local input writes them on the shop's clock (`2026-12-01T10:00`), the restaurant as a Select's string
 * ('' for every restaurant).
 */
export interface PromotionFormValues {
  code: string;
  kind: PromotionKind;
  value: number | string;
  max_discount: number | string;
  minimum_subtotal: number | string;
  free_delivery: boolean;
  first_order_only: boolean;
  starts_at: string;
  ends_at: string;
  usage_limit: number | string;
  per_customer_limit: number | string;
  restaurant: string;
}

/** The fields in the order the form shows them, for server messages and focus. */
export const PROMOTION_FORM_FIELDS = [
  'code',
  'restaurant',
  'kind',
  'value',
  'max_discount',
  'free_delivery',
  'minimum_subtotal',
  'first_order_only',
  'starts_at',
  'ends_at',
  'usage_limit',
  'per_customer_limit',
] as const satisfies readonly (keyof PromotionFormValues)[];

export const blankPromotion: PromotionFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  max_discount: '',
  minimum_subtotal: '',
  free_delivery: false,
  first_order_only: false,
  starts_at: '',
  ends_at: '',
  usage_limit: '',
  per_customer_limit: '',
  restaurant: '',
};

const LOCAL_INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** A datetime-local value on the shop's clock as the API's instant; blank is none, anything else goes as typed. */
export function instantOfLocal(local: string): string | null {
  if (!local.trim()) return null;
  const match = LOCAL_INSTANT.exec(local.slice(0, 16));
  return match ? zonedInstant(match[1]!, match[2]!, shopZone()).toISOString() : local;
}

/** An API instant as a datetime-local input shows it, on the shop's clock (as every date on screen is). */
export function localOfInstant(iso: string | null): string {
  if (!iso) return '';
  const { date, time } = localParts(new Date(iso), shopZone());
  return `${date}T${time.slice(0, 5)}`;
}

const numberOrBlank = (value: string | null): number | string => (value === null ? '' : Number(value));

/** A stored code in the form. */
export function formOfPromotion(p: PromotionOut): PromotionFormValues {
  return {
    code: p.code,
    kind: p.kind,
    value: numberOrBlank(p.value),
    max_discount: numberOrBlank(p.max_discount),
    minimum_subtotal: (parseCents(p.minimum_subtotal) ?? 0) > 0 ? Number(p.minimum_subtotal) : '',
    free_delivery: p.free_delivery,
    first_order_only: p.first_order_only,
    starts_at: localOfInstant(p.starts_at),
    ends_at: localOfInstant(p.ends_at),
    usage_limit: p.usage_limit ?? '',
    per_customer_limit: p.per_customer_limit ?? '',
    restaurant: p.restaurant === null ? '' : String(p.restaurant),
  };
}

/**
 * The request body of the form: a maximum only for a percentage, instants as ISO, blanks as null. Only an admin sends
 * `restaurant` (null: every restaurant); an owner's code is their restaurant's whatever is sent.
 */
export function promotionBody(values: PromotionFormValues, admin: boolean) {
  const blank = (v: number | string) => (typeof v === 'string' && v.trim() === '' ? null : v);
  return {
    code: values.code.trim(),
    kind: values.kind,
    value: values.free_delivery ? (blank(values.value) ?? 0) : values.value,
    max_discount: values.kind === 'percent' ? blank(values.max_discount) : null,
    minimum_subtotal: blank(values.minimum_subtotal) ?? 0,
    free_delivery: values.free_delivery,
    first_order_only: values.first_order_only,
    starts_at: instantOfLocal(values.starts_at),
    ends_at: instantOfLocal(values.ends_at),
    usage_limit: blank(values.usage_limit),
    per_customer_limit: blank(values.per_customer_limit),
    ...(admin && { restaurant: values.restaurant ? Number(values.restaurant) : null }),
  };
}

export type PromotionBody = ReturnType<typeof promotionBody>;

/** A field as the contract reads it, or `fallback` while it is not valid (its own message says why). */
const or = <T>(parsed: z.ZodSafeParseResult<T>, fallback: T): T => (parsed.success ? parsed.data : fallback);

/**
 * The terms of the body as far as its fields are valid, for the contract's rules between fields
 * (promotionProblems): a field that is not valid yet takes a value no rule objects to.
 */
export function termsOfBody(body: PromotionBody): PromotionTerms {
  const f = promotionFields;
  return {
    kind: or(f.kind.safeParse(body.kind), 'percent'),
    value: or(f.value.safeParse(body.value), 1),
    maxDiscountCents: or(f.max_discount.safeParse(body.max_discount), null),
    minimumSubtotalCents: or(f.minimum_subtotal.safeParse(body.minimum_subtotal), 0),
    startsAt: or(f.starts_at.safeParse(body.starts_at), null),
    endsAt: or(f.ends_at.safeParse(body.ends_at), null),
    usageLimit: or(f.usage_limit.safeParse(body.usage_limit), null),
    perCustomerLimit: or(f.per_customer_limit.safeParse(body.per_customer_limit), null),
    firstOrderOnly: or(f.first_order_only.safeParse(body.first_order_only), false),
    freeDelivery: or(f.free_delivery.safeParse(body.free_delivery), false),
  };
}
