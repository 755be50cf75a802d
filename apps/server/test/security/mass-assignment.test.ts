/**
 * Mass assignment: every field API.md says a caller may not write (§1.3: ignored, or refused where an
 * endpoint says so) is sent, and the stored row is read back to prove it did not take the value.
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, addArea, addressBody } from '../../src/modules/addresses/fixtures.js';
import { cashOrder } from '../../src/modules/orders/fixtures.js';
import { call, createTestApp, type Reply, rows, type TestApp, type TestUser } from '../helpers.js';
import { buildWorld, unique, type World } from './world.js';

interface Outcome {
  reply: Reply;
  /** The statuses API.md allows: the write is ignored (2xx) or refused (4xx). */
  allowed: number[];
  stored: unknown;
  expected: unknown;
}

interface Probe {
  /** `<endpoint>: <field>` */
  name: string;
  run(w: World): Promise<Outcome>;
}

/** The change goes through with the field ignored. */
const IGNORED = [200];
const FORBIDDEN = [403];
const INVALID = [400];
const NOT_ALLOWED = [405];

let t: TestApp;
const one = async (query: SQL) => Object.values((await rows<Record<string, unknown>>(t, query))[0] ?? {})[0];
const send = (user: TestUser | undefined, method: 'POST' | 'PUT' | 'PATCH', url: string, body: unknown) =>
  call(t, method, url, { token: user?.token, body });

const password = 'Passw0rdX';
const account = (username: string, extra: Record<string, unknown>) => ({
  username,
  email: `${username}@example.com`,
  password,
  password2: password,
  first_name: 'Mass',
  last_name: 'Assignment',
  ...extra,
});
const restaurantForm = {
  name: 'Probe Kitchen',
  description: 'Cooked by the mass-assignment probes',
  address: '1 Test St',
  phone_number: '0123456789',
  opening_time: '08:00',
  closing_time: '22:00',
};
const cardLess = (w: World, extra: Record<string, unknown> = {}, item: Record<string, unknown> = {}) =>
  cashOrder(w.ids.restaurant!, [{ meal: w.ids.meal, quantity: 1, ...item }], extra);
const customMealBody = (w: World, extra: Record<string, unknown> = {}) => ({
  name: `Probe bowl ${unique()}`,
  restaurant: w.ids.restaurant,
  ingredients: [{ ingredient: w.ids.ingredient, quantity: 2 }],
  ...extra,
});

/** A new owner with a restaurant in the given approval state. */
const ownedRestaurant = (w: World, isApproved: boolean | null) => w.make.restaurant(isApproved);
const restaurantColumn = (id: number, column: string) =>
  one(sql`select ${sql.identifier(column)} from restaurants where id = ${id}`);

const users: Probe[] = [
  {
    name: 'PATCH /api/users/users/{me}/: user_type',
    async run(w) {
      const me = await w.make.user('customer');
      const reply = await send(me, 'PATCH', `/api/users/users/${me.id}/`, { user_type: 'admin' });
      return {
        reply,
        allowed: FORBIDDEN,
        stored: await one(sql`select user_type from users where id = ${me.id}`),
        expected: 'customer',
      };
    },
  },
  {
    name: 'PUT /api/users/{me}/ (alias): user_type',
    async run(w) {
      const me = await w.make.user('restaurant');
      const reply = await send(me, 'PUT', `/api/users/${me.id}/`, { user_type: 'admin' });
      return {
        reply,
        allowed: FORBIDDEN,
        stored: await one(sql`select user_type from users where id = ${me.id}`),
        expected: 'restaurant',
      };
    },
  },
  {
    name: "PATCH /api/users/users/{other}/ (admin): language, the user's own choice",
    async run(w) {
      const other = await w.make.user('customer');
      const reply = await send(w.users.admin, 'PATCH', `/api/users/users/${other.id}/`, {
        language: 'ar',
        first_name: 'Probed',
      });
      return {
        reply,
        allowed: IGNORED,
        stored: await one(sql`select language from users where id = ${other.id}`),
        expected: null,
      };
    },
  },
  {
    name: 'POST /api/users/update-profile/: user_type',
    async run(w) {
      const me = await w.make.user('customer');
      const reply = await send(me, 'POST', '/api/users/update-profile/', { user_type: 'admin', first_name: 'Probed' });
      return {
        reply,
        allowed: IGNORED,
        stored: await one(sql`select user_type from users where id = ${me.id}`),
        expected: 'customer',
      };
    },
  },
  {
    name: 'POST /api/users/register/ (visitor): user_type admin',
    async run() {
      const username = `probe_admin_${unique()}`;
      const reply = await send(undefined, 'POST', '/api/users/register/', account(username, { user_type: 'admin' }));
      return {
        reply,
        allowed: INVALID,
        stored: await one(sql`select count(*)::int from users where username = ${username}`),
        expected: 0,
      };
    },
  },
  {
    name: 'POST /api/users/register/ (customer): user_type admin',
    async run(w) {
      const username = `probe_admin_${unique()}`;
      const reply = await send(
        w.users.customer,
        'POST',
        '/api/users/register/',
        account(username, { user_type: 'admin' }),
      );
      return {
        reply,
        allowed: INVALID,
        stored: await one(sql`select count(*)::int from users where username = ${username}`),
        expected: 0,
      };
    },
  },
  {
    name: 'PATCH /api/profiles/{mine}/: user',
    async run(w) {
      const me = await w.make.user('customer');
      const profile = await one(sql`select id from profiles where user_id = ${me.id}`);
      const reply = await send(me, 'PATCH', `/api/profiles/${profile}/`, {
        user: w.users.another_customer.id,
        bio: 'Probed',
      });
      return {
        reply,
        allowed: IGNORED,
        stored: await one(sql`select user_id from profiles where id = ${profile}`),
        expected: me.id,
      };
    },
  },
];

const restaurantCreate = (
  field: string,
  value: (w: World) => unknown,
  column: string,
  expected: (owner: TestUser) => unknown,
): Probe => ({
  name: `POST /api/restaurants/restaurants/ (owner): ${field}`,
  async run(w) {
    const owner = await w.make.user('restaurant');
    const reply = await send(owner, 'POST', '/api/restaurants/restaurants/', { ...restaurantForm, [field]: value(w) });
    const id = await one(sql`select id from restaurants where owner_id = ${owner.id}`);
    const stored = id === undefined ? 'no restaurant' : await restaurantColumn(Number(id), column);
    return { reply, allowed: [201], stored, expected: expected(owner) };
  },
});

const restaurantUpdate = (
  field: string,
  value: (w: World) => unknown,
  column: string,
  state: boolean | null,
  expected: (owner: TestUser) => unknown,
): Probe => ({
  name: `PATCH /api/restaurants/restaurants/{own ${state === null ? 'pending' : state ? 'approved' : 'rejected'}}/ (owner): ${field}`,
  async run(w) {
    const { owner, id } = await ownedRestaurant(w, state);
    const reply = await send(owner, 'PATCH', `/api/restaurants/restaurants/${id}/`, { [field]: value(w) });
    return { reply, allowed: IGNORED, stored: await restaurantColumn(id, column), expected: expected(owner) };
  },
});

const restaurants: Probe[] = [
  restaurantCreate(
    'is_approved',
    () => true,
    'is_approved',
    () => null,
  ),
  restaurantCreate(
    'rejection_reason',
    () => 'Self-declared',
    'rejection_reason',
    () => null,
  ),
  restaurantCreate(
    'owner_id',
    (w) => w.users.another_owner.id,
    'owner_id',
    (owner) => owner.id,
  ),
  restaurantCreate(
    'owner',
    (w) => w.users.another_owner.id,
    'owner_id',
    (owner) => owner.id,
  ),
  restaurantUpdate(
    'is_approved',
    () => true,
    'is_approved',
    null,
    () => null,
  ),
  restaurantUpdate(
    'is_approved',
    () => null,
    'is_approved',
    false,
    () => false,
  ),
  restaurantUpdate(
    'is_approved',
    () => false,
    'is_approved',
    true,
    () => true,
  ),
  restaurantUpdate(
    'rejection_reason',
    () => 'Self-declared',
    'rejection_reason',
    null,
    () => null,
  ),
  restaurantUpdate(
    'owner_id',
    (w) => w.users.another_customer.id,
    'owner_id',
    null,
    (owner) => owner.id,
  ),
  restaurantUpdate(
    'owner',
    (w) => w.users.another_customer.id,
    'owner_id',
    null,
    (owner) => owner.id,
  ),
  // Issue #21: the pause is only set by POST …/pause/, never by the form.
  restaurantCreate(
    'paused_until',
    () => '2030-01-01T00:00:00Z',
    'paused_until',
    () => null,
  ),
  restaurantUpdate(
    'paused_until',
    () => '2030-01-01T00:00:00Z',
    'paused_until',
    true,
    () => null,
  ),
  {
    name: 'POST /api/restaurants/restaurants/{own pending}/pause/ (owner): is_approved',
    async run(w) {
      const { owner, id } = await ownedRestaurant(w, null);
      const reply = await send(owner, 'POST', `/api/restaurants/restaurants/${id}/pause/`, {
        minutes: 15,
        is_approved: true,
        owner_id: w.users.another_owner.id,
      });
      const stored = `${await restaurantColumn(id, 'is_approved')},${await restaurantColumn(id, 'owner_id')}`;
      return { reply, allowed: IGNORED, stored, expected: `null,${owner.id}` };
    },
  },
  {
    name: "PUT /api/restaurants/restaurants/{own}/delivery-areas/ (owner): restaurant of another's",
    async run(w) {
      const { owner, id } = await ownedRestaurant(w, true);
      const area = await addArea(w.t);
      const reply = await send(owner, 'PUT', `/api/restaurants/restaurants/${id}/delivery-areas/`, [
        { area, fee: '10', minimum_order: '50', delivery_minutes: 20, restaurant: w.ids.restaurant },
      ]);
      const stored = await one(
        sql`select string_agg(restaurant_id::text, ',') from restaurant_delivery_areas where area_id = ${area}`,
      );
      return { reply, allowed: IGNORED, stored, expected: String(id) };
    },
  },
  // A picture is only ever an upload: a stored file's path sent as text would point the cover at another's file.
  {
    name: 'POST /api/restaurants/restaurants/ (owner): cover as a stored path',
    async run(w) {
      const owner = await w.make.user('restaurant');
      const reply = await send(owner, 'POST', '/api/restaurants/restaurants/', {
        ...restaurantForm,
        cover: await w.make.mediaFile(),
      });
      const id = await one(sql`select id from restaurants where owner_id = ${owner.id}`);
      return { reply, allowed: INVALID, stored: id ?? 'no restaurant', expected: 'no restaurant' };
    },
  },
  {
    name: 'PATCH /api/restaurants/restaurants/{own approved}/ (owner): cover as a stored path',
    async run(w) {
      const { owner, id } = await ownedRestaurant(w, true);
      const reply = await send(owner, 'PATCH', `/api/restaurants/restaurants/${id}/`, {
        cover: await w.make.mediaFile(),
      });
      return { reply, allowed: INVALID, stored: await restaurantColumn(id, 'cover'), expected: null };
    },
  },
  {
    name: 'POST /api/restaurants/restaurants/ (admin): is_approved false',
    async run(w) {
      const owner = await w.make.user('restaurant');
      const reply = await send(w.users.admin, 'POST', '/api/restaurants/restaurants/', {
        ...restaurantForm,
        owner_id: owner.id,
        is_approved: false,
        rejection_reason: 'Set at creation',
      });
      const stored = await one(sql`select is_approved from restaurants where owner_id = ${owner.id}`);
      return { reply, allowed: [201], stored, expected: true };
    },
  },
];

/** A meal or ingredient moved to another restaurant by its owner or an admin: refused, stays put. */
const move = (kind: 'meals' | 'ingredients', who: 'owner' | 'admin'): Probe => ({
  name: `PATCH /api/${kind === 'meals' ? 'meals/meals' : 'restaurants/ingredients'}/{id}/ (${who}): restaurant`,
  async run(w) {
    const id = kind === 'meals' ? await w.make.meal() : await w.make.ingredient();
    const url = kind === 'meals' ? `/api/meals/meals/${id}/` : `/api/restaurants/ingredients/${id}/`;
    const reply = await send(w.users[who], 'PATCH', url, { restaurant: w.ids.pending_restaurant });
    const stored = await one(sql`select restaurant_id from ${sql.identifier(kind)} where id = ${id}`);
    return { reply, allowed: INVALID, stored, expected: w.ids.restaurant };
  },
});

/** An owner creating a meal or ingredient in someone else's restaurant: refused, nothing stored. */
const plant = (kind: 'meals' | 'ingredients'): Probe => ({
  name: `POST /api/${kind === 'meals' ? 'meals/meals' : 'restaurants/ingredients'}/ (another owner): restaurant`,
  async run(w) {
    const name = `Planted ${unique()}`;
    const body =
      kind === 'meals'
        ? { name, description: 'Planted', base_price: '1.00', restaurant: w.ids.restaurant }
        : { name, unit: 'g', price_per_unit: '0.10', quantity: 1, restaurant: w.ids.restaurant };
    const url = kind === 'meals' ? '/api/meals/meals/' : '/api/restaurants/ingredients/';
    const reply = await send(w.users.another_owner, 'POST', url, body);
    const stored = await one(sql`select count(*)::int from ${sql.identifier(kind)} where name = ${name}`);
    return { reply, allowed: FORBIDDEN, stored, expected: 0 };
  },
});

/** Another owner writing the Arabic twin of someone else's meal or ingredient (issue #20): refused, unchanged. */
const translate = (kind: 'meals' | 'ingredients'): Probe => ({
  name: `PATCH /api/${kind === 'meals' ? 'meals/meals' : 'restaurants/ingredients'}/{id}/ (another owner): name_ar`,
  async run(w) {
    const id = kind === 'meals' ? await w.make.meal() : await w.make.ingredient();
    const url = kind === 'meals' ? `/api/meals/meals/${id}/` : `/api/restaurants/ingredients/${id}/`;
    const reply = await send(w.users.another_owner, 'PATCH', url, { name_ar: 'مزروع' });
    const stored = await one(sql`select name_ar from ${sql.identifier(kind)} where id = ${id}`);
    return { reply, allowed: FORBIDDEN, stored, expected: null };
  },
});

/** Menu options (issue #22): what a meal's body may not write through `option_groups`. */
const options: Probe[] = [
  {
    name: 'PATCH /api/meals/meals/{id}/: option_groups[].options[] available, meal, group, ingredient_name',
    async run(w) {
      const id = await w.make.meal();
      const name = `Probe option ${unique()}`;
      const reply = await send(w.users.owner, 'PATCH', `/api/meals/meals/${id}/`, {
        option_groups: [
          {
            name: 'Extras',
            meal: w.ids.pending_meal,
            options: [
              { name, available: false, meal: w.ids.pending_meal, group: 1, ingredient_name: 'Gold', meal_id: 1 },
            ],
          },
        ],
      });
      const stored = await one(sql`select meal_id || ',' || is_available from meal_options where name = ${name}`);
      return { reply, allowed: IGNORED, stored, expected: `${id},true` };
    },
  },
  {
    name: "PATCH /api/meals/meals/{id}/: option_groups[].options[].id of another restaurant's meal",
    async run(w) {
      const id = await w.make.meal();
      const reply = await send(w.users.owner, 'PATCH', `/api/meals/meals/${id}/`, {
        option_groups: [{ name: 'Extras', options: [{ id: w.ids.pending_meal_option, name: 'Taken over' }] }],
      });
      const stored = await one(
        sql`select meal_id::text || ' ' || name from meal_options where id = ${w.ids.pending_meal_option!}`,
      );
      return { reply, allowed: IGNORED, stored, expected: `${w.ids.pending_meal} Olives` };
    },
  },
  {
    name: 'PATCH /api/meals/meals/{id}/ (another owner): option_groups',
    async run(w) {
      const id = await w.make.meal();
      const reply = await send(w.users.another_owner, 'PATCH', `/api/meals/meals/${id}/`, {
        option_groups: [{ name: 'Planted', options: [{ name: 'Free', price_delta: '-1.00' }] }],
      });
      const stored = await one(sql`select count(*)::int from meal_option_groups where meal_id = ${id}`);
      return { reply, allowed: FORBIDDEN, stored, expected: 0 };
    },
  },
];

const menu: Probe[] = [
  ...options,
  translate('meals'),
  translate('ingredients'),
  move('meals', 'owner'),
  move('meals', 'admin'),
  move('ingredients', 'owner'),
  move('ingredients', 'admin'),
  plant('meals'),
  plant('ingredients'),
];

/** The custom meal's price as the API computes it from the ingredient's price (§4.1). */
const customMealPrice = async (w: World, id: number) =>
  (await call(t, 'GET', `/api/meals/custom-meals/${id}/`, { token: w.users.admin.token })).body.base_price;
const expectedBowlPrice = async (w: World) => {
  const cents = Number(await one(sql`select price_per_unit_cents from ingredients where id = ${w.ids.ingredient}`));
  return (Math.round(cents * 2) / 100).toFixed(2);
};

const customMeals: Probe[] = [
  {
    name: 'POST /api/meals/custom-meals/: user',
    async run(w) {
      const reply = await send(
        w.users.customer,
        'POST',
        '/api/meals/custom-meals/',
        customMealBody(w, { user: w.users.another_customer.id }),
      );
      const stored = await one(sql`select user_id from custom_meals where id = ${reply.body?.id ?? 0}`);
      return { reply, allowed: [201], stored, expected: w.users.customer.id };
    },
  },
  {
    name: 'POST /api/meals/custom-meals/: base_price',
    async run(w) {
      const reply = await send(
        w.users.customer,
        'POST',
        '/api/meals/custom-meals/',
        customMealBody(w, { base_price: '0.01', price: '0.01' }),
      );
      return {
        reply,
        allowed: [201],
        stored: await customMealPrice(w, reply.body?.id ?? 0),
        expected: await expectedBowlPrice(w),
      };
    },
  },
  {
    name: 'PATCH /api/meals/custom-meals/{own}/: user',
    async run(w) {
      const id = await w.make.customMeal(w.users.customer.id, true);
      const reply = await send(w.users.customer, 'PATCH', `/api/meals/custom-meals/${id}/`, {
        user: w.users.another_customer.id,
      });
      return {
        reply,
        allowed: IGNORED,
        stored: await one(sql`select user_id from custom_meals where id = ${id}`),
        expected: w.users.customer.id,
      };
    },
  },
  {
    name: 'PATCH /api/meals/custom-meals/{own}/: base_price',
    async run(w) {
      const reply = await send(w.users.customer, 'POST', '/api/meals/custom-meals/', customMealBody(w));
      const id = reply.body.id as number;
      const patched = await send(w.users.customer, 'PATCH', `/api/meals/custom-meals/${id}/`, { base_price: '0.01' });
      return {
        reply: patched,
        allowed: IGNORED,
        stored: await customMealPrice(w, id),
        expected: await expectedBowlPrice(w),
      };
    },
  },
  {
    name: 'PATCH /api/meals/custom-meals/{own}/: restaurant',
    async run(w) {
      const other = await w.make.restaurant(true);
      const id = await w.make.customMeal(w.users.customer.id, true);
      const reply = await send(w.users.customer, 'PATCH', `/api/meals/custom-meals/${id}/`, { restaurant: other.id });
      return {
        reply,
        allowed: INVALID,
        stored: await one(sql`select restaurant_id from custom_meals where id = ${id}`),
        expected: w.ids.restaurant,
      };
    },
  },
];

const reviews: Probe[] = [
  {
    name: 'POST /api/reviews/meal-reviews/: user',
    async run(w) {
      const meal = await w.make.meal();
      const reply = await send(w.users.customer, 'POST', '/api/reviews/meal-reviews/', {
        meal,
        rating: 5,
        comment: 'Written by the probes.',
        user: w.users.another_customer.id,
      });
      return {
        reply,
        allowed: [201],
        stored: await one(sql`select user_id from meal_reviews where meal_id = ${meal}`),
        expected: w.users.customer.id,
      };
    },
  },
  {
    name: 'PATCH /api/reviews/restaurant-reviews/{own}/: user',
    async run(w) {
      const { id: restaurant } = await w.make.restaurant(true);
      const id = await w.make.review('restaurant', w.users.customer.id, restaurant);
      const reply = await send(w.users.customer, 'PATCH', `/api/reviews/restaurant-reviews/${id}/`, {
        user: w.users.another_customer.id,
      });
      return {
        reply,
        allowed: IGNORED,
        stored: await one(sql`select user_id from restaurant_reviews where id = ${id}`),
        expected: w.users.customer.id,
      };
    },
  },
  {
    name: 'PATCH /api/reviews/meal-reviews/{own}/: meal',
    async run(w) {
      const [meal, other] = [await w.make.meal(), await w.make.meal()];
      const id = await w.make.review('meal', w.users.customer.id, meal);
      const reply = await send(w.users.customer, 'PATCH', `/api/reviews/meal-reviews/${id}/`, { meal: other });
      return {
        reply,
        allowed: INVALID,
        stored: await one(sql`select meal_id from meal_reviews where id = ${id}`),
        expected: meal,
      };
    },
  },
  {
    name: 'PATCH /api/reviews/custom-meal-reviews/{own}/: custom_meal',
    async run(w) {
      const [target, other] = [
        await w.make.customMeal(w.users.another_customer.id, true),
        await w.make.customMeal(w.users.another_customer.id, true),
      ];
      const id = await w.make.review('custom_meal', w.users.customer.id, target);
      const reply = await send(w.users.customer, 'PATCH', `/api/reviews/custom-meal-reviews/${id}/`, {
        custom_meal: other,
      });
      return {
        reply,
        allowed: INVALID,
        stored: await one(sql`select custom_meal_id from custom_meal_reviews where id = ${id}`),
        expected: target,
      };
    },
  },
];

const placeOrder = (w: World, body: unknown) => send(w.users.customer, 'POST', '/api/orders/orders/', body);
const orderColumn = (reply: Reply, query: (id: number) => SQL) => one(query(Number(reply.body?.id ?? 0)));
const mealPrice = (w: World) => one(sql`select base_price_cents from meals where id = ${w.ids.meal}`);

const orders: Probe[] = [
  {
    name: 'POST /api/orders/orders/: user',
    async run(w) {
      const reply = await placeOrder(w, cardLess(w, { user: w.users.another_customer.id }));
      return {
        reply,
        allowed: [201],
        stored: await orderColumn(reply, (id) => sql`select user_id from orders where id = ${id}`),
        expected: w.users.customer.id,
      };
    },
  },
  {
    name: "POST /api/orders/orders/: restaurant_name_ar (the snapshot is the restaurant's)",
    async run(w) {
      const reply = await placeOrder(w, cardLess(w, { restaurant_name_ar: 'مطعم مزيف' }));
      return {
        reply,
        allowed: [201],
        stored: await orderColumn(
          reply,
          (id) => sql`select o.restaurant_name_ar is not distinct from r.name_ar from orders o
            inner join restaurants r on r.id = o.restaurant_id where o.id = ${id}`,
        ),
        expected: true,
      };
    },
  },
  {
    name: 'POST /api/orders/orders/: status',
    async run(w) {
      const reply = await placeOrder(w, cardLess(w, { status: 'delivered' }));
      return {
        reply,
        allowed: [201],
        stored: await orderColumn(reply, (id) => sql`select status from orders where id = ${id}`),
        expected: 'pending',
      };
    },
  },
  {
    name: 'POST /api/orders/orders/: items[].price',
    async run(w) {
      const reply = await placeOrder(w, cardLess(w, {}, { price: '0.01' }));
      const stored = await orderColumn(reply, (id) => sql`select price_cents from order_items where order_id = ${id}`);
      return { reply, allowed: [201], stored, expected: await mealPrice(w) };
    },
  },
  {
    name: 'POST /api/orders/orders/: total_price (wrong)',
    async run(w) {
      const before = await one(sql`select count(*)::int from orders`);
      const reply = await placeOrder(w, cardLess(w, { total_price: '0.01' }));
      return { reply, allowed: INVALID, stored: await one(sql`select count(*)::int from orders`), expected: before };
    },
  },
  {
    name: 'POST /api/orders/orders/: payment.status',
    async run(w) {
      const reply = await placeOrder(w, cardLess(w, { payment: { payment_method: 'cash', status: 'completed' } }));
      return {
        reply,
        allowed: [201],
        stored: await orderColumn(reply, (id) => sql`select status from payments where order_id = ${id}`),
        expected: 'pending',
      };
    },
  },
  {
    name: 'POST /api/orders/orders/: payment.transaction_id (cash)',
    async run(w) {
      const reply = await placeOrder(
        w,
        cardLess(w, { payment: { payment_method: 'cash', transaction_id: 'pi_forged' } }),
      );
      const stored = await orderColumn(reply, (id) => sql`select transaction_id from payments where order_id = ${id}`);
      return { reply, allowed: [201], stored, expected: null };
    },
  },
  // Issue #21: the breakdown, the promise and who cancelled are the server's; a client's values are ignored.
  {
    name: 'POST /api/orders/orders/: subtotal and delivery_fee',
    async run(w) {
      const reply = await placeOrder(
        w,
        cardLess(w, { subtotal: '0.01', delivery_fee: '-5.00', delivery_fee_cents: 1 }),
      );
      const price = await mealPrice(w);
      const stored = await orderColumn(
        reply,
        (id) => sql`select subtotal_cents = ${price} and delivery_fee_cents = 0 from orders where id = ${id}`,
      );
      return { reply, allowed: [201], stored, expected: true };
    },
  },
  {
    name: 'POST /api/orders/orders/: estimated_at, accept_by and cancelled_by',
    async run(w) {
      const past = '2000-01-01T00:00:00Z';
      const reply = await placeOrder(
        w,
        cardLess(w, { estimated_at: past, accept_by: past, cancelled_by: 'system', area_name: 'Forged' }),
      );
      const stored = await orderColumn(
        reply,
        (id) => sql`select accept_by > created_at and estimated_at > created_at and cancelled_by is null
          and area_name is null from orders where id = ${id}`,
      );
      return { reply, allowed: [201], stored, expected: true };
    },
  },
  {
    name: 'POST /api/orders/orders/{id}/update_status/: total_price',
    async run(w) {
      const order = await w.make.order();
      const before = await one(sql`select total_price_cents from orders where id = ${order}`);
      const reply = await send(w.users.owner, 'POST', `/api/orders/orders/${order}/update_status/`, {
        status: 'confirmed',
        total_price: '0.01',
        user: w.users.another_customer.id,
      });
      return {
        reply,
        allowed: IGNORED,
        stored: await one(sql`select total_price_cents from orders where id = ${order}`),
        expected: before,
      };
    },
  },
  {
    name: 'PATCH /api/orders/orders/{id}/: status',
    async run(w) {
      const order = await w.make.order();
      const reply = await send(w.users.customer, 'PATCH', `/api/orders/orders/${order}/`, { status: 'delivered' });
      return {
        reply,
        allowed: NOT_ALLOWED,
        stored: await one(sql`select status from orders where id = ${order}`),
        expected: 'pending',
      };
    },
  },
];

const intentColumn = (reply: Reply, column: string) =>
  one(sql`select ${sql.identifier(column)} from payment_intents where id = ${String(reply.body?.id)}`);
const payments: Probe[] = [
  {
    name: 'POST /api/orders/create-payment-intent/: status',
    async run(w) {
      const reply = await send(w.users.customer, 'POST', '/api/orders/create-payment-intent/', {
        amount: 1000,
        status: 'succeeded',
      });
      return {
        reply,
        allowed: [200],
        stored: await intentColumn(reply, 'status'),
        expected: 'requires_payment_method',
      };
    },
  },
  {
    name: 'POST /api/orders/create-payment-intent/: user',
    async run(w) {
      const reply = await send(w.users.customer, 'POST', '/api/orders/create-payment-intent/', {
        amount: 1000,
        user: w.users.another_customer.id,
        user_id: w.users.another_customer.id,
      });
      return { reply, allowed: [200], stored: await intentColumn(reply, 'user_id'), expected: w.users.customer.id };
    },
  },
];

const freshNotification = async (w: World) =>
  (
    await rows<{ id: number }>(
      t,
      sql`insert into notifications (recipient_id, notification_type, title, message) values (${w.users.customer.id}, 'other', 'Probe', 'Probe') returning id`,
    )
  )[0]!.id;
const notificationColumn = (id: number, column: string) =>
  one(sql`select ${sql.identifier(column)} from notifications where id = ${id}`);
const notifications: Probe[] = [
  ...(['is_read', 'recipient'] as const).map((field): Probe => ({
    name: `PATCH /api/notifications/notifications/{own}/: ${field}`,
    async run(w) {
      const id = await freshNotification(w);
      const value = field === 'is_read' ? true : w.users.another_customer.id;
      const reply = await send(w.users.customer, 'PATCH', `/api/notifications/notifications/${id}/`, {
        [field]: value,
      });
      const column = field === 'is_read' ? 'is_read' : 'recipient_id';
      return {
        reply,
        allowed: NOT_ALLOWED,
        stored: await notificationColumn(id, column),
        expected: field === 'is_read' ? false : w.users.customer.id,
      };
    },
  })),
  {
    name: 'POST /api/notifications/notifications/{own}/mark_as_read/: recipient',
    async run(w) {
      const id = await freshNotification(w);
      const reply = await send(w.users.customer, 'POST', `/api/notifications/notifications/${id}/mark_as_read/`, {
        recipient: w.users.another_customer.id,
        is_read: false,
      });
      return {
        reply,
        allowed: [200],
        stored: await notificationColumn(id, 'recipient_id'),
        expected: w.users.customer.id,
      };
    },
  },
  {
    name: 'POST /api/notifications/notifications/: recipient',
    async run(w) {
      const before = await one(
        sql`select count(*)::int from notifications where recipient_id = ${w.users.another_customer.id}`,
      );
      const reply = await send(w.users.customer, 'POST', '/api/notifications/notifications/', {
        recipient: w.users.another_customer.id,
        title: 'Forged',
        message: 'Forged',
        notification_type: 'other',
      });
      return {
        reply,
        allowed: NOT_ALLOWED,
        stored: await one(
          sql`select count(*)::int from notifications where recipient_id = ${w.users.another_customer.id}`,
        ),
        expected: before,
      };
    },
  },
];

/** Areas and saved addresses (ADR 026): the owner and the bookkeeping columns are the server's. */
/** `"<user_id>,<created now, not when the body said>"` of an address. */
const addressOwnerAndAge = async (id: number) =>
  Object.values(
    (await rows(t, sql`select user_id, created_at > '2002-01-01' as recent from addresses where id = ${id}`))[0] ?? {},
  ).join();
const placesProbes: Probe[] = [
  {
    name: 'POST /api/users/addresses/: user_id, user, id, created_at',
    async run(w) {
      const me = await w.make.user('customer');
      const reply = await send(me, 'POST', '/api/users/addresses/', {
        ...addressBody(await addArea(t)),
        user_id: w.users.another_customer.id,
        user: w.users.another_customer.id,
        id: 1,
        created_at: '2001-01-01T00:00:00Z',
      });
      const id = Number(reply.body?.id);
      return { reply, allowed: [201], stored: await addressOwnerAndAge(id), expected: `${me.id},true` };
    },
  },
  {
    name: 'PATCH /api/users/addresses/{own}/: user_id, created_at',
    async run(w) {
      const me = await w.make.user('customer');
      const id = await addAddress(t, me.id, await addArea(t), { isDefault: true });
      const reply = await send(me, 'PATCH', `/api/users/addresses/${id}/`, {
        user_id: w.users.another_customer.id,
        created_at: '2001-01-01T00:00:00Z',
        label: 'Probed',
      });
      return { reply, allowed: IGNORED, stored: await addressOwnerAndAge(id), expected: `${me.id},true` };
    },
  },
  {
    name: 'POST /api/users/favourites/: user_id, user, id, created_at',
    async run(w) {
      const me = await w.make.user('customer');
      const reply = await send(me, 'POST', '/api/users/favourites/', {
        restaurant: w.ids.restaurant,
        user_id: w.users.another_customer.id,
        user: w.users.another_customer.id,
        id: 1,
        created_at: '2001-01-01T00:00:00Z',
      });
      const id = Number(reply.body?.id);
      const stored = Object.values(
        (await rows(t, sql`select user_id, created_at > '2002-01-01' as recent from favourites where id = ${id}`))[0] ??
          {},
      ).join();
      return { reply, allowed: [201], stored, expected: `${me.id},true` };
    },
  },
  {
    name: 'POST /api/promotions/ (owner): uses, created_by, id, created_at, another restaurant',
    async run(w) {
      const code = `PROBE${unique()}`;
      const reply = await send(w.users.owner, 'POST', '/api/promotions/', {
        code,
        kind: 'fixed',
        value: 5,
        uses: 99,
        created_by: w.users.admin.id,
        id: 1,
        created_at: '2001-01-01T00:00:00Z',
        restaurant: w.ids.pending_restaurant,
      });
      const stored = Object.values(
        (
          await rows(
            t,
            sql`select uses, created_by, restaurant_id, created_at > '2002-01-01' as recent from promotions
              where code = ${code}`,
          )
        )[0] ?? {},
      ).join();
      return { reply, allowed: [201], stored, expected: `0,${w.users.owner.id},${w.ids.restaurant},true` };
    },
  },
  {
    name: 'PATCH /api/promotions/{own}/ (owner): uses, restaurant, created_by',
    async run(w) {
      const code = `PROBE${unique()}`;
      const made = await send(w.users.owner, 'POST', '/api/promotions/', { code, kind: 'fixed', value: 5 });
      const id = Number(made.body?.id);
      const reply = await send(w.users.owner, 'PATCH', `/api/promotions/${id}/`, {
        uses: 99,
        restaurant: w.ids.pending_restaurant,
        created_by: w.users.admin.id,
        is_active: false,
      });
      const stored = Object.values(
        (await rows(t, sql`select uses, restaurant_id, created_by, is_active from promotions where id = ${id}`))[0] ??
          {},
      ).join();
      return { reply, allowed: IGNORED, stored, expected: `0,${w.ids.restaurant},${w.users.owner.id},false` };
    },
  },
  {
    name: 'POST /api/orders/orders/: discount, promotion_id (without a code)',
    async run(w) {
      const reply = await send(w.users.customer, 'POST', '/api/orders/orders/', {
        ...cardLess(w),
        discount: '5.00',
        discount_cents: 500,
        promotion_id: 1,
      });
      const id = Number(reply.body?.id);
      const stored = Object.values(
        (await rows(t, sql`select discount_cents, promotion_id, promo_code from orders where id = ${id}`))[0] ?? {},
      ).join();
      return { reply, allowed: [201], stored, expected: '0,,' };
    },
  },
  {
    name: 'POST /api/areas/ (admin): is_retired, id',
    async run(w) {
      const name = `Probe area ${unique()}`;
      const reply = await send(w.users.admin, 'POST', '/api/areas/', { name, city: 'Cairo', is_retired: true, id: 1 });
      return {
        reply,
        allowed: [201],
        stored: await one(sql`select is_retired from areas where name = ${name}`),
        expected: false,
      };
    },
  },
  {
    name: 'PATCH /api/areas/{id}/ (admin): id, created_at',
    async run(w) {
      const id = await addArea(t);
      const reply = await send(w.users.admin, 'PATCH', `/api/areas/${id}/`, {
        id: id + 1000,
        created_at: '2001-01-01T00:00:00Z',
        name_ar: 'منطقة',
      });
      return {
        reply,
        allowed: IGNORED,
        stored: await one(sql`select count(*)::int from areas where id = ${id} and created_at > '2002-01-01'`),
        expected: 1,
      };
    },
  },
];

const PROBES: Probe[] = [
  ...placesProbes,
  ...users,
  ...restaurants,
  ...menu,
  ...customMeals,
  ...reviews,
  ...orders,
  ...payments,
  ...notifications,
];

describe('security: mass assignment', () => {
  let w: World;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildWorld(t);
  });
  afterAll(() => t?.close());

  it(
    `${PROBES.length} probes of fields a caller may not write: every one ignored or refused, none stored`,
    { timeout: 60_000 },
    async () => {
      const failures: string[] = [];
      for (const probe of PROBES) {
        const { reply, allowed, stored, expected } = await probe.run(w);
        if (!allowed.includes(reply.status))
          failures.push(
            `${probe.name}: answered ${reply.status} (allowed ${allowed.join('/')}) ${reply.text.slice(0, 160)}`,
          );
        if (stored !== expected)
          failures.push(`${probe.name}: stored ${JSON.stringify(stored)}, expected ${JSON.stringify(expected)}`);
      }
      expect(failures.join('\n')).toBe('');
    },
  );
});
