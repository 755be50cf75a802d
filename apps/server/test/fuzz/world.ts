import { everyDay } from '@dishcraft/contract';
import { sql } from 'drizzle-orm';
import {
  addresses,
  areas,
  authTokens,
  categories,
  customMealIngredients,
  customMealReviews,
  customMeals,
  favourites,
  ingredients,
  mealIngredients,
  mealOptionGroups,
  mealOptions,
  mealReviews,
  meals,
  notifications,
  passwordResets,
  paymentIntents,
  profiles,
  restaurantReviews,
  restaurants,
  users,
} from '../../src/db/schema.js';
import { hashPassword } from '../../src/modules/auth/passwords.js';
import { hashToken, newApiToken } from '../../src/modules/auth/tokens.js';
import { call, type TestApp } from '../helpers.js';

export const PASSWORD = 'Passw0rdX';
export const ACTORS = ['visitor', 'customer', 'customer2', 'owner', 'owner2', 'owner3', 'admin'] as const;
export type ActorName = (typeof ACTORS)[number];

/**
 * The fixture world every fuzzed request runs against: one user of each kind with a token, an
 * approved restaurant (owner) and a pending one (owner2), an owner without one (owner3), their
 * ingredients, meals and a category, public and private custom meals, one review of each kind, a
 * pending cash order, a card payment intent awaiting confirmation, notifications and a reset token.
 */
export interface World {
  tokens: Record<Exclude<ActorName, 'visitor'>, string>;
  userIds: Record<Exclude<ActorName, 'visitor'>, number>;
  profileIds: number[];
  restaurant: number;
  pendingRestaurant: number;
  ingredients: number[];
  otherIngredient: number;
  category: number;
  meal: number;
  /** The options of `meal`'s one optional group ("Extras", up to 2), the first taking an ingredient. */
  mealOptions: number[];
  mealOptionGroup: number;
  plainMeal: number;
  pendingMeal: number;
  publicCustomMeal: number;
  privateCustomMeal: number;
  restaurantReview: number;
  mealReview: number;
  customMealReview: number;
  /** A delivery area in use (a retired one beside it), and the customer's default address there. */
  area: number;
  address: number;
  /** The customer's heart of `restaurant` (issue #23). */
  favourite: number;
  order: number;
  notifications: number[];
  clientSecret: string;
  /** Every id above, for path ids "that exist". */
  ids: number[];
}

const hashOnce = new Map<string, Promise<string>>();
const tokensOf = new WeakMap<TestApp, World['tokens']>();

const resets = new WeakMap<TestApp, Promise<string>>();

/**
 * One statement that empties every application table, children first, and restarts the id
 * sequences, so a rebuilt world has the same ids. (DELETE on these few rows is far cheaper than
 * TRUNCATE, which replaces every table's files.)
 */
async function resetStatement(t: TestApp): Promise<string> {
  const rows = (sql: string) =>
    t.db.execute(sql as never).then((r) => (r as unknown as { rows: Record<string, string>[] }).rows);
  const tables = (
    await rows(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )
  ).map((r) => r.name as string);
  const links = await rows(
    `select conrelid::regclass::text as child, confrelid::regclass::text as parent from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
  );
  const sequences = (
    await rows(`select sequence_name as name from information_schema.sequences where sequence_schema = 'public'`)
  ).map((r) => r.name as string);
  // Children first: a table goes once no remaining table references it.
  const order: string[] = [];
  const remaining = new Set(tables);
  while (remaining.size) {
    const free = [...remaining].filter(
      (table) => !links.some((l) => l.parent === table && l.child !== table && remaining.has(l.child as string)),
    );
    if (!free.length) throw new Error(`foreign keys form a cycle among ${[...remaining].join(', ')}`);
    for (const table of free) {
      order.push(table);
      remaining.delete(table);
    }
  }
  // Deleting orders writes their negative counts into order_counts (migration 0002's trigger): emptied after them,
  // the counts start from zero again, where emptied first they went below it and the admin's page answered a 500.
  const last = ['order_counts'];
  const deletes = [...order.filter((table) => !last.includes(table)), ...last].map(
    (table) => `delete from "${table.replace(/"/g, '')}";`,
  );
  const restarts = sequences.map((name) => `perform setval('"${name}"', 1, false);`);
  return `do $$ begin ${deletes.join(' ')} ${restarts.join(' ')} end $$`;
}

/** Empties every application table (ids restart, so the world keeps its ids) and builds the world. */
export async function buildWorld(t: TestApp): Promise<World> {
  if (!resets.has(t)) resets.set(t, resetStatement(t));
  await t.db.execute(sql.raw(await (resets.get(t) as Promise<string>)));

  if (!hashOnce.has(PASSWORD)) hashOnce.set(PASSWORD, hashPassword(PASSWORD));
  const passwordHash = await (hashOnce.get(PASSWORD) as Promise<string>);
  const tokens =
    tokensOf.get(t) ??
    ({
      customer: newApiToken(),
      customer2: newApiToken(),
      owner: newApiToken(),
      owner2: newApiToken(),
      owner3: newApiToken(),
      admin: newApiToken(),
    } as World['tokens']);
  tokensOf.set(t, tokens);

  const kinds = {
    customer: 'customer',
    customer2: 'customer',
    owner: 'restaurant',
    owner2: 'restaurant',
    owner3: 'restaurant',
    admin: 'admin',
  } as const;
  const names2 = Object.keys(kinds) as (keyof typeof kinds)[];
  const userRows = await t.db
    .insert(users)
    .values(
      names2.map((name) => ({
        username: `fuzz_${name}`,
        email: `${name}@fuzz.example.com`,
        passwordHash,
        firstName: 'Fuzz',
        lastName: 'Tester',
        userType: kinds[name],
        address: '12 Nile St, Cairo',
      })),
    )
    .returning({ id: users.id });
  const userIds = Object.fromEntries(names2.map((name, i) => [name, userRows[i]!.id])) as World['userIds'];
  const profileRows = await t.db
    .insert(profiles)
    .values(userRows.map((u) => ({ userId: u.id, bio: 'Hungry' })))
    .returning({ id: profiles.id });
  await t.db
    .insert(authTokens)
    .values(names2.map((name) => ({ userId: userIds[name], tokenHash: hashToken(tokens[name]) })));

  const restaurantValues = {
    description: 'Good food',
    address: '1 Nile St',
    phoneNumber: '+20 100 000 0000',
    openingTime: '00:00',
    closingTime: '00:00',
    // Open all day every day (ADR 026: a restaurant without periods never takes orders).
    openingHours: everyDay('00:00', '00:00'),
  };
  const [r1, r2] = await t.db
    .insert(restaurants)
    .values([
      { ...restaurantValues, ownerId: userIds.owner, name: 'Fuzz Kitchen', isApproved: true },
      { ...restaurantValues, ownerId: userIds.owner2, name: 'Pending Place', isApproved: null },
    ])
    .returning({ id: restaurants.id });
  const restaurant = r1!.id;
  const pendingRestaurant = r2!.id;
  const ingredientRows = await t.db
    .insert(ingredients)
    .values([
      { restaurantId: restaurant, name: 'Flour', unit: 'g', quantity: 100000, pricePerUnitCents: 2 },
      {
        restaurantId: restaurant,
        name: 'Tomato',
        unit: 'unit',
        quantity: 500,
        pricePerUnitCents: 40,
        isAllergen: true,
        allergenType: 'other',
      },
      { restaurantId: restaurant, name: 'Saffron', unit: 'g', quantity: 0, pricePerUnitCents: 900, isAvailable: false },
      { restaurantId: pendingRestaurant, name: 'Rice', unit: 'kg', quantity: 50, pricePerUnitCents: 300 },
    ])
    .returning({ id: ingredients.id });
  const ingredientIds = ingredientRows.map((r) => r.id);
  const [c1] = await t.db
    .insert(categories)
    .values({ name: 'Mains', description: 'Big plates' })
    .returning({ id: categories.id });
  const mealRows = await t.db
    .insert(meals)
    .values([
      {
        restaurantId: restaurant,
        categoryId: c1!.id,
        name: 'Flatbread',
        description: 'Warm',
        basePriceCents: 800,
        isCustomizable: true,
      },
      { restaurantId: restaurant, name: 'Salad', description: 'Fresh', basePriceCents: 650 },
      { restaurantId: pendingRestaurant, name: 'Pilaf', description: 'Slow cooked', basePriceCents: 900 },
    ])
    .returning({ id: meals.id });
  const [meal, plainMeal, pendingMeal] = mealRows.map((r) => r.id) as [number, number, number];
  await t.db.insert(mealIngredients).values([
    { mealId: meal, ingredientId: ingredientIds[0]!, quantity: 200 },
    { mealId: meal, ingredientId: ingredientIds[1]!, quantity: 1, isOptional: true, additionalPriceCents: 50 },
    { mealId: plainMeal, ingredientId: ingredientIds[1]!, quantity: 2 },
    { mealId: pendingMeal, ingredientId: ingredientIds[3]!, quantity: 0.25 },
  ]);
  const [extras] = await t.db
    .insert(mealOptionGroups)
    .values({ mealId: meal, position: 0, name: 'Extras', maxChoices: 2, freeChoices: 1 })
    .returning({ id: mealOptionGroups.id });
  const optionRows = await t.db
    .insert(mealOptions)
    .values([
      {
        groupId: extras!.id,
        mealId: meal,
        position: 0,
        name: 'Cheese',
        priceDeltaCents: 150,
        ingredientId: ingredientIds[0]!,
        quantity: 20,
      },
      { groupId: extras!.id, mealId: meal, position: 1, name: 'No onions' },
    ])
    .returning({ id: mealOptions.id });
  const customRows = await t.db
    .insert(customMeals)
    .values([
      { userId: userIds.customer, restaurantId: restaurant, baseMealId: meal, name: 'My bread', isPublic: true },
      { userId: userIds.customer, restaurantId: restaurant, name: 'Secret salad', isPublic: false },
    ])
    .returning({ id: customMeals.id });
  const [publicCustomMeal, privateCustomMeal] = customRows.map((r) => r.id) as [number, number];
  await t.db.insert(customMealIngredients).values([
    { customMealId: publicCustomMeal, ingredientId: ingredientIds[0]!, quantity: 150 },
    { customMealId: publicCustomMeal, ingredientId: ingredientIds[1]!, quantity: 2 },
    { customMealId: privateCustomMeal, ingredientId: ingredientIds[1]!, quantity: 3 },
  ]);
  const comment = 'A perfectly fine review.';
  const [rr] = await t.db
    .insert(restaurantReviews)
    .values({ userId: userIds.customer, restaurantId: restaurant, rating: 4, comment })
    .returning({ id: restaurantReviews.id });
  const [mr] = await t.db
    .insert(mealReviews)
    .values({ userId: userIds.customer, mealId: meal, rating: 5, comment })
    .returning({ id: mealReviews.id });
  const [cr] = await t.db
    .insert(customMealReviews)
    .values({ userId: userIds.customer2, customMealId: publicCustomMeal, rating: 3, comment })
    .returning({ id: customMealReviews.id });
  const [a1] = await t.db
    .insert(areas)
    .values([
      { name: 'Zamalek', nameAr: 'الزمالك', city: 'Cairo' },
      { name: 'Old Town', city: 'Cairo', isRetired: true },
    ])
    .returning({ id: areas.id });
  const [ad1] = await t.db
    .insert(addresses)
    .values({ userId: userIds.customer, areaId: a1!.id, street: '5 Nile St', phone: '01012345678', isDefault: true })
    .returning({ id: addresses.id });
  const [fav] = await t.db
    .insert(favourites)
    .values({ userId: userIds.customer, restaurantId: restaurant })
    .returning({ id: favourites.id });
  await t.db.insert(passwordResets).values({
    userId: userIds.customer2,
    tokenHash: hashToken('fuzz-reset'),
    expiresAt: new Date(Date.now() + 3600_000),
  });

  // The order goes through the API so its payment, stock and owner notification are what the server writes.
  const placed = await call(t, 'POST', '/api/orders/orders/', {
    token: tokens.customer,
    body: {
      restaurant,
      delivery_address: '12 Nile St',
      payment_method: 'cash',
      items: [
        { meal, quantity: 1 },
        { custom_meal: publicCustomMeal, quantity: 1 },
      ],
    },
  });
  if (placed.status !== 201) throw new Error(`world order: ${placed.status} ${placed.text}`);
  const clientSecret = 'pi_fuzz_secret_0001';
  await t.db
    .insert(paymentIntents)
    .values({ id: 'pi_fuzz_0001', userId: userIds.customer, provider: 'test', amountCents: 1450, clientSecret });
  const noteRows = await t.db
    .insert(notifications)
    .values([
      { recipientId: userIds.customer, notificationType: 'other', title: 'Hello', message: 'Welcome' },
      { recipientId: userIds.owner, notificationType: 'other', title: 'Hi', message: 'Welcome', isRead: true },
    ])
    .returning({ id: notifications.id });
  const world: World = {
    tokens,
    userIds,
    profileIds: profileRows.map((p) => p.id),
    restaurant,
    pendingRestaurant,
    ingredients: ingredientIds.slice(0, 3),
    otherIngredient: ingredientIds[3]!,
    category: c1!.id,
    meal,
    mealOptions: optionRows.map((o) => o.id),
    mealOptionGroup: extras!.id,
    plainMeal,
    pendingMeal,
    publicCustomMeal,
    privateCustomMeal,
    restaurantReview: rr!.id,
    mealReview: mr!.id,
    customMealReview: cr!.id,
    area: a1!.id,
    address: ad1!.id,
    favourite: fav!.id,
    order: placed.body.id,
    notifications: noteRows.map((n) => n.id),
    clientSecret,
    ids: [],
  };
  world.ids = [
    ...Object.values(userIds),
    ...world.profileIds,
    ...ingredientIds,
    restaurant,
    pendingRestaurant,
    world.category,
    meal,
    ...world.mealOptions,
    world.mealOptionGroup,
    plainMeal,
    pendingMeal,
    publicCustomMeal,
    privateCustomMeal,
    world.restaurantReview,
    world.mealReview,
    world.customMealReview,
    world.area,
    world.address,
    world.favourite,
    world.order,
    ...world.notifications,
  ];
  world.ids = [...new Set(world.ids)];
  return world;
}
