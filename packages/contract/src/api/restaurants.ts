import { z } from 'zod';
import { USER_TYPES } from '../enums.js';
import { arabicTwinOut } from '../arabic-twins.js';
import {
  restaurantAdminUpdateSchema,
  restaurantCreateSchema,
  restaurantOwnerField,
  restaurantUpdateSchema,
} from '../restaurants.js';
import {
  answerShapes,
  boolQuery,
  datetimeOut,
  idOut,
  idQuery,
  imageOut,
  imageUpload,
  orderingQuery,
  pageQuery,
  ratingOut,
  searchQuery,
  timeOut,
} from './common.js';

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
});

export const restaurantIngredientsQuery = z.object({ ...pageQuery, is_available: boolQuery, search: searchQuery });

export type RestaurantOut = z.output<typeof restaurantOutSchema>;
export type RestaurantOwnerDetails = RestaurantOut['owner_details'];
