/**
 * API.md §5 as data: every endpoint and method of API.md × the six actors → the status it must answer.
 *
 * Columns, in this order: visitor, customer, another customer, the restaurant's owner, another owner,
 * admin (see `world.ts` for who owns what). The statuses follow §1.2's order of checks: 401 without a
 * token → 404 for an object outside the caller's visibility (§4.7) → 403 when it is visible but not
 * theirs, or the role is refused (§5's "—") → 400 → 409.
 *
 * Independence: a cell never changes what another cell answers. Every write that creates, deletes or
 * changes visibility or state works on a `fresh` object made for that cell alone; the writes that run
 * on the shared world set a text field to the same constant every time, which no status depends on.
 */
import Stripe from 'stripe';
import { addAddress, addArea, addressBody } from '../../src/modules/addresses/fixtures.js';
import { addFavourites } from '../../src/modules/favourites/fixtures.js';
import { addPromotion } from '../../src/modules/promotions/fixtures.js';
import { type Actor, unique, type World } from './world.js';

/** The webhook secret of the app the `stripe` rows run against. */
export const STRIPE_WEBHOOK_SECRET = 'whsec_permission_matrix';
const stripeSigner = new Stripe('sk_test_permission_matrix');

export type Statuses = readonly [
  visitor: number,
  customer: number,
  other: number,
  owner: number,
  otherOwner: number,
  admin: number,
];

export type Vars = Record<string, number | string>;

export interface Fresh {
  vars?: Vars;
  /** The token this cell sends instead of the actor's own (a stand-in in the same relation). */
  token?: string;
}

export interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `{name}` is replaced by the world's id of that name, or a `fresh` one; `{me}` is the caller. */
  path: string;
  expect: Statuses;
  /** Told apart from other rows of the same method and path in the report. */
  label?: string;
  fresh?: (w: World, actor: Actor) => Promise<Fresh>;
  body?: (v: Vars, actor: Actor) => unknown;
  headers?: (v: Vars) => Record<string, string>;
  /** `stream`: read over a real socket (the SSE answer never ends); `stripe`: the app with the Stripe provider. */
  via?: 'stream' | 'stripe';
}

const all = (s: number): Statuses => [s, s, s, s, s, s];
const signedIn = (s: number): Statuses => [401, s, s, s, s, s];
const adminOnly = (s: number): Statuses => [401, 403, 403, 403, 403, s];
/** Only the restaurant's owner and admins, on an object everyone sees. */
const manager = (s: number): Statuses => [401, 403, 403, s, 403, s];
/** Only the customer (its creator or author) and admins, on an object everyone sees. */
const author = (s: number): Statuses => [401, s, 403, 403, 403, s];
/** The customer's private things: invisible to everyone else but admins. */
const privateTo = (s: number, admin: number): Statuses => [401, s, 404, 404, 404, admin];
/** Objects of another owner's pending restaurant: only that owner and admins see them. */
const pendingOwn = (s: number): Statuses => [401, 404, 404, 404, s, s];
const pendingRead: Statuses = [404, 404, 404, 404, 200, 200];
const customerAndAdmin: Statuses = [401, 200, 404, 404, 404, 200];

const edited = 'Edited by the permission matrix.';
const described = { description: edited };
/** The Arabic twins are written by whoever writes the main fields (issue #20). */
const inArabic = { name_ar: 'عدّلها جدول الصلاحيات', description_ar: 'عدّلها جدول الصلاحيات.' };
const arabicLabel = 'Arabic name and description';
const password = 'Passw0rdX';
const newAccount = (n: number | string) => ({
  username: `matrix${n}`,
  email: `matrix${n}@example.com`,
  password,
  password2: password,
  first_name: 'Matrix',
  last_name: 'Account',
});
const restaurantForm = {
  name: 'Matrix Kitchen',
  description: 'Cooked for the permission matrix',
  address: '1 Test St',
  phone_number: '0123456789',
  opening_time: '08:00',
  closing_time: '22:00',
};

const fresh =
  (make: (w: World, actor: Actor) => Promise<number>, name = 'target') =>
  async (w: World, actor: Actor): Promise<Fresh> => ({ vars: { [name]: await make(w, actor) } });

/** A fresh approved restaurant; in the owner's cell it is theirs (a new owner account stands in). */
const freshOwnedRestaurant = async (w: World, actor: Actor): Promise<Fresh> => {
  const { owner, id } = await w.make.restaurant(true);
  return { vars: { target: id }, ...(actor === 'owner' && { token: owner.token }) };
};

const notAllowed = (method: Row['method'], path: string): Row => ({ method, path, expect: all(405) });

const users: Row[] = [
  {
    method: 'POST',
    path: '/api/token/',
    expect: all(200),
    fresh: async (w) => ({ vars: { username: (await w.make.user('customer')).username } }),
    body: (v) => ({ username: v.username, password }),
  },
  {
    method: 'POST',
    path: '/api/token/revoke/',
    expect: signedIn(204),
    fresh: async (w, actor) => (actor === 'visitor' ? {} : { token: await w.make.token(w.users[actor].id) }),
  },
  notAllowed('GET', '/api/token/'),
  { method: 'POST', path: '/api/users/register/', expect: all(201), body: (v) => newAccount(v.n!) },
  notAllowed('GET', '/api/users/register/'),
  {
    method: 'POST',
    path: '/api/users/password-reset/',
    expect: all(200),
    body: () => ({ email: 'nobody@example.com' }),
  },
  {
    method: 'POST',
    path: '/api/users/password-reset-confirm/',
    expect: all(200),
    fresh: async (w) => ({ vars: await w.make.resetLink() }),
    body: (v) => ({ uid: v.uid, token: v.token, new_password: 'Fresh1Password', confirm_password: 'Fresh1Password' }),
  },
  { method: 'GET', path: '/api/users/me/', expect: signedIn(200) },
  notAllowed('PATCH', '/api/users/me/'),
  { method: 'POST', path: '/api/users/update-profile/', expect: signedIn(200), body: () => ({ bio: edited }) },
  notAllowed('GET', '/api/users/update-profile/'),
  { method: 'GET', path: '/api/users/users/', expect: signedIn(200) },
  { method: 'POST', path: '/api/users/users/', expect: adminOnly(201), body: (v) => newAccount(`admin${v.n}`) },
  ...['/api/users/users/{customer}/', '/api/users/{customer}/'].flatMap((path): Row[] => [
    { method: 'GET', path, expect: customerAndAdmin },
    { method: 'PUT', path, expect: customerAndAdmin, body: () => ({ first_name: 'Matrix' }) },
    { method: 'PATCH', path, expect: customerAndAdmin, body: () => ({ first_name: 'Matrix' }) },
  ]),
  {
    method: 'PATCH',
    path: '/api/users/users/{me}/',
    label: 'own user_type',
    expect: signedIn(403),
    body: (_v, actor) => ({ user_type: actor === 'admin' ? 'customer' : 'admin' }),
  },
  // Another user is outside a non-admin's visibility, and that is 404 on every path (§4.7).
  {
    method: 'DELETE',
    path: '/api/users/users/{target}/',
    expect: [401, 404, 404, 404, 404, 204],
    fresh: fresh((w) => w.make.user('customer').then((u) => u.id)),
  },
  { method: 'DELETE', path: '/api/users/users/{me}/', label: 'self', expect: signedIn(403) },
  notAllowed('DELETE', '/api/users/{customer}/'),
  { method: 'GET', path: '/api/profiles/{customer_profile}/', expect: customerAndAdmin },
  { method: 'PUT', path: '/api/profiles/{customer_profile}/', expect: customerAndAdmin, body: () => ({ bio: edited }) },
  {
    method: 'PATCH',
    path: '/api/profiles/{customer_profile}/',
    expect: customerAndAdmin,
    body: () => ({ bio: edited }),
  },
  notAllowed('DELETE', '/api/profiles/{customer_profile}/'),
];

const R = '/api/restaurants/restaurants/';
const restaurants: Row[] = [
  { method: 'GET', path: R, expect: all(200) },
  {
    method: 'POST',
    path: R,
    label: 'owners already have one',
    expect: [401, 403, 403, 400, 400, 201],
    fresh: fresh((w) => w.make.user('restaurant').then((u) => u.id), 'free_owner'),
    body: (v) => ({ ...restaurantForm, owner_id: v.free_owner }),
  },
  notAllowed('PUT', R),
  { method: 'GET', path: `${R}my-restaurant/`, expect: [401, 403, 403, 200, 200, 403] },
  notAllowed('PATCH', `${R}my-restaurant/`),
  { method: 'GET', path: `${R}{restaurant}/`, expect: all(200) },
  { method: 'GET', path: `${R}{pending_restaurant}/`, expect: pendingRead },
  { method: 'PUT', path: `${R}{restaurant}/`, expect: manager(200), body: () => described },
  { method: 'PATCH', path: `${R}{restaurant}/`, expect: manager(200), body: () => described },
  {
    method: 'PATCH',
    path: `${R}{restaurant}/`,
    label: arabicLabel,
    expect: manager(200),
    body: () => inArabic,
  },
  { method: 'PATCH', path: `${R}{pending_restaurant}/`, expect: pendingOwn(200), body: () => described },
  {
    method: 'PATCH',
    path: `${R}{target}/`,
    label: 'approve a pending restaurant',
    expect: [401, 404, 404, 404, 404, 200],
    fresh: fresh((w) => w.make.restaurant(null).then((r) => r.id)),
    body: () => ({ is_approved: true }),
  },
  {
    method: 'PATCH',
    path: `${R}{target}/`,
    label: 'reject an approved restaurant',
    expect: adminOnly(200),
    fresh: fresh((w) => w.make.restaurant(true).then((r) => r.id)),
    body: () => ({ is_approved: false, rejection_reason: 'The menu has no prices.' }),
  },
  {
    method: 'PATCH',
    path: `${R}{target}/`,
    label: 'reset a rejected restaurant to pending',
    expect: [401, 404, 404, 404, 404, 200],
    fresh: fresh((w) => w.make.restaurant(false).then((r) => r.id)),
    body: () => ({ is_approved: null, rejection_reason: null }),
  },
  { method: 'DELETE', path: `${R}{target}/`, expect: manager(204), fresh: freshOwnedRestaurant },
  {
    method: 'DELETE',
    path: `${R}{target}/`,
    label: 'pending',
    expect: [401, 404, 404, 404, 404, 204],
    fresh: fresh((w) => w.make.restaurant(null).then((r) => r.id)),
  },
  { method: 'GET', path: `${R}{restaurant}/ingredients/`, expect: all(200) },
  { method: 'GET', path: `${R}{pending_restaurant}/ingredients/`, expect: pendingRead },
  notAllowed('POST', `${R}{restaurant}/ingredients/`),
  // Pause and delivery areas (issue #21): on fresh restaurants, so no cell's pause closes the shared one.
  {
    method: 'POST',
    path: `${R}{target}/pause/`,
    expect: manager(200),
    fresh: freshOwnedRestaurant,
    body: () => ({ minutes: 15 }),
  },
  {
    method: 'POST',
    path: `${R}{target}/pause/`,
    label: 'pending',
    expect: [401, 404, 404, 404, 404, 200],
    fresh: fresh((w) => w.make.restaurant(null).then((r) => r.id)),
    body: () => ({ minutes: 30 }),
  },
  { method: 'DELETE', path: `${R}{target}/pause/`, expect: manager(200), fresh: freshOwnedRestaurant },
  notAllowed('GET', `${R}{restaurant}/pause/`),
  { method: 'GET', path: `${R}{restaurant}/delivery-areas/`, expect: all(200) },
  { method: 'GET', path: `${R}{pending_restaurant}/delivery-areas/`, expect: pendingRead },
  {
    method: 'PUT',
    path: `${R}{target}/delivery-areas/`,
    expect: manager(200),
    fresh: freshOwnedRestaurant,
    body: () => [],
  },
  {
    method: 'PUT',
    path: `${R}{pending_restaurant}/delivery-areas/`,
    expect: pendingOwn(200),
    body: () => [],
  },
  notAllowed('PATCH', `${R}{restaurant}/delivery-areas/`),
];

const I = '/api/restaurants/ingredients/';
const ingredientForm = (n: number | string) => ({
  name: `Salt ${n}`,
  unit: 'g',
  price_per_unit: '0.10',
  quantity: 100,
});
const ingredients: Row[] = [
  { method: 'GET', path: I, expect: all(200) },
  {
    method: 'POST',
    path: I,
    label: "naming the owner's restaurant",
    expect: manager(201),
    body: (v) => ({ ...ingredientForm(v.n!), restaurant: v.restaurant }),
  },
  {
    method: 'POST',
    path: I,
    label: 'no restaurant named',
    expect: [401, 403, 403, 201, 201, 400],
    body: (v) => ingredientForm(v.n!),
  },
  { method: 'GET', path: `${I}{ingredient}/`, expect: all(200) },
  { method: 'GET', path: `${I}{pending_ingredient}/`, expect: pendingRead },
  { method: 'PUT', path: `${I}{ingredient}/`, expect: manager(200), body: () => described },
  { method: 'PATCH', path: `${I}{ingredient}/`, expect: manager(200), body: () => described },
  { method: 'PATCH', path: `${I}{ingredient}/`, label: arabicLabel, expect: manager(200), body: () => inArabic },
  { method: 'PATCH', path: `${I}{pending_ingredient}/`, expect: pendingOwn(200), body: () => described },
  { method: 'DELETE', path: `${I}{target}/`, expect: manager(204), fresh: fresh((w) => w.make.ingredient()) },
  {
    method: 'DELETE',
    path: `${I}{target}/`,
    label: 'of the pending restaurant',
    expect: pendingOwn(204),
    fresh: fresh((w) => w.make.ingredient(w.ids.pending_restaurant)),
  },
  notAllowed('POST', `${I}{ingredient}/`),
];

const C = '/api/meals/categories/';
const categories: Row[] = [
  { method: 'GET', path: C, expect: all(200) },
  {
    method: 'POST',
    path: C,
    expect: [401, 403, 403, 201, 201, 201],
    body: (v) => ({ name: `Matrix category ${v.n}` }),
  },
  { method: 'GET', path: `${C}{category}/`, expect: all(200) },
  { method: 'PUT', path: `${C}{category}/`, expect: adminOnly(200), body: () => described },
  { method: 'PATCH', path: `${C}{category}/`, expect: adminOnly(200), body: () => described },
  { method: 'PATCH', path: `${C}{category}/`, label: arabicLabel, expect: adminOnly(200), body: () => inArabic },
  { method: 'DELETE', path: `${C}{target}/`, expect: adminOnly(204), fresh: fresh((w) => w.make.category()) },
  notAllowed('POST', `${C}{category}/`),
];

const M = '/api/meals/meals/';
const mealForm = (n: number | string) => ({
  name: `Matrix meal ${n}`,
  description: 'Made for the matrix',
  base_price: '9.50',
});
/** Sent back as read (ids kept) and unchanged, so rows after this one still find `{meal_option}`. */
const mealOptionsForm = (v: Vars) => ({
  option_groups: [
    {
      id: v.meal_option_group,
      name: 'Extras',
      options: [{ id: v.meal_option, name: 'Cheese', ingredient: v.ingredient, quantity: 1 }],
    },
  ],
});
const meals: Row[] = [
  { method: 'GET', path: M, expect: all(200) },
  {
    method: 'POST',
    path: M,
    label: 'with option groups',
    expect: [401, 403, 403, 201, 201, 400],
    body: (v) => ({
      ...mealForm(v.n!),
      option_groups: [{ name: 'Size', min_choices: 1, options: [{ name: 'Small', price_delta: '-1.00' }] }],
    }),
  },
  {
    method: 'POST',
    path: M,
    label: "naming the owner's restaurant",
    expect: manager(201),
    body: (v) => ({ ...mealForm(v.n!), restaurant: v.restaurant }),
  },
  {
    method: 'POST',
    path: M,
    label: 'no restaurant named',
    expect: [401, 403, 403, 201, 201, 400],
    body: (v) => mealForm(v.n!),
  },
  { method: 'GET', path: `${M}{meal}/`, expect: all(200) },
  { method: 'GET', path: `${M}{pending_meal}/`, expect: pendingRead },
  { method: 'PUT', path: `${M}{meal}/`, expect: manager(200), body: () => described },
  { method: 'PATCH', path: `${M}{meal}/`, expect: manager(200), body: () => described },
  { method: 'PATCH', path: `${M}{meal}/`, label: arabicLabel, expect: manager(200), body: () => inArabic },
  { method: 'PATCH', path: `${M}{pending_meal}/`, expect: pendingOwn(200), body: () => described },
  { method: 'PATCH', path: `${M}{meal}/`, label: 'option groups', expect: manager(200), body: mealOptionsForm },
  { method: 'DELETE', path: `${M}{target}/`, expect: manager(204), fresh: fresh((w) => w.make.meal()) },
  {
    method: 'DELETE',
    path: `${M}{target}/`,
    label: 'of the pending restaurant',
    expect: pendingOwn(204),
    fresh: fresh((w) => w.make.meal(w.ids.pending_restaurant)),
  },
  { method: 'GET', path: `${M}{meal}/check_availability/`, expect: all(200) },
  { method: 'GET', path: `${M}{pending_meal}/check_availability/`, expect: pendingRead },
  {
    method: 'GET',
    path: `${M}{meal}/check_availability/?options={meal_option}`,
    label: 'with options',
    expect: all(200),
  },
  {
    method: 'GET',
    path: `${M}{pending_meal}/check_availability/?options={pending_meal_option}`,
    label: 'with options',
    expect: pendingRead,
  },
  notAllowed('POST', `${M}{meal}/check_availability/`),
];

const CM = '/api/meals/custom-meals/';
const customerPrivate: Statuses = [404, 200, 404, 404, 404, 200];
const customMeals: Row[] = [
  { method: 'GET', path: CM, expect: all(200) },
  {
    method: 'POST',
    path: CM,
    expect: signedIn(201),
    body: (v) => ({
      name: `Matrix bowl ${v.n}`,
      restaurant: v.restaurant,
      ingredients: [{ ingredient: v.ingredient, quantity: 2 }],
    }),
  },
  { method: 'GET', path: `${CM}top-rated/`, expect: all(200) },
  notAllowed('POST', `${CM}top-rated/`),
  ...(['public_custom_meal', 'private_custom_meal'] as const).flatMap((name): Row[] => {
    const read = name === 'public_custom_meal' ? all(200) : customerPrivate;
    // Only the creator changes a custom meal; admins may only delete it (§3.7).
    const write: Statuses = name === 'public_custom_meal' ? [401, 200, 403, 403, 403, 403] : privateTo(200, 403);
    return [
      { method: 'GET', path: `${CM}{${name}}/`, expect: read },
      { method: 'GET', path: `${CM}{${name}}/ingredients/`, expect: read },
      { method: 'GET', path: `${CM}{${name}}/check_availability/`, expect: read },
      { method: 'PUT', path: `${CM}{${name}}/`, expect: write, body: () => described },
      { method: 'PATCH', path: `${CM}{${name}}/`, expect: write, body: () => described },
    ];
  }),
  {
    method: 'PATCH',
    path: `${CM}{target}/`,
    label: 'toggle a private one public',
    expect: privateTo(200, 403),
    fresh: fresh((w) => w.make.customMeal(w.users.customer.id, false)),
    body: () => ({ is_public: true }),
  },
  {
    method: 'DELETE',
    path: `${CM}{target}/`,
    label: 'public',
    expect: author(204),
    fresh: fresh((w) => w.make.customMeal(w.users.customer.id, true)),
  },
  {
    method: 'DELETE',
    path: `${CM}{target}/`,
    label: 'private',
    expect: privateTo(204, 204),
    fresh: fresh((w) => w.make.customMeal(w.users.customer.id, false)),
  },
  notAllowed('POST', `${CM}{public_custom_meal}/`),
];

const review = { rating: 4, comment: 'Reviewed by the permission matrix.' };
const reviews: Row[] = [
  ...(
    [
      // target field, collection, the customer's review in the world, a target the customer has not reviewed
      [
        'restaurant',
        'restaurant-reviews',
        'restaurant_review',
        (w: World) => w.make.restaurant(true).then((r) => r.id),
      ],
      ['meal', 'meal-reviews', 'meal_review', (w: World) => w.make.meal()],
      [
        'custom_meal',
        'custom-meal-reviews',
        'custom_meal_review',
        (w: World) => w.make.customMeal(w.users.another_customer.id, true),
      ],
    ] as const
  ).flatMap(([target, collection, own, freshTarget]): Row[] => {
    const path = `/api/reviews/${collection}/`;
    return [
      { method: 'GET', path, expect: all(200) },
      { method: 'GET', path: `${path}{${own}}/`, expect: all(200) },
      { method: 'PUT', path: `${path}{${own}}/`, expect: author(200), body: () => ({ comment: edited }) },
      { method: 'PATCH', path: `${path}{${own}}/`, expect: author(200), body: () => ({ comment: edited }) },
      {
        method: 'DELETE',
        path: `${path}{target}/`,
        expect: author(204),
        fresh: fresh(async (w) => w.make.review(target, w.users.customer.id, await freshTarget(w))),
      },
      notAllowed('POST', `${path}{${own}}/`),
    ];
  }),
  {
    method: 'POST',
    path: '/api/reviews/restaurant-reviews/',
    label: "the owner's cell reviews its own restaurant",
    expect: [401, 201, 201, 403, 201, 201],
    fresh: freshOwnedRestaurant,
    body: (v) => ({ ...review, restaurant: v.target }),
  },
  {
    method: 'POST',
    path: '/api/reviews/meal-reviews/',
    label: "a new meal of the owner's restaurant",
    expect: [401, 201, 201, 403, 201, 201],
    fresh: fresh((w) => w.make.meal()),
    body: (v) => ({ ...review, meal: v.target }),
  },
  {
    method: 'POST',
    path: '/api/reviews/custom-meal-reviews/',
    label: "a new public custom meal of the customer's",
    expect: [401, 403, 201, 201, 201, 201],
    fresh: fresh((w) => w.make.customMeal(w.users.customer.id, true)),
    body: (v) => ({ ...review, custom_meal: v.target }),
  },
  {
    method: 'GET',
    path: '/api/reviews/custom-meal-reviews/{private_review}/',
    label: 'of a private custom meal',
    expect: customerPrivate,
  },
  {
    method: 'PATCH',
    path: '/api/reviews/custom-meal-reviews/{private_review}/',
    label: "admin's review of the customer's private custom meal",
    expect: [401, 403, 404, 404, 404, 200],
    body: () => ({ comment: edited }),
  },
];

const O = '/api/orders/orders/';
const orderParty: Statuses = [401, 200, 404, 200, 404, 200];
const orders: Row[] = [
  { method: 'GET', path: O, expect: signedIn(200) },
  {
    method: 'POST',
    path: O,
    expect: [401, 201, 201, 403, 403, 403],
    body: (v) => ({
      restaurant: v.restaurant,
      delivery_address: '1 Test St',
      payment_method: 'cash',
      items: [{ meal: v.meal, quantity: 1 }],
    }),
  },
  { method: 'GET', path: `${O}{order}/`, expect: orderParty },
  // Order again: the order's customer; owners and admins place no orders, so the role is refused (API.md §3.9).
  { method: 'GET', path: `${O}{order}/reorder/`, expect: [401, 200, 404, 403, 403, 403] },
  notAllowed('POST', `${O}{order}/reorder/`),
  notAllowed('PUT', `${O}{order}/`),
  notAllowed('PATCH', `${O}{order}/`),
  notAllowed('DELETE', `${O}{order}/`),
  {
    method: 'POST',
    path: `${O}{target}/update_status/`,
    label: 'cancel a pending order',
    expect: orderParty,
    fresh: fresh((w) => w.make.order()),
    body: () => ({ status: 'cancelled', reason: 'Cancelled by the permission matrix' }),
  },
  {
    method: 'POST',
    path: `${O}{target}/update_status/`,
    label: 'confirm a pending order',
    expect: [401, 403, 404, 200, 404, 200],
    fresh: fresh((w) => w.make.order()),
    body: () => ({ status: 'confirmed' }),
  },
  notAllowed('GET', `${O}{order}/update_status/`),
];

const payments: Row[] = [
  {
    method: 'POST',
    path: '/api/orders/create-payment-intent/',
    expect: [401, 200, 200, 403, 403, 403],
    body: () => ({ amount: 1000 }),
  },
  notAllowed('GET', '/api/orders/create-payment-intent/'),
  { method: 'GET', path: '/api/payments/config/', expect: all(200) },
  notAllowed('POST', '/api/payments/config/'),
  {
    method: 'POST',
    path: '/api/payments/test/confirm/',
    expect: all(200),
    fresh: async (w) => ({ vars: { secret: await w.make.clientSecret() } }),
    body: (v) => ({
      client_secret: v.secret,
      card_number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: 2040,
      cvc: '123',
    }),
  },
  notAllowed('GET', '/api/payments/test/confirm/'),
  {
    method: 'POST',
    path: '/api/payments/stripe/webhook/',
    label: 'test provider: no such route',
    expect: all(404),
    body: () => ({}),
  },
  {
    method: 'POST',
    path: '/api/payments/stripe/webhook/',
    label: 'Stripe provider, unsigned',
    via: 'stripe',
    expect: all(400),
    body: () => JSON.stringify({ id: 'evt_unsigned', type: 'customer.created', data: { object: {} } }),
    headers: () => ({ 'content-type': 'application/json' }),
  },
  {
    method: 'POST',
    path: '/api/payments/stripe/webhook/',
    label: 'Stripe provider, signed',
    via: 'stripe',
    expect: all(200),
    fresh: async () => {
      const event = JSON.stringify({
        id: `evt_matrix_${unique()}`,
        object: 'event',
        type: 'customer.created',
        data: { object: {} },
      });
      return {
        vars: {
          event,
          signature: stripeSigner.webhooks.generateTestHeaderString({ payload: event, secret: STRIPE_WEBHOOK_SECRET }),
        },
      };
    },
    body: (v) => v.event,
    headers: (v) => ({ 'content-type': 'application/json', 'stripe-signature': String(v.signature) }),
  },
];

const N = '/api/notifications/notifications/';
const recipientOnly: Statuses = [401, 200, 404, 404, 404, 404];
const notifications: Row[] = [
  { method: 'GET', path: N, expect: signedIn(200) },
  { method: 'GET', path: `${N}unread/`, expect: signedIn(200) },
  { method: 'GET', path: `${N}{notification}/`, expect: recipientOnly },
  { method: 'POST', path: `${N}{notification}/mark_as_read/`, expect: recipientOnly },
  { method: 'POST', path: `${N}mark_all_as_read/`, expect: signedIn(200) },
  notAllowed('GET', `${N}mark_all_as_read/`),
  notAllowed('GET', `${N}{notification}/mark_as_read/`),
  notAllowed('POST', N),
  notAllowed('PUT', `${N}{notification}/`),
  notAllowed('PATCH', `${N}{notification}/`),
  notAllowed('DELETE', `${N}{notification}/`),
  { method: 'GET', path: '/api/notifications/stream/', via: 'stream', expect: signedIn(200) },
  notAllowed('POST', '/api/notifications/stream/'),
];

const operations: Row[] = [
  { method: 'GET', path: '/api/stats/my-restaurant/', expect: [401, 403, 403, 200, 200, 403] },
  { method: 'GET', path: '/api/stats/admin/', expect: adminOnly(200) },
  notAllowed('POST', '/api/stats/admin/'),
  { method: 'GET', path: '/api/weather/', expect: all(200) },
  notAllowed('POST', '/api/weather/'),
  {
    method: 'GET',
    path: '/media/{file}',
    expect: all(200),
    fresh: async (w) => ({ vars: { file: await w.make.mediaFile() } }),
  },
  { method: 'GET', path: '/media/restaurant_logos/missing.webp', expect: all(404) },
  { method: 'GET', path: '/api/health/', expect: all(200) },
  { method: 'GET', path: '/api/ready/', expect: all(200) },
  notAllowed('POST', '/api/health/'),
  { method: 'GET', path: '/api/openapi.json', expect: all(200) },
  { method: 'GET', path: '/api/docs', expect: all(200) },
  // §1.10: routes of the reference that are deliberately absent.
  { method: 'GET', path: '/api/orders/payments/', expect: all(404) },
  { method: 'GET', path: '/api/users/profiles/', expect: all(404) },
  { method: 'GET', path: '/api/users/activate/abc/def/', expect: all(404) },
];

/** Delivery areas (ADR 026): public reads, admins write; no DELETE or PUT (areas are retired, never deleted). */
const AREAS = '/api/areas/';
const freshArea = fresh((w) => addArea(w.t));
const areaRows: Row[] = [
  { method: 'GET', path: AREAS, expect: all(200) },
  { method: 'POST', path: AREAS, expect: adminOnly(201), body: (v) => ({ name: `Matrix area ${v.n}`, city: 'Cairo' }) },
  { method: 'GET', path: `${AREAS}{target}/`, expect: all(200), fresh: freshArea },
  {
    method: 'PATCH',
    path: `${AREAS}{target}/`,
    expect: adminOnly(200),
    fresh: freshArea,
    body: (v) => ({ name: `Matrix renamed ${v.n}`, is_retired: true }),
  },
  { ...notAllowed('PUT', `${AREAS}{target}/`), fresh: freshArea },
  { ...notAllowed('DELETE', `${AREAS}{target}/`), fresh: freshArea },
];

/** Saved addresses: each signed-in user's own; another's is invisible, to admins too. */
const ADDRESSES = '/api/users/addresses/';
const ownerOnly = (s: number): Statuses => [401, s, 404, 404, 404, 404];
const customersAddress = fresh(async (w) => addAddress(w.t, w.users.customer.id, await addArea(w.t)));
const addressRows: Row[] = [
  { method: 'GET', path: ADDRESSES, expect: signedIn(200) },
  {
    method: 'POST',
    path: ADDRESSES,
    expect: signedIn(201),
    fresh: fresh((w) => addArea(w.t), 'area'),
    body: (v) => addressBody(Number(v.area)),
  },
  { method: 'GET', path: `${ADDRESSES}{target}/`, expect: ownerOnly(200), fresh: customersAddress },
  {
    method: 'PUT',
    path: `${ADDRESSES}{target}/`,
    expect: ownerOnly(200),
    fresh: customersAddress,
    body: () => ({ label: 'Matrix' }),
  },
  {
    method: 'PATCH',
    path: `${ADDRESSES}{target}/`,
    expect: ownerOnly(200),
    fresh: customersAddress,
    body: () => ({ is_default: true }),
  },
  { method: 'DELETE', path: `${ADDRESSES}{target}/`, expect: ownerOnly(204), fresh: customersAddress },
];

/** Favourites (issue #23): each customer's own, private; owners and admins keep none (403). */
const FAVOURITES = '/api/users/favourites/';
const customersOwn = (s: number, other: number): Statuses => [401, s, other, 403, 403, 403];
/** A heart of the customer's, of a restaurant made for the cell (a customer hearts each one once). */
const customersFavourite = fresh(async (w) => {
  const { id: restaurantId } = await w.make.restaurant(true);
  const [id] = await addFavourites(w.t, w.users.customer.id, [{ restaurantId }]);
  return id!;
});
const favouriteRows: Row[] = [
  { method: 'GET', path: FAVOURITES, expect: customersOwn(200, 200) },
  {
    method: 'POST',
    path: FAVOURITES,
    expect: customersOwn(201, 201),
    fresh: fresh(async (w) => (await w.make.restaurant(true)).id),
    body: (v) => ({ restaurant: v.target }),
  },
  {
    method: 'POST',
    path: FAVOURITES,
    label: 'a meal of a restaurant awaiting approval',
    expect: customersOwn(400, 400),
    body: (v) => ({ meal: v.pending_meal }),
  },
  { method: 'DELETE', path: `${FAVOURITES}?meal={meal}`, expect: customersOwn(204, 204) },
  { method: 'DELETE', path: FAVOURITES, label: 'naming neither', expect: customersOwn(400, 400) },
  { method: 'DELETE', path: `${FAVOURITES}{target}/`, expect: customersOwn(204, 404), fresh: customersFavourite },
  notAllowed('PUT', FAVOURITES),
  { ...notAllowed('PATCH', `${FAVOURITES}{target}/`), fresh: customersFavourite },
];

/**
 * Promo codes (issue #23): owners manage their restaurant's (another owner's is not found), admins every code;
 * customers manage none (403). Offers and checks are for everyone.
 */
const PROMOTIONS = '/api/promotions/';
const promoManager = (owner: number, otherOwner: number, admin: number): Statuses => [
  401,
  403,
  403,
  owner,
  otherOwner,
  admin,
];
const ownersCode = fresh(async (w) => (await addPromotion(w.t, { restaurantId: w.ids.restaurant })).id);
const platformCode = fresh(async (w) => (await addPromotion(w.t)).id);
const promotionRows: Row[] = [
  { method: 'GET', path: PROMOTIONS, expect: promoManager(200, 200, 200) },
  {
    method: 'POST',
    path: PROMOTIONS,
    expect: promoManager(201, 201, 201),
    body: () => ({ code: `MATRIX${unique()}`, kind: 'percent', value: 10 }),
  },
  { method: 'GET', path: `${PROMOTIONS}{target}/`, expect: promoManager(200, 404, 200), fresh: ownersCode },
  {
    method: 'GET',
    path: `${PROMOTIONS}{target}/`,
    label: 'a platform-wide code',
    expect: promoManager(404, 404, 200),
    fresh: platformCode,
  },
  {
    method: 'PATCH',
    path: `${PROMOTIONS}{target}/`,
    expect: promoManager(200, 404, 200),
    fresh: ownersCode,
    body: () => ({ is_active: false }),
  },
  {
    method: 'PUT',
    path: `${PROMOTIONS}{target}/`,
    expect: promoManager(200, 404, 200),
    fresh: ownersCode,
    body: () => ({ minimum_subtotal: '20.00' }),
  },
  { method: 'DELETE', path: `${PROMOTIONS}{target}/`, expect: promoManager(204, 404, 204), fresh: ownersCode },
  { method: 'GET', path: `${PROMOTIONS}offers/?restaurant={restaurant}`, expect: all(200) },
  { method: 'GET', path: `${PROMOTIONS}offers/`, label: 'without a restaurant', expect: all(400) },
  {
    method: 'POST',
    path: `${PROMOTIONS}validate/`,
    expect: all(200),
    fresh: fresh(async (w) => (await addPromotion(w.t, { restaurantId: w.ids.restaurant })).id),
    body: (v) => ({ code: `NO-SUCH-${v.target}`, restaurant: v.restaurant, subtotal: '40.00' }),
  },
  notAllowed('DELETE', PROMOTIONS),
];

export const MATRIX: Row[] = [
  ...promotionRows,
  ...areaRows,
  ...addressRows,
  ...favouriteRows,
  ...users,
  ...restaurants,
  ...ingredients,
  ...categories,
  ...meals,
  ...customMeals,
  ...reviews,
  ...orders,
  ...payments,
  ...notifications,
  ...operations,
];
