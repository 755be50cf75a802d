import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../apps/server/src/db/client.js';
import { authTokens } from '../../apps/server/src/db/schema.js';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.js';
import { hashToken } from '../../apps/server/src/modules/auth/tokens.js';
import { writeAllOrderTexts } from '../../apps/server/src/modules/orders/texts.js';

/** The benchmark's dataset size (issue 8). */
export const SIZE = {
  restaurants: 200,
  ingredientsPerRestaurant: 100,
  mealsPerRestaurant: 50,
  linesPerMeal: 5,
  customers: 5000,
  customMeals: 2000,
  mealReviewsPerCustomer: 16,
  restaurantReviewsPerCustomer: 2,
  customMealReviewsPerCustomer: 2,
  ordersPerCustomer: 10,
  notificationsPerCustomer: 10,
  /** Issue #21: districts, and how many of them each restaurant delivers to. */
  areas: 40,
  areasPerRestaurant: 8,
  /**
   * Issue #22: the first meals of each restaurant have a required "Size" and an optional "Extras" (up to 2, one
   * free), three options each, one of each taking stock (optionId gives their ids).
   */
  mealsWithOptions: 10,
  optionsPerGroup: 3,
} as const;

/**
 * The id of option `k` (0–2) of group `g` (0 Size, 1 Extras) of meal `m` (1-based, ≤ mealsWithOptions) of restaurant
 * `r`: the dataset inserts them in that order into a fresh database.
 */
export const optionId = (r: number, m: number, g: 0 | 1, k: number) =>
  (((r - 1) * SIZE.mealsWithOptions + (m - 1)) * 2 + g) * SIZE.optionsPerGroup + k + 1;

/** Issue #23: the write mix's promo codes, the platform-wide one and restaurant r's own. */
export const BENCH_PLATFORM_CODE = 'BENCH10';
export const restaurantCode = (r: number) => `R${r}OFF`;

/** Deterministic 40-hex API token of bench user n, so the load generator can sign requests. */
export const benchToken = (kind: string, n: number) => createHash('sha1').update(`bench-${kind}-${n}`).digest('hex');

/** A constant of the dataset, written into the SQL (parameters would leave generate_series untyped). */
const n = (value: number) => sql.raw(String(Math.trunc(value)));

/**
 * Fills an empty, migrated database with the benchmark's dataset using set-based SQL
 * (generate_series), so 300,000 rows take seconds rather than minutes. Every check and trigger runs,
 * as for any other write; the orders' texts are then written as the orders module writes them (ADR 015).
 */
export async function seedDataset(database: Database): Promise<void> {
  const hash = await hashPassword('Bench1234');
  await database.db.transaction((db) => fill(db, hash));
  // Planned with the real row counts.
  await database.db.execute(sql`analyze`);
  await writeAllOrderTexts(database.db);
  // VACUUM sets the visibility map, so index-only scans work from the first request as they would
  // on a database that autovacuum has visited; ANALYZE gives the planner the real row counts.
  await database.db.execute(sql`vacuum analyze`);
}

async function fill(db: Tx, hash: string): Promise<void> {
  const s = SIZE;
  const run = (query: ReturnType<typeof sql>) => db.execute(query);

  await run(sql`insert into users (username, email, password_hash, first_name, last_name, user_type, address)
    select 'cust' || g, 'cust' || g || '@bench.local', ${hash}, 'Bench', 'Customer', 'customer', g || ' Bench Street'
    from generate_series(1, ${n(s.customers)}) g`);
  await run(sql`insert into users (username, email, password_hash, first_name, last_name, user_type)
    select 'owner' || g, 'owner' || g || '@bench.local', ${hash}, 'Bench', 'Owner', 'restaurant'
    from generate_series(1, ${n(s.restaurants)}) g`);
  await run(sql`insert into users (username, email, password_hash, first_name, last_name, user_type)
    values ('benchadmin', 'admin@bench.local', ${hash}, 'Bench', 'Admin', 'admin')`);
  await run(sql`insert into profiles (user_id) select id from users`);

  // Customers are users 1..C, owners C+1..C+R, the admin C+R+1.
  const C = s.customers;
  const R = s.restaurants;
  await run(sql`insert into restaurants (owner_id, name, description, address, phone_number, opening_time, closing_time, opening_hours, is_active, is_approved)
    select ${n(C)} + g, 'Bench Restaurant ' || g, 'A restaurant of the benchmark, number ' || g || '.', 'Street ' || (g % 40) || ', City ' || (g % 12),
      '+20 2 1234 ' || lpad(g::text, 4, '0'), '00:00', '00:00',
      (select jsonb_agg(jsonb_build_object('weekday', d, 'opens', '00:00', 'closes', '00:00')) from generate_series(0, 6) d), true, true
    from generate_series(1, ${n(R)}) g`);
  await run(
    sql`insert into areas (name, city) select 'Area ' || g, 'City ' || (g % 4) from generate_series(1, ${n(s.areas)}) g`,
  );
  // Restaurant r delivers to 8 consecutive areas from r mod 40, so every area has 40 restaurants; a low minimum keeps
  // the write mix's orders above it.
  await run(sql`insert into restaurant_delivery_areas (restaurant_id, area_id, fee_cents, minimum_order_cents, delivery_minutes)
    select r, 1 + ((r + k) % ${n(s.areas)}), 1000 + (r % 5) * 500, 1000, 20 + (r % 4) * 5
    from generate_series(1, ${n(R)}) r, generate_series(0, ${n(s.areasPerRestaurant - 1)}) k`);
  // Issue #23: a platform-wide campaign code (one row every order with it locks) and each restaurant's own code.
  await run(sql`insert into promotions (code, kind, value, max_discount_cents)
    values (${BENCH_PLATFORM_CODE}, 'percent', 1000, 2000)`);
  await run(sql`insert into promotions (code, restaurant_id, kind, value)
    select 'R' || r || 'OFF', r, 'fixed', 300 from generate_series(1, ${n(R)}) r`);
  await run(sql`insert into categories (name, description) select 'Category ' || g, '' from generate_series(1, 10) g`);
  const I = s.ingredientsPerRestaurant;
  await run(sql`insert into ingredients (restaurant_id, name, description, unit, quantity, price_per_unit_cents, is_available, is_allergen, allergen_type)
    select r, 'Ingredient ' || i, 'Bench ingredient', 'g', 100000000, 1 + (i % 7), true, (i % 10 = 0), case when i % 10 = 0 then 'gluten' end
    from generate_series(1, ${n(R)}) r, generate_series(1, ${n(I)}) i order by r, i`);
  const M = s.mealsPerRestaurant;
  await run(sql`insert into meals (restaurant_id, category_id, name, description, base_price_cents, preparation_time, is_available)
    select r, 1 + ((r * ${n(M)} + m) % 10), 'Meal ' || r || '-' || m, 'A meal of the benchmark with a description of ordinary length.', 500 + ((r * 31 + m * 17) % 4500), 20, true
    from generate_series(1, ${n(R)}) r, generate_series(1, ${n(M)}) m order by r, m`);
  // Meal (r, m) has id (r-1)*M + m; ingredient (r, i) has id (r-1)*I + i.
  await run(sql`insert into meal_ingredients (meal_id, ingredient_id, quantity)
    select (r - 1) * ${n(M)} + m, (r - 1) * ${n(I)} + 1 + ((m * ${n(s.linesPerMeal)} + k) % ${n(I)}), 10
    from generate_series(1, ${n(R)}) r, generate_series(1, ${n(M)}) m, generate_series(0, ${n(s.linesPerMeal - 1)}) k`);
  const OM = s.mealsWithOptions;
  await run(sql`insert into meal_option_groups (meal_id, position, name, min_choices, max_choices, free_choices)
    select (r - 1) * ${n(M)} + m, g, (array['Size', 'Extras'])[g + 1], 1 - g, 1 + g, g
    from generate_series(1, ${n(R)}) r, generate_series(1, ${n(OM)}) m, generate_series(0, 1) g order by r, m, g`);
  // Large takes 10 of one of the restaurant's ingredients, Cheese 5 of another; Small is a discount.
  await run(sql`insert into meal_options (group_id, meal_id, position, name, price_delta_cents, ingredient_id, quantity)
    select ((r - 1) * ${n(OM)} + m - 1) * 2 + g + 1, (r - 1) * ${n(M)} + m, k,
      (array['Small', 'Regular', 'Large', 'Cheese', 'Olives', 'Sauce'])[g * 3 + k + 1],
      (array[-100, 0, 250, 150, 100, 50])[g * 3 + k + 1],
      case when k = 2 - 2 * g then (r - 1) * ${n(I)} + 1 + ((m + 50 * g) % ${n(I)}) end,
      case when k = 2 - 2 * g then 10 - 5 * g end
    from generate_series(1, ${n(R)}) r, generate_series(1, ${n(OM)}) m, generate_series(0, 1) g,
      generate_series(0, ${n(s.optionsPerGroup - 1)}) k
    order by r, m, g, k`);
  await run(sql`insert into custom_meals (user_id, restaurant_id, name, description, is_public)
    select 1 + (g % ${n(C)}), 1 + (g % ${n(R)}), 'Custom ' || g, 'A shared custom meal', true from generate_series(1, ${n(s.customMeals)}) g`);
  await run(sql`insert into custom_meal_ingredients (custom_meal_id, ingredient_id, quantity)
    select g, (1 + (g % ${n(R)}) - 1) * ${n(I)} + 1 + k, 20 from generate_series(1, ${n(s.customMeals)}) g, generate_series(0, 2) k`);
  await run(sql`insert into meal_reviews (user_id, meal_id, rating, comment)
    select u, 1 + ((u * 37 + k * 503) % (${n(R)} * ${n(M)})), 1 + ((u + k) % 5), 'A benchmark review of reasonable length.'
    from generate_series(1, ${n(C)}) u, generate_series(0, ${n(s.mealReviewsPerCustomer - 1)}) k`);
  await run(sql`insert into restaurant_reviews (user_id, restaurant_id, rating, comment)
    select u, 1 + ((u + k * 101) % ${n(R)}), 1 + ((u * 3 + k) % 5), 'A benchmark review of a restaurant.'
    from generate_series(1, ${n(C)}) u, generate_series(0, ${n(s.restaurantReviewsPerCustomer - 1)}) k`);
  await run(sql`insert into custom_meal_reviews (user_id, custom_meal_id, rating, comment)
    select u, 1 + ((u * 7 + k * 997) % ${n(s.customMeals)}), 1 + ((u + 2 * k) % 5), 'A benchmark review of a custom meal.'
    from generate_series(1, ${n(C)}) u, generate_series(0, ${n(s.customMealReviewsPerCustomer - 1)}) k
    where (select user_id from custom_meals where id = 1 + ((u * 7 + k * 997) % ${n(s.customMeals)})) <> u`);
  const O = s.ordersPerCustomer;
  await run(sql`insert into orders (user_id, user_username, restaurant_id, restaurant_name, status, total_price_cents, subtotal_cents, payment_method, delivery_address, created_at)
    select u, 'cust' || u, 1 + ((u * 13 + k) % ${n(R)}), 'Bench Restaurant ' || (1 + ((u * 13 + k) % ${n(R)})),
      (array['pending','confirmed','preparing','ready','delivered','cancelled'])[1 + ((u + k) % 6)], 2000, 2000, 'cash', u || ' Bench Street',
      now() - ((u + k * 7) % 30) * interval '1 day'
    from generate_series(1, ${n(C)}) u, generate_series(0, ${n(O - 1)}) k`);
  await run(sql`insert into order_items (order_id, meal_id, kind, name, quantity, price_cents)
    select o.id, (o.restaurant_id - 1) * ${n(M)} + 1 + j, 'meal', 'Meal', 1, 1000 from orders o, generate_series(0, 1) j`);
  await run(sql`insert into payments (order_id, payment_method, amount_cents, status, payment_date)
    select id, 'cash', total_price_cents, 'pending', created_at from orders`);
  await run(sql`insert into notifications (recipient_id, notification_type, title, message, is_read)
    select u, 'other', 'Bench notification', 'Something happened to order ' || k, (k % 2 = 0)
    from generate_series(1, ${n(C)}) u, generate_series(1, ${n(s.notificationsPerCustomer)}) k`);

  const tokens = [
    ...Array.from({ length: C }, (_, i) => ({ userId: i + 1, tokenHash: hashToken(benchToken('cust', i + 1)) })),
    ...Array.from({ length: R }, (_, i) => ({ userId: C + i + 1, tokenHash: hashToken(benchToken('owner', i + 1)) })),
    { userId: C + R + 1, tokenHash: hashToken(benchToken('admin', 1)) },
  ];
  for (let i = 0; i < tokens.length; i += 1000) await db.insert(authTokens).values(tokens.slice(i, i + 1000));
}
