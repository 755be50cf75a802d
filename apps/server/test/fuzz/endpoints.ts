import type { World } from './world.js';

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type Method = (typeof METHODS)[number];

/**
 * One path of API.md §3 with what a well-formed request to it looks like, so the generator can
 * send valid requests, requests with one thing wrong, and junk.
 */
export interface Endpoint {
  /** `{id}` marks a path id. */
  path: string;
  /** The methods the contract lists; the generator also sends every other one (405). */
  methods: Method[];
  /** A valid body for the write methods. */
  body?: (w: World) => Record<string, unknown>;
  /** The image field, where API.md §1.9 allows a multipart upload. */
  file?: string;
  /** Query parameters the endpoint reads, with a valid value each. */
  query?: (w: World) => Record<string, string>;
  /** A valid value of each header the endpoint reads. */
  headers?: Record<string, string>;
  /** Server-Sent Events: a signed-in GET never ends, so only the refusals are sent in-process. */
  stream?: boolean;
}

const page = { page: '1', page_size: '20' };
const review = (target: string, id: (w: World) => number): Endpoint[] => [
  {
    path: `/api/reviews/${target.replace('_', '-')}-reviews/`,
    methods: ['GET', 'HEAD', 'POST'],
    body: (w) => ({ [target]: id(w), rating: 5, comment: 'Really lovely, would come again.' }),
    query: (w) => ({
      [target]: String(id(w)),
      user: String(w.userIds.customer),
      rating: '4',
      ordering: '-rating',
      ...page,
    }),
  },
  {
    path: `/api/reviews/${target.replace('_', '-')}-reviews/{id}/`,
    methods: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
    body: (w) => ({ [target]: id(w), rating: 2, comment: 'Changed my mind about it.' }),
  },
];

export const ENDPOINTS: Endpoint[] = [
  { path: '/api/token/', methods: ['POST'], body: () => ({ username: 'FUZZ_customer', password: 'Passw0rdX' }) },
  { path: '/api/token/revoke/', methods: ['POST'], body: () => ({ all: true }) },
  {
    path: '/api/users/register/',
    methods: ['POST'],
    body: () => ({
      username: 'new.user',
      email: 'new.user@example.com',
      password: 'Passw0rdZ',
      password2: 'Passw0rdZ',
      first_name: 'New',
      last_name: 'User',
      phone_number: '01012345678',
      address: '3 Tahrir Sq',
      user_type: 'restaurant',
      language: 'ar',
    }),
  },
  { path: '/api/users/me/', methods: ['GET', 'HEAD'] },
  { path: '/api/users/password-reset/', methods: ['POST'], body: () => ({ email: 'customer@fuzz.example.com' }) },
  {
    path: '/api/users/password-reset-confirm/',
    methods: ['POST'],
    body: (w) => ({
      uid: Buffer.from(String(w.userIds.customer2)).toString('base64url'),
      token: 'fuzz-reset',
      new_password: 'Passw0rdY',
      confirm_password: 'Passw0rdY',
    }),
  },
  {
    path: '/api/users/update-profile/',
    methods: ['POST'],
    file: 'profile_picture',
    body: () => ({
      first_name: 'Renamed',
      phone_number: '01112345678',
      bio: 'Loves bread',
      favorite_cuisine: 'Egyptian',
      language: 'ar',
    }),
  },
  {
    path: '/api/users/users/',
    methods: ['GET', 'HEAD', 'POST'],
    body: () => ({
      username: 'made_by_admin',
      email: 'made@example.com',
      password: 'Passw0rdZ',
      password2: 'Passw0rdZ',
      user_type: 'admin',
    }),
    query: () => ({ user_type: 'customer', search: 'fuzz', ordering: '-date_joined' }),
  },
  ...['/api/users/users/{id}/', '/api/users/{id}/'].map((path): Endpoint => ({
    path,
    methods: path.includes('users/users') ? ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'] : ['GET', 'HEAD', 'PUT', 'PATCH'],
    file: 'profile_picture',
    body: () => ({ first_name: 'Renamed', address: '4 Corniche', user_type: 'customer', language: 'en' }),
  })),
  {
    path: '/api/profiles/{id}/',
    methods: ['GET', 'HEAD', 'PUT', 'PATCH'],
    body: () => ({ bio: 'Cooks a lot', favorite_cuisine: 'Nubian' }),
  },
  {
    path: '/api/restaurants/restaurants/',
    methods: ['GET', 'HEAD', 'POST'],
    file: 'logo',
    body: (w) => ({
      name: 'Second Kitchen',
      description: 'More food',
      name_ar: 'المطبخ الثاني',
      description_ar: 'أكل أكثر',
      address: '9 Nile St',
      phone_number: '+20 (2) 555-1234',
      opening_time: '08:00',
      closing_time: '02:00:00',
      is_active: 'yes',
      cuisine: 'Nubian',
      owner_id: w.userIds.owner3,
      opening_hours: [
        { weekday: 1, opens: '12:00', closes: '15:00' },
        { weekday: 1, opens: '18:00', closes: '01:00' },
      ],
      offers_pickup: true,
      preparation_minutes: 25,
    }),
    query: (w) => ({
      search: 'kitchen',
      is_active: 'true',
      is_open_now: '1',
      is_approved: 'pending',
      owner: String(w.userIds.owner),
      ordering: '-avg_rating,name',
      area: String(w.area),
      ...page,
    }),
  },
  { path: '/api/restaurants/restaurants/my-restaurant/', methods: ['GET', 'HEAD'] },
  // Issue #21: the pause, and the delivery areas (a JSON list as the whole body).
  { path: '/api/restaurants/restaurants/{id}/pause/', methods: ['POST', 'DELETE'], body: () => ({ minutes: 15 }) },
  {
    path: '/api/restaurants/restaurants/{id}/delivery-areas/',
    methods: ['GET', 'HEAD', 'PUT'],
    body: (w) =>
      [{ area: w.area, fee: '15.00', minimum_order: '100', delivery_minutes: 30 }] as unknown as Record<
        string,
        unknown
      >,
  },
  {
    path: '/api/restaurants/restaurants/{id}/',
    methods: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
    file: 'logo',
    body: (w) => ({
      name: 'Fuzz Kitchen II',
      name_ar: '',
      description_ar: 'مطبخ الاختبار',
      closing_time: '23:30',
      cuisine: 'Seafood',
      cover: '',
      is_approved: false,
      rejection_reason: 'Blurry photos',
      owner_id: w.userIds.owner,
      closures: [{ starts: '2026-12-24', ends: '2026-12-25', reason: 'Holiday' }],
      busy_extra_minutes: 10,
    }),
  },
  {
    path: '/api/restaurants/restaurants/{id}/ingredients/',
    methods: ['GET', 'HEAD'],
    query: () => ({ is_available: 'false', search: 'to' }),
  },
  {
    path: '/api/restaurants/ingredients/',
    methods: ['GET', 'HEAD', 'POST'],
    file: 'image',
    body: (w) => ({
      restaurant: w.restaurant,
      name: 'Basil',
      name_ar: 'ريحان',
      unit: 'g',
      price_per_unit: '0.10',
      quantity: 250.5,
      is_allergen: true,
      allergen_type: 'nuts',
    }),
    query: (w) => ({
      restaurant: String(w.restaurant),
      search: 'flour',
      is_available: '1',
      is_allergen: '0',
      allergen_type: 'nuts,dairy',
      unit: 'g',
      ...page,
    }),
  },
  {
    path: '/api/restaurants/ingredients/{id}/',
    methods: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
    file: 'image',
    body: (w) => ({
      restaurant: w.restaurant,
      quantity: '12.5',
      price_per_unit: 0.3,
      is_available: 'off',
      available_quantity: 3,
      description_ar: 'طازج',
    }),
  },
  {
    path: '/api/meals/categories/',
    methods: ['GET', 'HEAD', 'POST'],
    body: () => ({ name: 'Desserts', description: 'Sweet', name_ar: 'حلويات', description_ar: null }),
    query: () => page,
  },
  {
    path: '/api/meals/categories/{id}/',
    methods: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
    body: () => ({ name: 'Starters', name_ar: 'مقبلات' }),
  },
  {
    path: '/api/meals/meals/',
    methods: ['GET', 'HEAD', 'POST'],
    file: 'image',
    body: (w) => ({
      restaurant: w.restaurant,
      name: 'Soup',
      description: 'Hot',
      name_ar: 'شوربة',
      description_ar: 'سخنة',
      base_price: '5.50',
      category: w.category,
      preparation_time: 20,
      is_featured: true,
      ingredients: [{ ingredient: w.ingredients[0], quantity: 50, is_optional: false, additional_price: '0.25' }],
      option_groups: [
        {
          name: 'Size',
          name_ar: 'الحجم',
          min_choices: 1,
          max_choices: 1,
          options: [
            { name: 'Small', price_delta: '-1.50' },
            { name: 'Large', price_delta: '2.00', ingredient: w.ingredients[0], quantity: 25, is_available: true },
          ],
        },
      ],
    }),
    query: (w) => ({
      restaurant: String(w.restaurant),
      category: String(w.category),
      search: 'bread',
      min_price: '1.00',
      max_price: '99',
      is_available: 'true',
      is_customizable: 'false',
      is_featured: '0',
      ordering: 'base_price,-name',
      ...page,
    }),
  },
  {
    path: '/api/meals/meals/{id}/',
    methods: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
    file: 'image',
    body: (w) => ({
      restaurant: w.restaurant,
      base_price: 9,
      name_ar: 'شوربة عدس',
      category: '',
      ingredients: [{ ingredient: w.ingredients[1], quantity: 2 }],
      // Sent back with the ids it was read with (one option of the fixture's meal kept, one new).
      option_groups: [
        {
          id: w.mealOptionGroup,
          name: 'Extras',
          max_choices: 2,
          free_choices: 1,
          options: [
            { id: w.mealOptions[0], name: 'Cheese', price_delta: 1.5, ingredient: w.ingredients[0], quantity: 20 },
            { name: 'Chili', price_delta: '0.50', is_available: false },
          ],
        },
      ],
    }),
  },
  {
    path: '/api/meals/meals/{id}/check_availability/',
    methods: ['GET', 'HEAD'],
    query: (w) => ({ quantity: '3', options: w.mealOptions.join(',') }),
  },
  {
    path: '/api/meals/custom-meals/',
    methods: ['GET', 'HEAD', 'POST'],
    body: (w) => ({
      name: 'Spicy bowl',
      description: '',
      cooking_instructions: 'Extra crispy',
      is_public: false,
      restaurant: w.restaurant,
      base_meal: w.meal,
      base_price: 12.5,
      ingredients: [
        { ingredient: w.ingredients[0], quantity: 2 },
        { ingredient: w.ingredients[1], quantity: 0.5 },
      ],
    }),
    query: (w) => ({
      user: String(w.userIds.customer),
      is_public: 'true',
      restaurant: String(w.restaurant),
      base_meal: String(w.meal),
      search: 'bread',
      ordering: 'avg_rating',
      ...page,
    }),
  },
  { path: '/api/meals/custom-meals/top-rated/', methods: ['GET', 'HEAD'], query: () => ({ limit: '5' }) },
  {
    path: '/api/meals/custom-meals/{id}/',
    methods: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
    body: (w) => ({
      is_public: true,
      name: 'Renamed bowl',
      restaurant: w.restaurant,
      ingredients: [{ ingredient: w.ingredients[1], quantity: 1 }],
    }),
  },
  { path: '/api/meals/custom-meals/{id}/ingredients/', methods: ['GET', 'HEAD'] },
  {
    path: '/api/meals/custom-meals/{id}/check_availability/',
    methods: ['GET', 'HEAD'],
    query: () => ({ quantity: '2' }),
  },
  ...review('restaurant', (w) => w.restaurant),
  ...review('meal', (w) => w.meal),
  ...review('custom_meal', (w) => w.publicCustomMeal),
  {
    path: '/api/orders/orders/',
    methods: ['GET', 'HEAD', 'POST'],
    body: (w) => ({
      restaurant: w.restaurant,
      delivery_address: '12 Nile St, Cairo',
      delivery_notes: 'Ring twice',
      // Issue #21: the world's restaurant has no delivery areas, so a delivery to the typed address, scheduled ahead.
      fulfilment: 'delivery',
      area: null,
      address: null,
      address_details: { street: '12 Nile St', building: '4', floor: '2', phone: '01012345678' },
      scheduled_for: new Date(Date.now() + 2 * 3600_000).toISOString(),
      payment_method: 'cash',
      total_price: 11.8,
      user: w.userIds.customer,
      items: [
        { meal: w.meal, quantity: 1, price: '8.00', special_instructions: '' },
        { custom_meal: w.publicCustomMeal, quantity: 1, price: 3.8, special_instructions: 'No onions' },
      ],
      payment: { payment_method: 'cash', amount: 11.8 },
    }),
    query: (w) => ({
      status: 'pending,confirmed',
      search: '#1',
      restaurant: String(w.restaurant),
      user: String(w.userIds.customer),
      ordering: '-total_price',
      scheduled: 'true',
      ...page,
    }),
    headers: { 'idempotency-key': 'order-key-1' },
  },
  { path: '/api/orders/orders/{id}/', methods: ['GET', 'HEAD'] },
  { path: '/api/orders/orders/{id}/reorder/', methods: ['GET', 'HEAD'] },
  {
    path: '/api/orders/orders/{id}/update_status/',
    methods: ['POST'],
    body: () => ({ status: 'cancelled', reason: 'Out of flour' }),
  },
  {
    path: '/api/orders/create-payment-intent/',
    methods: ['POST'],
    body: () => ({ amount: 1180 }),
    headers: { 'idempotency-key': 'intent-key-1' },
  },
  { path: '/api/payments/config/', methods: ['GET', 'HEAD'] },
  {
    path: '/api/payments/test/confirm/',
    methods: ['POST'],
    body: (w) => ({
      client_secret: w.clientSecret,
      card_number: '4000 0000 0000 0002',
      exp_month: 12,
      exp_year: 40,
      cvc: '123',
    }),
  },
  // Only with the stripe provider; the fuzz app uses the test processor, where it is an unknown path.
  {
    path: '/api/payments/stripe/webhook/',
    methods: ['POST'],
    body: () => ({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } }),
  },
  {
    path: '/api/notifications/notifications/',
    methods: ['GET', 'HEAD'],
    query: (w) => ({ is_read: 'false', notification_type: 'other,new_order', order: String(w.order), ...page }),
  },
  { path: '/api/notifications/notifications/unread/', methods: ['GET', 'HEAD'], query: () => page },
  { path: '/api/notifications/notifications/{id}/', methods: ['GET', 'HEAD'] },
  { path: '/api/notifications/notifications/{id}/mark_as_read/', methods: ['POST'] },
  { path: '/api/notifications/notifications/mark_all_as_read/', methods: ['POST'] },
  { path: '/api/notifications/stream/', methods: ['GET'], headers: { 'last-event-id': '1' }, stream: true },
  {
    path: '/api/areas/',
    methods: ['GET', 'HEAD', 'POST'],
    body: () => ({ name: 'Dokki', name_ar: 'الدقي', city: 'Giza', city_ar: 'الجيزة' }),
    query: () => ({ include_retired: 'true', ...page }),
  },
  {
    path: '/api/areas/{id}/',
    methods: ['GET', 'HEAD', 'PATCH'],
    body: () => ({ name: 'Garden City', name_ar: '', is_retired: true, city_ar: 'القاهرة' }),
  },
  {
    path: '/api/users/addresses/',
    methods: ['GET', 'HEAD', 'POST'],
    body: (w) => ({
      label: 'Work',
      area: w.area,
      street: '14 Talaat Harb St',
      building: '14',
      floor: '2',
      apartment: '5',
      landmark: 'Above the bookshop',
      phone: '01012345678',
      is_default: true,
    }),
    query: () => page,
  },
  {
    path: '/api/users/addresses/{id}/',
    methods: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
    body: (w) => ({ area: w.area, street: '1 Road 9', label: '', is_default: 'yes', phone: '+201112345678' }),
  },
  {
    path: '/api/users/favourites/',
    methods: ['GET', 'HEAD', 'POST', 'DELETE'],
    body: (w) => ({ meal: w.meal }),
    query: (w) => ({ restaurant: String(w.restaurant), ...page }),
  },
  { path: '/api/users/favourites/{id}/', methods: ['DELETE'] },
  {
    path: '/api/promotions/',
    methods: ['GET', 'HEAD', 'POST'],
    body: (w) => ({
      code: 'FUZZ-15',
      kind: 'percent',
      value: '15',
      max_discount: '40.00',
      minimum_subtotal: 60,
      starts_at: '2026-01-01T00:00:00Z',
      ends_at: '2027-01-01T00:00:00+02:00',
      usage_limit: 100,
      per_customer_limit: 2,
      first_order_only: 'no',
      free_delivery: false,
      is_active: true,
      restaurant: w.restaurant,
    }),
    query: (w) => ({ restaurant: String(w.restaurant), search: 'fuzz', ...page }),
  },
  {
    path: '/api/promotions/{id}/',
    methods: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
    body: () => ({ kind: 'fixed', value: '12.50', max_discount: null, is_active: 'off', ends_at: '' }),
  },
  {
    path: '/api/promotions/offers/',
    methods: ['GET', 'HEAD'],
    query: (w) => ({ restaurant: String(w.restaurant) }),
  },
  {
    path: '/api/promotions/validate/',
    methods: ['POST'],
    body: (w) => ({ code: 'fuzz-15', restaurant: w.restaurant, subtotal: '80.00', delivery_fee: 15 }),
  },
  { path: '/api/weather/', methods: ['GET', 'HEAD'], query: () => ({ lat: '30.04', lon: '31.24', city: 'Cairo' }) },
  { path: '/api/stats/my-restaurant/', methods: ['GET', 'HEAD'], query: () => ({ days: '30' }) },
  { path: '/api/stats/admin/', methods: ['GET', 'HEAD'], query: () => ({ days: '365' }) },
  { path: '/api/health/', methods: ['GET', 'HEAD'] },
  { path: '/api/ready/', methods: ['GET', 'HEAD'] },
  { path: '/api/openapi.json', methods: ['GET', 'HEAD'] },
  { path: '/api/docs', methods: ['GET', 'HEAD'] },
  { path: '/media/{id}', methods: ['GET', 'HEAD'] },
  // API.md §1.10: reference routes that are not provided.
  { path: '/api/users/', methods: ['GET'] },
  { path: '/api/users/profiles/', methods: ['GET'] },
  { path: '/api/restaurants/restaurants/{id}/meals/', methods: ['GET'] },
  { path: '/api/orders/payments/', methods: ['GET'] },
];
