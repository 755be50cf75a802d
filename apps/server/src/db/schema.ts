import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The whole data model (API.md §2). Money is integer cents (`*_cents`); stock and recipe amounts
 * are numeric(12,3) in the ingredient's unit. Every foreign key and every list filter has an index.
 * Review indexes carry the rating too, so the rating aggregates of every list are index-only scans.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const created = () => ts('created_at').notNull().defaultNow();
const updated = () => ts('updated_at').notNull().defaultNow();
const qty = (name: string) => numeric(name, { precision: 12, scale: 3, mode: 'number' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 30 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 150 }).notNull().default(''),
    lastName: varchar('last_name', { length: 150 }).notNull().default(''),
    userType: varchar('user_type', { length: 16 }).notNull().default('customer'),
    phoneNumber: varchar('phone_number', { length: 20 }).notNull().default(''),
    address: varchar('address', { length: 500 }).notNull().default(''),
    profilePicture: text('profile_picture'),
    dateJoined: ts('date_joined').notNull().defaultNow(),
    lastLogin: ts('last_login'),
    /** The language notifications and e-mails are written in (issue #20); null: English, the default. */
    language: varchar('language', { length: 2 }),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_user_type_idx').on(t.userType),
    check('users_user_type_ck', sql`${t.userType} in ('customer','restaurant','admin')`),
    check('users_language_ck', sql`${t.language} in ('en','ar')`),
  ],
);

export const profiles = pgTable('profiles', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  bio: varchar('bio', { length: 500 }).notNull().default(''),
  favoriteCuisine: varchar('favorite_cuisine', { length: 100 }).notNull().default(''),
});

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: created(),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: created(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Sliding-window rate limits shared by every server instance (API.md §1.7). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_key_at_idx').on(t.key, t.at)],
);

export const restaurants = pgTable(
  'restaurants',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    description: varchar('description', { length: 2000 }).notNull(),
    /** Arabic twins of the name and description (issue #20); null when the owner gave none. */
    nameAr: varchar('name_ar', { length: 255 }),
    descriptionAr: varchar('description_ar', { length: 2000 }),
    address: varchar('address', { length: 500 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 20 }).notNull(),
    logo: text('logo'),
    /** A wide picture of the restaurant's food for its card and page (issue #19). */
    cover: text('cover'),
    /** Free text such as "Egyptian"; "" when the owner has not said. */
    cuisine: varchar('cuisine', { length: 60 }).notNull().default(''),
    openingTime: time('opening_time').notNull(),
    closingTime: time('closing_time').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isApproved: boolean('is_approved'),
    rejectionReason: text('rejection_reason'),
    /** How it hands food over (issue #21): delivery to the areas of restaurant_delivery_areas, pickup at its address. */
    offersDelivery: boolean('offers_delivery').notNull().default(true),
    offersPickup: boolean('offers_pickup').notNull().default(false),
    /** Minutes from accepting an order to handing it over, before the kitchen's busy minutes. */
    preparationMinutes: smallint('preparation_minutes').notNull().default(20),
    busyExtraMinutes: smallint('busy_extra_minutes').notNull().default(0),
    /** New orders are refused until this moment (the owner's pause); null when not paused. */
    pausedUntil: ts('paused_until'),
    /** A pending order not confirmed within these minutes is cancelled by the server. */
    acceptMinutes: smallint('accept_minutes').notNull().default(10),
    /**
     * Weekly hours `[{weekday 0 (Sunday)-6, opens "HH:MM", closes "HH:MM"}]`, several periods a day; a period whose
     * close is not after its opening runs past midnight, and opens = closes is the whole day. opening_time and
     * closing_time stay for old clients.
     */
    openingHours: jsonb('opening_hours')
      .$type<{ weekday: number; opens: string; closes: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** One-off closed dates `[{starts "YYYY-MM-DD", ends "YYYY-MM-DD" (inclusive), reason}]` in local time. */
    closures: jsonb('closures')
      .$type<{ starts: string; ends: string; reason: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('restaurants_owner_uq').on(t.ownerId),
    index('restaurants_is_approved_idx').on(t.isApproved),
    check('restaurants_rejection_ck', sql`${t.rejectionReason} is null or ${t.isApproved} is not distinct from false`),
    check(
      'restaurants_minutes_ck',
      sql`${t.preparationMinutes} between 0 and 240 and ${t.busyExtraMinutes} between 0 and 240 and ${t.acceptMinutes} between 1 and 240`,
    ),
  ],
);

/** Delivery areas (issue #21): districts such as "Zamalek" in a city; retired ones keep their orders and take no new ones. */
export const areas = pgTable(
  'areas',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    nameAr: varchar('name_ar', { length: 100 }),
    city: varchar('city', { length: 60 }).notNull(),
    cityAr: varchar('city_ar', { length: 60 }),
    isRetired: boolean('is_retired').notNull().default(false),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('areas_city_name_uq').on(sql`lower(${t.city})`, sql`lower(${t.name})`)],
);

/** A user's saved delivery addresses (issue #21); at most one default each. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 40 }).notNull().default(''),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    street: varchar('street', { length: 200 }).notNull(),
    building: varchar('building', { length: 50 }).notNull().default(''),
    floor: varchar('floor', { length: 20 }).notNull().default(''),
    apartment: varchar('apartment', { length: 20 }).notNull().default(''),
    landmark: varchar('landmark', { length: 200 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.id),
    index('addresses_area_idx').on(t.areaId),
    uniqueIndex('addresses_one_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** The areas a restaurant delivers to, each with its own fee, minimum order and delivery time. */
export const restaurantDeliveryAreas = pgTable(
  'restaurant_delivery_areas',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    feeCents: integer('fee_cents').notNull(),
    minimumOrderCents: integer('minimum_order_cents').notNull(),
    deliveryMinutes: smallint('delivery_minutes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.areaId] }),
    index('restaurant_delivery_areas_area_idx').on(t.areaId, t.restaurantId),
    check(
      'restaurant_delivery_areas_ck',
      sql`${t.feeCents} >= 0 and ${t.minimumOrderCents} >= 0 and ${t.deliveryMinutes} between 1 and 240`,
    ),
  ],
);

export const ingredients = pgTable(
  'ingredients',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    description: varchar('description', { length: 1000 }).notNull().default(''),
    nameAr: varchar('name_ar', { length: 255 }),
    descriptionAr: varchar('description_ar', { length: 1000 }),
    image: text('image'),
    unit: varchar('unit', { length: 8 }).notNull(),
    quantity: qty('quantity').notNull().default(0),
    pricePerUnitCents: integer('price_per_unit_cents').notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    isAllergen: boolean('is_allergen').notNull().default(false),
    allergenType: varchar('allergen_type', { length: 16 }),
  },
  (t) => [
    uniqueIndex('ingredients_restaurant_name_uq').on(t.restaurantId, sql`lower(${t.name})`),
    check('ingredients_quantity_ck', sql`${t.quantity} >= 0`),
    check('ingredients_price_ck', sql`${t.pricePerUnitCents} >= 0`),
    check('ingredients_unit_ck', sql`${t.unit} in ('g','kg','ml','l','oz','lb','unit','tsp','tbsp','cup')`),
    check('ingredients_allergen_ck', sql`(${t.allergenType} is null) = (not ${t.isAllergen})`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    nameAr: varchar('name_ar', { length: 100 }),
    descriptionAr: varchar('description_ar', { length: 500 }),
  },
  (t) => [uniqueIndex('categories_name_lower_uq').on(sql`lower(${t.name})`)],
);

export const meals = pgTable(
  'meals',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 255 }).notNull(),
    description: varchar('description', { length: 2000 }).notNull(),
    nameAr: varchar('name_ar', { length: 255 }),
    descriptionAr: varchar('description_ar', { length: 2000 }),
    basePriceCents: integer('base_price_cents').notNull(),
    image: text('image'),
    preparationTime: integer('preparation_time').notNull().default(30),
    isAvailable: boolean('is_available').notNull().default(true),
    isCustomizable: boolean('is_customizable').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('meals_restaurant_idx').on(t.restaurantId),
    index('meals_category_idx').on(t.categoryId),
    index('meals_price_idx').on(t.basePriceCents),
    check('meals_price_ck', sql`${t.basePriceCents} >= 0`),
    check('meals_prep_ck', sql`${t.preparationTime} between 1 and 1440`),
  ],
);

export const mealIngredients = pgTable(
  'meal_ingredients',
  {
    id: serial('id').primaryKey(),
    mealId: integer('meal_id')
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'no action' }),
    quantity: qty('quantity').notNull(),
    isOptional: boolean('is_optional').notNull().default(false),
    additionalPriceCents: integer('additional_price_cents').notNull().default(0),
  },
  (t) => [
    uniqueIndex('meal_ingredients_uq').on(t.mealId, t.ingredientId),
    index('meal_ingredients_ingredient_idx').on(t.ingredientId),
    check('meal_ingredients_qty_ck', sql`${t.quantity} > 0`),
    check('meal_ingredients_price_ck', sql`${t.additionalPriceCents} >= 0`),
  ],
);

/** A meal's option groups (issue #22, ADR 027): "Size" (choose exactly 1), "Extras" (up to 3, the first free). */
export const mealOptionGroups = pgTable(
  'meal_option_groups',
  {
    id: serial('id').primaryKey(),
    mealId: integer('meal_id')
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    nameAr: varchar('name_ar', { length: 100 }),
    minChoices: integer('min_choices').notNull().default(0),
    maxChoices: integer('max_choices').notNull().default(1),
    freeChoices: integer('free_choices').notNull().default(0),
  },
  (t) => [
    index('meal_option_groups_meal_idx').on(t.mealId, t.position),
    check('meal_option_groups_choices_ck', sql`${t.minChoices} >= 0 and ${t.minChoices} <= ${t.maxChoices}`),
    check('meal_option_groups_free_ck', sql`${t.freeChoices} >= 0 and ${t.freeChoices} <= ${t.maxChoices}`),
  ],
);

/** One option of a group: a signed price delta and, optionally, an ingredient it takes from stock per portion. */
export const mealOptions = pgTable(
  'meal_options',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => mealOptionGroups.id, { onDelete: 'cascade' }),
    /** The group's meal, so a meal's options are found (and checked on ordering) without the group. */
    mealId: integer('meal_id')
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    nameAr: varchar('name_ar', { length: 100 }),
    priceDeltaCents: integer('price_delta_cents').notNull().default(0),
    ingredientId: integer('ingredient_id').references(() => ingredients.id, { onDelete: 'no action' }),
    quantity: qty('quantity'),
    isAvailable: boolean('is_available').notNull().default(true),
  },
  (t) => [
    index('meal_options_group_idx').on(t.groupId, t.position),
    index('meal_options_meal_idx').on(t.mealId),
    index('meal_options_ingredient_idx').on(t.ingredientId),
    check(
      'meal_options_quantity_ck',
      sql`(${t.ingredientId} is null) = (${t.quantity} is null) and coalesce(${t.quantity}, 1) > 0`,
    ),
  ],
);

export const customMeals = pgTable(
  'custom_meals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    baseMealId: integer('base_meal_id').references(() => meals.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 255 }).notNull(),
    description: varchar('description', { length: 1000 }).notNull().default(''),
    cookingInstructions: varchar('cooking_instructions', { length: 1000 }).notNull().default(''),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('custom_meals_user_idx').on(t.userId),
    index('custom_meals_restaurant_idx').on(t.restaurantId),
    index('custom_meals_base_meal_idx').on(t.baseMealId),
    index('custom_meals_public_idx').on(t.isPublic),
  ],
);

export const customMealIngredients = pgTable(
  'custom_meal_ingredients',
  {
    id: serial('id').primaryKey(),
    customMealId: integer('custom_meal_id')
      .notNull()
      .references(() => customMeals.id, { onDelete: 'cascade' }),
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'no action' }),
    quantity: qty('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('custom_meal_ingredients_uq').on(t.customMealId, t.ingredientId),
    index('custom_meal_ingredients_ingredient_idx').on(t.ingredientId),
    check('custom_meal_ingredients_qty_ck', sql`${t.quantity} > 0`),
  ],
);

const reviewColumns = () => ({
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  rating: smallint('rating').notNull(),
  comment: varchar('comment', { length: 500 }).notNull(),
  createdAt: created(),
  updatedAt: updated(),
});

export const restaurantReviews = pgTable(
  'restaurant_reviews',
  {
    ...reviewColumns(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('restaurant_reviews_uq').on(t.userId, t.restaurantId),
    index('restaurant_reviews_target_rating_idx').on(t.restaurantId, t.rating),
    check('restaurant_reviews_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);

export const mealReviews = pgTable(
  'meal_reviews',
  {
    ...reviewColumns(),
    mealId: integer('meal_id')
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('meal_reviews_uq').on(t.userId, t.mealId),
    index('meal_reviews_target_rating_idx').on(t.mealId, t.rating),
    check('meal_reviews_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);

export const customMealReviews = pgTable(
  'custom_meal_reviews',
  {
    ...reviewColumns(),
    customMealId: integer('custom_meal_id')
      .notNull()
      .references(() => customMeals.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('custom_meal_reviews_uq').on(t.userId, t.customMealId),
    index('custom_meal_reviews_target_rating_idx').on(t.customMealId, t.rating),
    check('custom_meal_reviews_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userUsername: varchar('user_username', { length: 30 }).notNull(),
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'set null' }),
    restaurantName: varchar('restaurant_name', { length: 255 }).notNull(),
    /** The restaurant's Arabic name when the order was placed (issue #20), beside the English one. */
    restaurantNameAr: varchar('restaurant_name_ar', { length: 255 }),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    totalPriceCents: integer('total_price_cents').notNull(),
    paymentMethod: varchar('payment_method', { length: 16 }).notNull(),
    deliveryAddress: varchar('delivery_address', { length: 500 }).notNull(),
    deliveryNotes: varchar('delivery_notes', { length: 500 }).notNull().default(''),
    cancellationReason: varchar('cancellation_reason', { length: 500 }),
    /** Issue #21: delivery or pickup; older orders are deliveries. */
    fulfilment: varchar('fulfilment', { length: 8 }).notNull().default('delivery'),
    areaId: integer('area_id').references(() => areas.id),
    /** The area's names when the order was placed. */
    areaName: varchar('area_name', { length: 100 }),
    areaNameAr: varchar('area_name_ar', { length: 100 }),
    /** The structured address as it was: `{label, street, building, floor, apartment, landmark, phone}`. */
    address: jsonb('address').$type<Record<string, string>>(),
    /** The items' sum; total_price_cents = subtotal + delivery fee - discount (issue #23). */
    subtotalCents: integer('subtotal_cents').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    /** The promo code applied (as it was written), its row while it exists, and what it took off (ADR 029). */
    promoCode: varchar('promo_code', { length: 32 }),
    promotionId: integer('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    discountCents: integer('discount_cents').notNull().default(0),
    scheduledFor: ts('scheduled_for'),
    estimatedAt: ts('estimated_at'),
    /** A pending order still pending at this moment is cancelled by the server; null for older orders. */
    acceptBy: ts('accept_by'),
    /** Who cancelled it: 'customer', 'staff' (owner or admin) or 'system' (not accepted in time); null otherwise. */
    cancelledBy: varchar('cancelled_by', { length: 8 }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_accept_by_idx')
      .on(t.acceptBy)
      .where(sql`${t.status} = 'pending'`),
    index('orders_restaurant_idx').on(t.restaurantId, t.createdAt),
    index('orders_status_idx').on(t.status),
    // With id, the newest-first page (`created_at desc, id desc`) reads just its rows even where times tie.
    index('orders_created_id_idx').on(t.createdAt, t.id),
    check('orders_status_ck', sql`${t.status} in ('pending','confirmed','preparing','ready','delivered','cancelled')`),
    check('orders_method_ck', sql`${t.paymentMethod} in ('cash','credit_card')`),
    check('orders_total_ck', sql`${t.totalPriceCents} >= 0`),
    check('orders_fulfilment_ck', sql`${t.fulfilment} in ('delivery','pickup')`),
    check('orders_fee_ck', sql`${t.deliveryFeeCents} >= 0 and ${t.subtotalCents} >= 0`),
    check(
      'orders_discount_ck',
      sql`${t.discountCents} >= 0 and ${t.discountCents} <= ${t.subtotalCents} + ${t.deliveryFeeCents}`,
    ),
    index('orders_promotion_idx')
      .on(t.promotionId)
      .where(sql`${t.promotionId} is not null`),
  ],
);

/**
 * Promo codes (issue #23, ADR 029): platform-wide (restaurant null, made by admins) or one restaurant's. `value` is
 * hundredths: of a percent for 'percent' (1500 = 15%), of the currency for 'fixed'. `uses` counts the orders not
 * cancelled that used the code; the order's transaction raises it under the row's lock, so it never passes the limit.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    /** Upper case; unique whatever case it is typed in. */
    code: varchar('code', { length: 32 }).notNull(),
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    value: integer('value').notNull(),
    maxDiscountCents: integer('max_discount_cents'),
    minimumSubtotalCents: integer('minimum_subtotal_cents').notNull().default(0),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    freeDelivery: boolean('free_delivery').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    uses: integer('uses').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('promotions_code_uq').on(t.code),
    index('promotions_restaurant_idx').on(t.restaurantId),
    check('promotions_kind_ck', sql`${t.kind} in ('percent','fixed')`),
    check(
      'promotions_value_ck',
      sql`${t.value} >= 0 and (${t.kind} = 'fixed' or ${t.value} <= 10000) and coalesce(${t.maxDiscountCents}, 0) >= 0`,
    ),
    check(
      'promotions_limits_ck',
      sql`${t.uses} >= 0 and coalesce(${t.usageLimit}, 1) >= 1 and coalesce(${t.perCustomerLimit}, 1) >= 1`,
    ),
    check('promotions_dates_ck', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);

/** How many orders not cancelled each customer placed with a code, for its per-customer limit (ADR 029). */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uses: integer('uses').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.userId] }),
    index('promotion_uses_user_idx').on(t.userId),
    check('promotion_uses_ck', sql`${t.uses} >= 0`),
  ],
);

/** A customer's hearted restaurants and meals (issue #23): exactly one of the two per row, each at most once. */
export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    mealId: integer('meal_id').references(() => meals.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('favourites_restaurant_uq')
      .on(t.userId, t.restaurantId)
      .where(sql`${t.restaurantId} is not null`),
    uniqueIndex('favourites_meal_uq')
      .on(t.userId, t.mealId)
      .where(sql`${t.mealId} is not null`),
    index('favourites_user_idx').on(t.userId, t.createdAt),
    index('favourites_restaurant_idx').on(t.restaurantId),
    index('favourites_meal_idx').on(t.mealId),
    check('favourites_one_ck', sql`(${t.restaurantId} is null) <> (${t.mealId} is null)`),
  ],
);

/**
 * How many orders have each status, kept exact by the triggers of migration 0002 (ADR 008), so the
 * admin's order list counts without scanning every order. Each status has up to 64 shard rows,
 * one per backend-pid slot, so concurrent transactions rarely wait on the same row; a count sums them.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    status: varchar('status', { length: 16 }).notNull(),
    shard: smallint('shard').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.shard] })],
);

/**
 * Each order's OrderOut JSON (API.md §2.12–2.14) as orders/serialize.ts writes it, stored by the orders
 * module whenever the order, its payment, its customer or its meals' pictures change (ADR 015), so a read
 * of orders copies text instead of writing JSON. Media URLs are relative; a read puts the request's base
 * URL in front of them.
 */
export const orderDocs = pgTable('order_docs', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  doc: text('doc').notNull(),
  // Which output of the serializer the text is (serialize.ts TEXT_FORMAT): texts of an older one are rewritten
  // at start, so a change to an order's answer reaches the orders that do not change.
  format: text('format').notNull().default(''),
});

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    mealId: integer('meal_id').references(() => meals.id, { onDelete: 'set null' }),
    customMealId: integer('custom_meal_id').references(() => customMeals.id, { onDelete: 'set null' }),
    /** 'meal' or 'custom': what the line was, even after its meal is deleted. */
    kind: varchar('kind', { length: 8 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    /** A meal's Arabic name when ordered (issue #20); custom meals have none. */
    nameAr: varchar('name_ar', { length: 255 }),
    /** Custom meals: `{cooking_instructions, ingredients:[{ingredient,name,unit,quantity}]}` at ordering. */
    customSnapshot: jsonb('custom_snapshot'),
    quantity: integer('quantity').notNull(),
    priceCents: integer('price_cents').notNull(),
    specialInstructions: varchar('special_instructions', { length: 500 }).notNull().default(''),
    /** The chosen options at ordering (issue #22): `[{id, name, name_ar, price_delta}]`, price_delta in cents. */
    options: jsonb('options')
      .$type<{ id: number; name: string; name_ar: string | null; price_delta_cents: number }[]>()
      .notNull()
      .default([]),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_meal_idx').on(t.mealId),
    index('order_items_custom_meal_idx').on(t.customMealId),
    check('order_items_qty_ck', sql`${t.quantity} between 1 and 99`),
    check('order_items_kind_ck', sql`${t.kind} in ('meal','custom')`),
  ],
);

/** The stock an order took, so a cancellation gives back exactly that. */
export const orderStock = pgTable(
  'order_stock',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'cascade' }),
    quantity: qty('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.ingredientId] }), index('order_stock_ingredient_idx').on(t.ingredientId)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentMethod: varchar('payment_method', { length: 16 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    transactionId: varchar('transaction_id', { length: 255 }),
    provider: varchar('provider', { length: 16 }),
    paymentDate: ts('payment_date').notNull().defaultNow(),
  },
  (t) => [check('payments_status_ck', sql`${t.status} in ('pending','completed','refunded','cancelled')`)],
);

export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: varchar('id', { length: 255 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 16 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('usd'),
    status: varchar('status', { length: 32 }).notNull().default('requires_payment_method'),
    clientSecret: varchar('client_secret', { length: 255 }).notNull().unique(),
    orderId: integer('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('payment_intents_user_idx').on(t.userId, t.createdAt),
    check(
      'payment_intents_status_ck',
      sql`${t.status} in ('requires_payment_method','succeeded','canceled','refunded')`,
    ),
    check('payment_intents_amount_ck', sql`${t.amountCents} between 50 and 99999999`),
  ],
);

export const stripeEvents = pgTable('stripe_events', {
  id: varchar('id', { length: 255 }).primaryKey(),
  processedAt: ts('processed_at').notNull().defaultNow(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    notificationType: varchar('notification_type', { length: 32 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: created(),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.recipientId, t.isRead, t.id),
    index('notifications_sender_idx').on(t.senderId),
    index('notifications_restaurant_idx').on(t.restaurantId),
    index('notifications_order_idx').on(t.orderId),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    path: varchar('path', { length: 255 }).notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    /** null while the first request is still running. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.path, t.key] }), index('idempotency_created_idx').on(t.createdAt)],
);
