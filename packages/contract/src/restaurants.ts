import { z } from 'zod';
import type { Language } from './i18n/language.js';
import { translator } from './i18n/translator.js';
import { boolish, integer, optionalText, text } from './fields.js';
import { arabicTwinField } from './arabic-twins.js';
import { LIMITS } from './limits.js';
import { ACCOUNT_MESSAGES, DEFAULT_MESSAGES } from './messages.js';
import { RESTAURANT_PHONE } from './rules.js';

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
} as const;

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
};

/** POST: every owner field required except `is_active` (default true). */
export const restaurantCreateSchema = z.object({ ...restaurantFields, is_active: boolish.optional() });
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
