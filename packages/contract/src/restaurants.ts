import { z } from 'zod';
import type { Language } from './i18n/language.js';
import { translator } from './i18n/translator.js';
import { boolish, integer, optionalText, text } from './fields.js';
import { arabicTwinField } from './arabic-twins.js';
import { LIMITS } from './limits.js';
import { ACCOUNT_MESSAGES, DEFAULT_MESSAGES } from './messages.js';
import { RESTAURANT_PHONE } from './rules.js';
import { moneyInput } from './fields.js';
import { referenceId } from './meals.js';
import { closuresSchema, openingHoursSchema } from './opening-hours.js';

const en = translator('en');

const L = LIMITS.restaurant;

/** Every message of the restaurant endpoints (API.md §3.3, §4.5; owner/admin spec §5). */
export const RESTAURANT_MESSAGES = {
  nameRequired: en('errors.restaurant.nameRequired'),
  invalidPhone: ACCOUNT_MESSAGES.invalidPhone,
  ownerRequired: en('errors.restaurant.ownerRequired'),
  notAnOwner: en('errors.restaurant.notAnOwner'),
  ownerHasRestaurant: en('errors.restaurant.ownerHasRestaurant'),
  alreadyHaveOne: en('errors.restaurant.alreadyHaveOne'),
  createForbidden: en('errors.restaurant.createForbidden'),
  ownersOnly: en('errors.restaurant.ownersOnly'),
  noRestaurant: en('errors.restaurant.noRestaurant'),
  rejectionReasonRequired: en('errors.restaurant.rejectionReasonRequired'),
  ordersInProgress: en('errors.restaurant.ordersInProgress'),
  ownRestaurantOnly: en('errors.meal.ownRestaurantOnly'),
  offerOne: en('errors.hours.offerOne'),
  pauseChoice: en('errors.hours.pauseChoice'),
  noNextOpening: en('errors.hours.noNextOpening'),
  tooManyAreas: en('errors.hours.tooManyAreas', { max: 100 }),
  duplicateArea: en('errors.hours.duplicateArea'),
  retiredArea: en('errors.hours.retiredArea'),
} as const;

/** What a restaurant offers and how long it takes (issue #21, ADR 026). */
export const FULFILMENT_LIMITS = {
  minutes: { preparation: [0, 240], busy: [0, 240], accept: [1, 240], delivery: [1, 240] },
  deliveryAreas: 100,
  /** The pause lengths an owner picks from, in minutes. */
  pauseMinutes: [15, 30, 60],
} as const;

/**
 * A JSON list as a multipart form sends it (one text part holding the JSON), or as JSON sends it; anything that is not
 * JSON is left for the list's own "Must be a list.".
 */
const jsonList = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);

const minutes = ([min, max]: readonly [number, number]) => integer({ min, max });

/** The approval notifications of API.md §4.5, in the recipient's language (`name` already in it). */
export function restaurantNotifications(language: Language) {
  const t = translator(language);
  return {
    awaitingApproval: (owner: string, name: string) => ({
      title: t('email.restaurant.awaitingApprovalTitle'),
      message: t('email.restaurant.awaitingApproval', { owner, name }),
    }),
    approved: (name: string) => ({
      title: t('email.restaurant.approvedTitle'),
      message: t('email.restaurant.approved', { name }),
    }),
    rejected: (name: string, reason: string) => ({
      title: t('email.restaurant.rejectedTitle'),
      message: t('email.restaurant.rejected', { name, reason }),
    }),
    underReview: (name: string) => ({
      title: t('email.restaurant.underReviewTitle'),
      message: t('email.restaurant.underReview', { name }),
    }),
  };
}

/** The restaurant form's defaults (owner/admin spec §5). */
export const RESTAURANT_DEFAULTS = { openingTime: '08:00', closingTime: '22:00', isActive: true } as const;

const TIME = /^([01][0-9]|2[0-3]):([0-5][0-9])(?::([0-5][0-9]))?$/;

/** `HH:MM` or `HH:MM:SS`, 24-hour; the output is always `HH:MM:SS` (API.md §1.4). */
export const timeField = text()
  .check((ctx) => {
    if (ctx.value !== '' && !TIME.test(ctx.value))
      ctx.issues.push({ code: 'custom', message: DEFAULT_MESSAGES.time, input: ctx.value });
  })
  .transform((value) => (value.length === 5 ? `${value}:00` : value));

/** Fields an owner edits (and an admin creating one). */
export const restaurantFields = {
  name: text({ required: RESTAURANT_MESSAGES.nameRequired, max: [L.name, DEFAULT_MESSAGES.maxChars(L.name)] }),
  description: text({ max: [L.description, DEFAULT_MESSAGES.maxChars(L.description)] }),
  name_ar: arabicTwinField(L.name),
  description_ar: arabicTwinField(L.description),
  address: text({ max: [L.address, DEFAULT_MESSAGES.maxChars(L.address)] }),
  /** Free text ("Egyptian", "Burgers") shown on the restaurant's card; optional, so clients of before still create. */
  cuisine: optionalText(L.cuisine),
  phone_number: text({ pattern: [RESTAURANT_PHONE, RESTAURANT_MESSAGES.invalidPhone] }),
  opening_time: timeField,
  closing_time: timeField,
  is_active: boolish,
  offers_delivery: boolish,
  offers_pickup: boolish,
  preparation_minutes: minutes(FULFILMENT_LIMITS.minutes.preparation),
  busy_extra_minutes: minutes(FULFILMENT_LIMITS.minutes.busy),
  accept_minutes: minutes(FULFILMENT_LIMITS.minutes.accept),
  /** Weekly hours; without them, `opening_time`–`closing_time` is every day's one period (ADR 026). */
  opening_hours: jsonList(openingHoursSchema),
  closures: jsonList(closuresSchema),
};

/** Issue #21's fields, optional on POST: a restaurant of before creates as it did. */
const optionalOnCreate = {
  is_active: boolish.optional(),
  offers_delivery: boolish.optional(),
  offers_pickup: boolish.optional(),
  preparation_minutes: restaurantFields.preparation_minutes.optional(),
  busy_extra_minutes: restaurantFields.busy_extra_minutes.optional(),
  accept_minutes: restaurantFields.accept_minutes.optional(),
  opening_hours: restaurantFields.opening_hours.optional(),
  closures: restaurantFields.closures.optional(),
};

/**
 * POST: every owner field required except those above; `opening_time` and `closing_time` are required only when
 * `opening_hours` is not sent (a rule of the service, which sees both).
 */
export const restaurantCreateSchema = z.object({
  ...restaurantFields,
  ...optionalOnCreate,
  opening_time: timeField.optional(),
  closing_time: timeField.optional(),
});
/** PUT and PATCH are both partial (API.md §1.3). */
export const restaurantUpdateSchema = z.object(restaurantFields).partial();

/** `owner_id` as an admin sends it. */
export const restaurantOwnerField = integer({ required: RESTAURANT_MESSAGES.ownerRequired, min: 1 });

/** `is_approved`: true, false or null (pending); an empty multipart value is null. */
export const approvalField = z.preprocess(
  (value) => (value === '' || value === 'null' ? null : value),
  boolish.nullable(),
);

/** `rejection_reason`: free text (required non-blank only when rejecting, a rule of the service). */
export const rejectionReasonField = text({
  allowBlank: true,
  max: [L.rejectionReason, DEFAULT_MESSAGES.maxChars(L.rejectionReason)],
}).nullable();

/** Admin-only fields of PUT/PATCH; owners' values for them are ignored. */
export const restaurantAdminUpdateSchema = z
  .object({
    is_approved: approvalField,
    rejection_reason: rejectionReasonField,
    owner_id: restaurantOwnerField,
  })
  .partial();

/** `POST …/{id}/pause/`: `{minutes: 15|30|60}` or `{until: "next_opening"}`. */
export const pauseMinutesField = integer({ min: 1 }).refine(
  (n) => (FULFILMENT_LIMITS.pauseMinutes as readonly number[]).includes(n),
  { error: RESTAURANT_MESSAGES.pauseChoice },
);
export const pauseUntilField = z.literal('next_opening', { error: RESTAURANT_MESSAGES.pauseChoice });

/** One entry of `PUT …/{id}/delivery-areas/`: money as decimal text, minutes 1–240. */
export const deliveryAreaSchema = z.object(
  {
    area: referenceId(),
    fee: moneyInput({ min: 0 }),
    minimum_order: moneyInput({ min: 0 }),
    delivery_minutes: minutes(FULFILMENT_LIMITS.minutes.delivery),
  },
  { error: DEFAULT_MESSAGES.object },
);

/** The whole list of `PUT …/{id}/delivery-areas/`; duplicates and unknown or retired areas are the service's. */
export const deliveryAreasSchema = z
  .array(deliveryAreaSchema, { error: DEFAULT_MESSAGES.list })
  .max(FULFILMENT_LIMITS.deliveryAreas, { error: RESTAURANT_MESSAGES.tooManyAreas });
