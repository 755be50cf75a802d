import { z } from 'zod';
import { USER_TYPES } from '../enums.js';
import { arabicTwinOut } from '../arabic-twins.js';
import { areaOutSchema } from './areas.js';
import {
  deliveryAreasSchema,
  pauseMinutesField,
  pauseUntilField,
  restaurantAdminUpdateSchema,
  restaurantCreateSchema,
  restaurantOwnerField,
  restaurantUpdateSchema,
} from '../restaurants.js';
import {
  answerShapes,
  boolQuery,
  dateOut,
  datetimeOut,
  idOut,
  idQuery,
  imageOut,
  imageUpload,
  moneyOut,
  orderingQuery,
  pageQuery,
  ratingOut,
  searchQuery,
  timeOut,
} from './common.js';

const hhmmOut = z
  .string()
  .regex(/^\d{2}:\d{2}$/)
  .describe('HH:MM');

/** One weekly period; `closes` not after `opens` runs past midnight, equal is the whole day (ADR 026). */
export const periodOut = z.object({ weekday: z.int().min(0).max(6), opens: hhmmOut, closes: hhmmOut });
export const closureOut = z.object({ starts: dateOut, ends: dateOut, reason: z.string() });

/** The terms of delivering to the area a list or page was asked for (`?area=`). */
export const deliveryTermsOut = z.object({
  area: idOut,
  fee: moneyOut,
  minimum_order: moneyOut,
  delivery_minutes: z.int().positive(),
  eta_minutes: z.int().positive().describe('preparation + busy + delivery minutes'),
});

/** RestaurantOut (API.md §2.4). */
export const restaurantOutSchema = z
  .object({
    id: idOut,
    name: z.string(),
    description: z.string(),
    name_ar: arabicTwinOut,
    description_ar: arabicTwinOut,
    address: z.string(),
    phone_number: z.string(),
    logo: imageOut,
    cover: imageOut.describe('absolute URL of the wide cover picture, or null'),
    cuisine: z.string().describe('"" when the owner has not named one'),
    opening_time: timeOut,
    closing_time: timeOut,
    is_active: z.boolean(),
    is_open_now: z.boolean(),
    next_opening: z
      .object({ day: z.enum(['today', 'tomorrow']), time: timeOut })
      .nullable()
      .describe('when a closed restaurant opens next, in local time; null while open or switched off'),
    offers_delivery: z.boolean(),
    offers_pickup: z.boolean(),
    preparation_minutes: z.int().nonnegative(),
    busy_extra_minutes: z.int().nonnegative(),
    accept_minutes: z.int().positive(),
    paused_until: datetimeOut.nullable().describe('taking no orders until then; null when not paused or once past'),
    opening_hours: z.array(periodOut),
    closures: z.array(closureOut),
    opens_at: datetimeOut
      .nullable()
      .describe('the next instant it takes orders when not open now; null when open, switched off or none in 8 days'),
    delivery: deliveryTermsOut
      .nullable()
      .describe('the terms for the `?area=` asked for; null without one or if not served'),
    is_approved: z.boolean().nullable(),
    rejection_reason: z.string().nullable(),
    owner_id: idOut,
    owner_username: z.string(),
    owner_details: z.object({
      id: idOut,
      username: z.string(),
      email: z.string().nullable(),
      first_name: z.string(),
      last_name: z.string(),
      user_type: z.enum(USER_TYPES),
    }),
    avg_rating: ratingOut,
    review_count: z.int().nonnegative(),
    created_at: datetimeOut,
    updated_at: datetimeOut,
  })
  .register(answerShapes, { id: 'RestaurantOut' });

/** POST: an admin names the owner; the logo and the cover may be uploaded. */
export const restaurantCreateBody = restaurantCreateSchema.safeExtend({
  owner_id: restaurantOwnerField.optional(),
  logo: imageUpload,
  cover: imageUpload,
});

/** PUT/PATCH: owner fields, admin-only fields, the logo and the cover. */
export const restaurantUpdateBody = restaurantUpdateSchema.safeExtend({
  ...restaurantAdminUpdateSchema.shape,
  logo: imageUpload,
  cover: imageUpload,
});

export const restaurantListQuery = z.object({
  ...pageQuery,
  search: searchQuery,
  is_active: boolQuery,
  is_open_now: boolQuery,
  is_approved: z.enum(['true', 'false', 'pending']).optional().describe('admins only'),
  owner: idQuery.describe('admins only'),
  ordering: orderingQuery(['name', 'created_at', 'avg_rating']),
  area: idQuery.describe('only restaurants delivering to this area, each with its `delivery` terms'),
});

export const restaurantDetailQuery = z.object({
  area: idQuery.describe('fills `delivery` with the terms for this area'),
});

/** `POST …/{id}/pause/`. */
export const restaurantPauseBody = z
  .object({ minutes: pauseMinutesField, until: pauseUntilField })
  .partial()
  .describe('{minutes: 15|30|60} or {until: "next_opening"}');

/** One entry of `GET|PUT …/{id}/delivery-areas/`. */
export const restaurantDeliveryAreaOut = z
  .object({
    area: idOut,
    area_details: areaOutSchema,
    fee: moneyOut,
    minimum_order: moneyOut,
    delivery_minutes: z.int().positive(),
  })
  .register(answerShapes, { id: 'RestaurantDeliveryAreaOut' });

export const restaurantDeliveryAreasBody = deliveryAreasSchema;

export const restaurantIngredientsQuery = z.object({ ...pageQuery, is_available: boolQuery, search: searchQuery });

export type RestaurantOut = z.output<typeof restaurantOutSchema>;
export type RestaurantOwnerDetails = RestaurantOut['owner_details'];
export type RestaurantDeliveryAreaOut = z.output<typeof restaurantDeliveryAreaOut>;
export type DeliveryTermsOut = z.output<typeof deliveryTermsOut>;
