import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, queryCount, type TestApp, type TestUser } from '../../../test/helpers.js';
import { gone, multipart } from '../media/multipart.js';
import { makeRestaurant } from '../orders/fixtures.js';
import {
  bulkOwners,
  bulkRestaurants,
  matrixActors,
  notificationCount,
  restaurantBody,
  restaurantCount,
  restaurantRow,
  review,
} from './test-support.js';

const LIST = '/api/restaurants/restaurants/';
const one = (id: number) => `/api/restaurants/restaurants/${id}/`;
const MINE = '/api/restaurants/restaurants/my-restaurant/';

const REQUIRED = 'This field is required.';
const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };
const NOT_FOUND = { detail: 'Not found.' };
const NO_CREDENTIALS = { detail: 'Authentication credentials were not provided.' };

describe('restaurants: permissions of every endpoint for every actor (API.md §5)', () => {
  let t: TestApp;
  let customer: TestUser;
  let customer2: TestUser;
  let owner: TestUser;
  let owner2: TestUser;
  let admin: TestUser;
  let approved: number;
  let pending: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ customer, customer2, admin } = await matrixActors(t));
    const a = await makeRestaurant(t, { name: 'Approved Place', isApproved: true });
    const b = await makeRestaurant(t, { name: 'Pending Place', isApproved: null });
    owner = a.owner;
    owner2 = b.owner;
    approved = a.id;
    pending = b.id;
  });
  afterAll(() => t.close());

  it('GET {id}: an approved restaurant is public', async () => {
    for (const token of [undefined, customer.token, customer2.token, owner.token, owner2.token, admin.token]) {
      const res = await call(t, 'GET', one(approved), { token });
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(approved);
    }
  });

  it('GET {id}: a pending restaurant is seen by its owner and admins only; others get 404', async () => {
    for (const token of [undefined, customer.token, customer2.token, owner.token]) {
      const res = await call(t, 'GET', one(pending), { token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
    expect((await call(t, 'GET', one(pending), { token: owner2.token })).body.is_approved).toBeNull();
    expect((await call(t, 'GET', one(pending), { token: admin.token })).status).toBe(200);
  });

  it('GET {id}: malformed and missing ids are 404', async () => {
    for (const path of ['abc', '0', '1.5', '999999', '99999999999']) {
      const res = await call(t, 'GET', `/api/restaurants/restaurants/${path}/`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
  });

  it('GET list: non-admins see approved restaurants only, admins all', async () => {
    for (const token of [undefined, customer.token, owner.token, owner2.token]) {
      const res = await call(t, 'GET', LIST, { token });
      expect(res.status).toBe(200);
      expect(res.body.map((r: { id: number }) => r.id)).toEqual([approved]);
    }
    const all = await call(t, 'GET', LIST, { token: admin.token });
    expect(all.body.map((r: { id: number }) => r.id)).toEqual([approved, pending]);
  });

  it('PUT/PATCH: anonymous 401, customers and other owners 403 on a visible one, 404 on a hidden one', async () => {
    const before = await restaurantRow(t, approved);
    for (const method of ['PUT', 'PATCH'] as const) {
      const anon = await call(t, method, one(approved), { body: { name: 'Hacked' } });
      expect(anon.status).toBe(401);
      expect(anon.body).toEqual(NO_CREDENTIALS);
      for (const token of [customer.token, customer2.token, owner2.token]) {
        const res = await call(t, method, one(approved), { token, body: { name: 'Hacked' } });
        expect(res.status).toBe(403);
        expect(res.body).toEqual(FORBIDDEN);
      }
      for (const token of [customer.token, owner.token]) {
        const res = await call(t, method, one(pending), { token, body: { name: 'Hacked' } });
        expect(res.status).toBe(404);
      }
    }
    expect(await restaurantRow(t, approved)).toEqual(before);
  });

  it('PUT/PATCH: the owner and admins may change it', async () => {
    const mine = await call(t, 'PATCH', one(approved), { token: owner.token, body: { description: 'By the owner' } });
    expect(mine.status).toBe(200);
    expect(mine.body.description).toBe('By the owner');
    const put = await call(t, 'PUT', one(pending), { token: owner2.token, body: { description: 'Pending but mine' } });
    expect(put.status).toBe(200);
    const byAdmin = await call(t, 'PATCH', one(approved), { token: admin.token, body: { description: 'By an admin' } });
    expect(byAdmin.status).toBe(200);
    expect((await restaurantRow(t, approved))?.description).toBe('By an admin');
  });

  it('DELETE: anonymous 401, customers and other owners 403, hidden 404; nothing is deleted', async () => {
    expect((await call(t, 'DELETE', one(approved))).status).toBe(401);
    for (const token of [customer.token, customer2.token, owner2.token]) {
      const res = await call(t, 'DELETE', one(approved), { token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    expect((await call(t, 'DELETE', one(pending), { token: owner.token })).status).toBe(404);
    expect((await call(t, 'DELETE', one(pending), { token: customer.token })).status).toBe(404);
    expect(await restaurantCount(t)).toBe(2);
  });

  it('DELETE: the owner deletes their own, an admin any', async () => {
    const a = await makeRestaurant(t, { isApproved: false, rejectionReason: 'No' });
    const b = await makeRestaurant(t);
    expect((await call(t, 'DELETE', one(a.id), { token: a.owner.token })).status).toBe(204);
    expect((await call(t, 'DELETE', one(b.id), { token: admin.token })).status).toBe(204);
    expect(await restaurantRow(t, a.id)).toBeUndefined();
    expect(await restaurantRow(t, b.id)).toBeUndefined();
  });

  it('POST: anonymous 401, customers 403 with the specific text; nothing is created', async () => {
    const anon = await call(t, 'POST', LIST, { body: restaurantBody() });
    expect(anon.status).toBe(401);
    const res = await call(t, 'POST', LIST, { token: customer.token, body: restaurantBody() });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: 'Only restaurant owners and admins can create restaurants.' });
    expect(await restaurantCount(t)).toBe(2);
  });

  it('POST: an owner who already has a restaurant is refused', async () => {
    const res = await call(t, 'POST', LIST, { token: owner.token, body: restaurantBody() });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      non_field_errors: ['You already have a restaurant. Each owner can only have one restaurant.'],
    });
    expect(await restaurantCount(t)).toBe(2);
  });

  it('my-restaurant: 401 anonymous, 403 for customers and admins, 404 text without one, 200 in any state', async () => {
    expect((await call(t, 'GET', MINE)).status).toBe(401);
    for (const token of [customer.token, admin.token]) {
      const res = await call(t, 'GET', MINE, { token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'Only restaurant owners can access this endpoint.' });
    }
    const newcomer = await createUser(t, 'restaurant');
    const none = await call(t, 'GET', MINE, { token: newcomer.token });
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ detail: 'You do not have a restaurant set up yet.' });
    const mine = await call(t, 'GET', MINE, { token: owner2.token });
    expect(mine.status).toBe(200);
    expect(mine.body.id).toBe(pending);
    expect(mine.body.is_approved).toBeNull();
  });

  it('my-restaurant is a named segment, never an id', async () => {
    const res = await call(t, 'GET', '/api/restaurants/restaurants/my-restaurant');
    expect(res.status).toBe(401);
  });
});

describe('restaurants: create, shape and validation', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, 'admin');
    customer = await createUser(t, 'customer');
  });
  afterAll(() => t.close());

  it('an owner creates their own restaurant, pending, with every RestaurantOut field', async () => {
    const owner = await createUser(t, 'restaurant', { firstName: 'Mona', lastName: 'Saleh' });
    const res = await call(t, 'POST', LIST, {
      token: owner.token,
      body: restaurantBody({ is_active: 'false', name_ar: 'مطبخ النيل', description_ar: ' ' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Nile Kitchen',
      description: 'Home cooking by the river',
      name_ar: 'مطبخ النيل',
      description_ar: null,
      address: '12 Corniche St, Cairo',
      phone_number: '+20 (2) 555-1234',
      logo: null,
      cover: null,
      cuisine: '',
      opening_time: '08:00:00',
      closing_time: '22:00:00',
      is_active: false,
      is_open_now: false,
      next_opening: null,
      offers_delivery: true,
      offers_pickup: false,
      preparation_minutes: 20,
      busy_extra_minutes: 0,
      accept_minutes: 10,
      paused_until: null,
      opening_hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '08:00', closes: '22:00' })),
      closures: [],
      opens_at: null,
      delivery: null,
      is_approved: null,
      rejection_reason: null,
      owner_id: owner.id,
      owner_username: owner.username,
      owner_details: {
        id: owner.id,
        username: owner.username,
        email: owner.email,
        first_name: 'Mona',
        last_name: 'Saleh',
        user_type: 'restaurant',
      },
      avg_rating: null,
      review_count: 0,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
  });

  it('is_active defaults to true; times accept HH:MM:SS, kept to the minute as weekly periods are', async () => {
    const owner = await createUser(t, 'restaurant');
    const res = await call(t, 'POST', LIST, {
      token: owner.token,
      body: restaurantBody({ opening_time: '07:30:15', closing_time: '23:59:59' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.is_active).toBe(true);
    expect(res.body.opening_time).toBe('07:30:00');
    expect(res.body.closing_time).toBe('23:59:00');
  });

  it('mass assignment: an owner cannot approve, reject or re-own their new restaurant', async () => {
    const owner = await createUser(t, 'restaurant');
    const other = await createUser(t, 'restaurant');
    const res = await call(t, 'POST', LIST, {
      token: owner.token,
      body: restaurantBody({ is_approved: true, rejection_reason: 'x', owner_id: other.id, owner: other.id }),
    });
    expect(res.status).toBe(201);
    const row = await restaurantRow(t, res.body.id);
    expect(row?.isApproved).toBeNull();
    expect(row?.rejectionReason).toBeNull();
    expect(row?.ownerId).toBe(owner.id);
  });

  it('every required field is reported together, with the spec messages; nothing is created', async () => {
    const owner = await createUser(t, 'restaurant');
    const before = await restaurantCount(t);
    const res = await call(t, 'POST', LIST, { token: owner.token, body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: ['Restaurant name is required'],
      description: [REQUIRED],
      address: [REQUIRED],
      phone_number: [REQUIRED],
      opening_time: [REQUIRED],
      closing_time: [REQUIRED],
    });
    const blank = await call(t, 'POST', LIST, {
      token: owner.token,
      body: restaurantBody({ name: '   ', description: null }),
    });
    expect(blank.body).toEqual({ name: ['Restaurant name is required'], description: [REQUIRED] });
    expect(await restaurantCount(t)).toBe(before);
  });

  it('lengths, phone numbers, times, booleans, the cuisine, the logo and the cover are validated', async () => {
    const owner = await createUser(t, 'restaurant');
    const before = await restaurantCount(t);
    const res = await call(t, 'POST', LIST, {
      token: owner.token,
      body: {
        name: 'n'.repeat(256),
        description: 'd'.repeat(2001),
        address: 'a'.repeat(501),
        phone_number: 'call me',
        opening_time: '24:00',
        closing_time: '8:00',
        is_active: 'maybe',
        cuisine: 'c'.repeat(61),
        logo: 'http://example.com/logo.png',
        cover: 'http://example.com/cover.png',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: ['Must be at most 255 characters.'],
      description: ['Must be at most 2000 characters.'],
      address: ['Must be at most 500 characters.'],
      phone_number: ['Please enter a valid phone number'],
      opening_time: ['Must be a time as HH:MM or HH:MM:SS.'],
      closing_time: ['Must be a time as HH:MM or HH:MM:SS.'],
      is_active: ['Must be true or false.'],
      cuisine: ['Must be at most 60 characters.'],
      logo: ['Upload a valid image (JPEG, PNG, WebP, GIF or AVIF).'],
      cover: ['Upload a valid image (JPEG, PNG, WebP, GIF or AVIF).'],
    });
    for (const phone of ['123456', '1'.repeat(21), '12345678a']) {
      const bad = await call(t, 'POST', LIST, { token: owner.token, body: restaurantBody({ phone_number: phone }) });
      expect(bad.body).toEqual({ phone_number: ['Please enter a valid phone number'] });
    }
    for (const time of ['12:60', '12:00:60', 'noon', '1200']) {
      const bad = await call(t, 'POST', LIST, { token: owner.token, body: restaurantBody({ opening_time: time }) });
      expect(bad.body).toEqual({ opening_time: ['Must be a time as HH:MM or HH:MM:SS.'] });
    }
    expect(await restaurantCount(t)).toBe(before);
  });

  it('an admin creates one for an owner, approved at once', async () => {
    const owner = await createUser(t, 'restaurant');
    const res = await call(t, 'POST', LIST, {
      token: admin.token,
      body: restaurantBody({ owner_id: String(owner.id), is_approved: false }),
    });
    expect(res.status).toBe(201);
    expect(res.body.owner_id).toBe(owner.id);
    expect(res.body.is_approved).toBe(true);
    expect(res.body.rejection_reason).toBeNull();
  });

  it('an admin must choose an existing owner without a restaurant; nothing is created otherwise', async () => {
    const taken = await makeRestaurant(t);
    const before = await restaurantCount(t);
    const cases: [unknown, string][] = [
      [undefined, 'Please select a restaurant owner'],
      ['', 'Please select a restaurant owner'],
      ['abc', 'Must be a whole number.'],
      [999999, 'User 999999 does not exist.'],
      [99999999999, 'User 99999999999 does not exist.'],
      [customer.id, 'The selected user is not a restaurant owner.'],
      [admin.id, 'The selected user is not a restaurant owner.'],
      [taken.owner.id, 'The selected owner already has a restaurant. Each owner can only have one restaurant.'],
    ];
    for (const [ownerId, message] of cases) {
      const res = await call(t, 'POST', LIST, { token: admin.token, body: restaurantBody({ owner_id: ownerId }) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ owner_id: [message] });
    }
    expect(await restaurantCount(t)).toBe(before);
  });

  it('the owner e-mail is shown only to admins and that owner (reference defect 14)', async () => {
    const r = await makeRestaurant(t);
    const stranger = await createUser(t, 'restaurant');
    for (const token of [undefined, customer.token, stranger.token]) {
      const res = await call(t, 'GET', one(r.id), { token });
      expect(res.body.owner_details.email).toBeNull();
      expect(res.text).not.toContain(r.owner.email);
      const list = await call(t, 'GET', LIST, { token });
      expect(list.text).not.toContain(r.owner.email);
    }
    expect((await call(t, 'GET', one(r.id), { token: admin.token })).body.owner_details.email).toBe(r.owner.email);
    expect((await call(t, 'GET', one(r.id), { token: r.owner.token })).body.owner_details.email).toBe(r.owner.email);
  });

  it('avg_rating and review_count come from restaurant reviews', async () => {
    const r = await makeRestaurant(t);
    const c2 = await createUser(t, 'customer');
    const c3 = await createUser(t, 'customer');
    await review(t, customer.id, r.id, 5);
    await review(t, c2.id, r.id, 4);
    await review(t, c3.id, r.id, 4);
    const res = await call(t, 'GET', one(r.id));
    expect(res.body.avg_rating).toBe(4.33);
    expect(res.body.review_count).toBe(3);
  });

  it('unsupported content types are 415, invalid JSON 400; nothing is created', async () => {
    const owner = await createUser(t, 'restaurant');
    const before = await restaurantCount(t);
    const text = await call(t, 'POST', LIST, {
      token: owner.token,
      payload: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    const bad = await call(t, 'POST', LIST, {
      token: owner.token,
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ detail: 'The request body is not valid JSON.' });
    expect(await restaurantCount(t)).toBe(before);
  });
});

describe('restaurants: owner updates (reference defects 10, 11, 13)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('an owner edits and reopens their rejected, closed restaurant; approval stays as it was', async () => {
    const r = await makeRestaurant(t, { isApproved: false, rejectionReason: 'Menu missing', isActive: false });
    const res = await call(t, 'PUT', one(r.id), {
      token: r.owner.token,
      body: { name: 'Renamed', is_active: true, closing_time: '23:00' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Renamed',
      is_active: true,
      closing_time: '23:00:00',
      is_approved: false,
      rejection_reason: 'Menu missing',
    });
  });

  it("an owner's save without is_active or approval fields changes neither (multipart too)", async () => {
    const r = await makeRestaurant(t, { isApproved: true, isActive: false });
    const res = await call(t, 'PUT', one(r.id), {
      token: r.owner.token,
      ...multipart({ name: 'Only the name', description: 'And the description' }),
    });
    expect(res.status).toBe(200);
    const row = await restaurantRow(t, r.id);
    expect(row).toMatchObject({ name: 'Only the name', isApproved: true, isActive: false });
  });

  it("an owner's approval, reason and owner fields are ignored", async () => {
    const r = await makeRestaurant(t, { isApproved: null });
    const other = await createUser(t, 'restaurant');
    const res = await call(t, 'PATCH', one(r.id), {
      token: r.owner.token,
      body: { is_approved: true, rejection_reason: 'none', owner_id: other.id, name: 'Still mine' },
    });
    expect(res.status).toBe(200);
    const row = await restaurantRow(t, r.id);
    expect(row).toMatchObject({ name: 'Still mine', isApproved: null, rejectionReason: null, ownerId: r.owner.id });
    expect(await notificationCount(t)).toBe(0);
  });

  it('a logo sent with the multipart form is stored as WebP; null removes it', async () => {
    const owner = await createUser(t, 'restaurant');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fa0' } })
      .png()
      .toBuffer();
    const fields = Object.fromEntries(Object.entries(restaurantBody()).map(([k, v]) => [k, String(v)]));
    const created = await call(t, 'POST', LIST, {
      token: owner.token,
      ...multipart({ ...fields, is_active: 'on', logo: { filename: 'logo.png', type: 'image/png', content: png } }),
    });
    expect(created.status).toBe(201);
    expect(created.body.is_active).toBe(true);
    expect(created.body.logo).toMatch(/^http:\/\/localhost(:80)?\/media\/restaurant_logos\/[0-9a-f]{32}\.webp$/);
    expect((await call(t, 'GET', new URL(created.body.logo).pathname)).status).toBe(200);
    const removed = await call(t, 'PATCH', one(created.body.id), { token: owner.token, body: { logo: null } });
    expect(removed.body.logo).toBeNull();
    expect((await restaurantRow(t, created.body.id))?.logo).toBeNull();
  });

  it('a cover is stored as WebP with sized copies, replaced, removed with null; old files go', async () => {
    const owner = await createUser(t, 'restaurant');
    const picture = (background: string) =>
      sharp({ create: { width: 1200, height: 675, channels: 3, background } })
        .png()
        .toBuffer();
    const fields = Object.fromEntries(Object.entries(restaurantBody()).map(([k, v]) => [k, String(v)]));
    const created = await call(t, 'POST', LIST, {
      token: owner.token,
      ...multipart({ ...fields, cover: { filename: 'cover.png', type: 'image/png', content: await picture('#c63') } }),
    });
    expect(created.status).toBe(201);
    expect(created.body.logo).toBeNull();
    expect(created.body.cover).toMatch(/^http:\/\/localhost(:80)?\/media\/restaurant_covers\/[0-9a-f]{32}\.webp$/);
    const first = new URL(created.body.cover).pathname;
    expect((await call(t, 'GET', first)).status).toBe(200);
    const small = await t.app.inject({ method: 'GET', url: first.replace('/media/', '/media/w/320/') });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);
    const read = await call(t, 'GET', one(created.body.id), { token: owner.token });
    expect(read.body.cover).toBe(created.body.cover);

    const replaced = await call(t, 'PATCH', one(created.body.id), {
      token: owner.token,
      ...multipart({ cover: { filename: 'cover.png', type: 'image/png', content: await picture('#396') } }),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.cover).toMatch(/\/media\/restaurant_covers\/[0-9a-f]{32}\.webp$/);
    expect(replaced.body.cover).not.toBe(created.body.cover);
    await gone(path.join(t.config.mediaDir, first.replace(/^\/media\//, '')));

    const removed = await call(t, 'PATCH', one(created.body.id), { token: owner.token, body: { cover: null } });
    expect(removed.status).toBe(200);
    expect(removed.body.cover).toBeNull();
    expect((await restaurantRow(t, created.body.id))?.cover).toBeNull();
    await gone(path.join(t.config.mediaDir, new URL(replaced.body.cover).pathname.replace(/^\/media\//, '')));
  });

  it('a cover that is not a picture is refused with 400 and changes nothing', async () => {
    const r = await makeRestaurant(t, { name: 'Plain Place' });
    const before = await restaurantRow(t, r.id);
    const res = await call(t, 'PATCH', one(r.id), {
      token: r.owner.token,
      ...multipart({
        name: 'Renamed',
        cover: { filename: 'cover.png', type: 'image/png', content: Buffer.from('just some text\n') },
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ cover: ['Upload a valid image (JPEG, PNG, WebP, GIF or AVIF).'] });
    expect(await restaurantRow(t, r.id)).toEqual(before);
  });

  it('the cuisine is optional on create, kept by a save without it, changed and cleared by the owner', async () => {
    const owner = await createUser(t, 'restaurant');
    const created = await call(t, 'POST', LIST, {
      token: owner.token,
      body: restaurantBody({ cuisine: ' Egyptian ' }),
    });
    expect(created.status).toBe(201);
    expect(created.body.cuisine).toBe('Egyptian');
    const renamed = await call(t, 'PATCH', one(created.body.id), { token: owner.token, body: { name: 'Renamed' } });
    expect(renamed.body.cuisine).toBe('Egyptian');
    const changed = await call(t, 'PATCH', one(created.body.id), { token: owner.token, body: { cuisine: 'Seafood' } });
    expect(changed.body.cuisine).toBe('Seafood');
    const cleared = await call(t, 'PATCH', one(created.body.id), { token: owner.token, body: { cuisine: '' } });
    expect(cleared.body.cuisine).toBe('');
    expect((await restaurantRow(t, created.body.id))?.cuisine).toBe('');
  });

  it('required fields can be changed, never cleared; the whole update is refused', async () => {
    const r = await makeRestaurant(t, { name: 'Keep Me' });
    const before = await restaurantRow(t, r.id);
    const res = await call(t, 'PATCH', one(r.id), {
      token: r.owner.token,
      body: { name: '', phone_number: null, opening_time: '25:00', description: 'changed' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: ['Restaurant name is required'],
      phone_number: [REQUIRED],
      opening_time: ['Must be a time as HH:MM or HH:MM:SS.'],
    });
    expect(await restaurantRow(t, r.id)).toEqual(before);
  });
});

describe('restaurants: list filters, ordering, pages and query count', () => {
  let t: TestApp;
  let admin: TestUser;
  let ids: { a: number; b: number; c: number; d: number };
  let ownerOfB: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, 'admin');
    const owners = await bulkOwners(t, 4, 'lf');
    ownerOfB = owners[1] as number;
    const [a, b] = await bulkRestaurants(t, owners.slice(0, 2), 'zeta grill', { isActive: true });
    const [c] = await bulkRestaurants(t, owners.slice(2, 3), 'Alpha diner', {
      isActive: false,
      description: 'Spicy koshari',
    });
    const [d] = await bulkRestaurants(t, owners.slice(3, 4), 'Pending pies', { isApproved: null });
    ids = { a: a as number, b: b as number, c: c as number, d: d as number };
    const raters = await Promise.all([createUser(t, 'customer'), createUser(t, 'customer')]);
    await review(t, raters[0].id, ids.b, 5);
    await review(t, raters[1].id, ids.b, 4);
    await review(t, raters[0].id, ids.a, 3);
  });
  afterAll(() => t.close());

  const idsOf = (body: { id: number }[]) => body.map((r) => r.id);

  it('default order is id; search covers name, description and address, every word must match', async () => {
    expect(idsOf((await call(t, 'GET', LIST)).body)).toEqual([ids.a, ids.b, ids.c]);
    expect(idsOf((await call(t, 'GET', `${LIST}?search=KOSHARI`)).body)).toEqual([ids.c]);
    expect(idsOf((await call(t, 'GET', `${LIST}?search=ZETA`)).body)).toEqual([ids.a, ids.b]);
    expect(idsOf((await call(t, 'GET', `${LIST}?search=main%20alpha%20koshari`)).body)).toEqual([ids.c]);
    expect((await call(t, 'GET', `${LIST}?search=zeta%20koshari`)).body).toEqual([]);
    expect((await call(t, 'GET', `${LIST}?search=nothing`)).body).toEqual([]);
  });

  it('filters is_active and is_open_now; a bad boolean is a 400 naming the parameter', async () => {
    expect(idsOf((await call(t, 'GET', `${LIST}?is_active=false`)).body)).toEqual([ids.c]);
    expect(idsOf((await call(t, 'GET', `${LIST}?is_open_now=1`)).body)).toEqual([ids.a, ids.b]);
    expect(idsOf((await call(t, 'GET', `${LIST}?is_open_now=false`)).body)).toEqual([ids.c]);
    const bad = await call(t, 'GET', `${LIST}?is_active=maybe&is_open_now=x`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ is_active: ['Must be true or false.'], is_open_now: ['Must be true or false.'] });
  });

  it('is_approved and owner filter for admins only; others have them ignored', async () => {
    const pending = await call(t, 'GET', `${LIST}?is_approved=pending`, { token: admin.token });
    expect(idsOf(pending.body)).toEqual([ids.d]);
    const both = await call(t, 'GET', `${LIST}?is_approved=pending,true`, { token: admin.token });
    expect(idsOf(both.body)).toEqual([ids.a, ids.b, ids.c, ids.d]);
    expect(idsOf((await call(t, 'GET', `${LIST}?is_approved=false`, { token: admin.token })).body)).toEqual([]);
    expect(idsOf((await call(t, 'GET', `${LIST}?owner=${ownerOfB}`, { token: admin.token })).body)).toEqual([ids.b]);
    const bad = await call(t, 'GET', `${LIST}?is_approved=maybe&owner=x`, { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      is_approved: ['"maybe" is not a valid choice. Use one of: true, false, pending.'],
      owner: ['Must be a whole number.'],
    });
    const anon = await call(t, 'GET', `${LIST}?is_approved=pending&owner=${ownerOfB}`);
    expect(anon.status).toBe(200);
    expect(idsOf(anon.body)).toEqual([ids.a, ids.b, ids.c]);
    expect((await call(t, 'GET', `${LIST}?is_approved=maybe`)).status).toBe(200);
  });

  it('orders by name, created_at and avg_rating, descending with -, id last', async () => {
    expect(idsOf((await call(t, 'GET', `${LIST}?ordering=name`)).body)).toEqual([ids.c, ids.a, ids.b]);
    expect(idsOf((await call(t, 'GET', `${LIST}?ordering=-avg_rating`)).body)).toEqual([ids.b, ids.a, ids.c]);
    expect(idsOf((await call(t, 'GET', `${LIST}?ordering=avg_rating`)).body)).toEqual([ids.c, ids.a, ids.b]);
    expect(idsOf((await call(t, 'GET', `${LIST}?ordering=-created_at,unknown`)).body)).toHaveLength(3);
    expect(idsOf((await call(t, 'GET', `${LIST}?ordering=unknown`)).body)).toEqual([ids.a, ids.b, ids.c]);
  });

  it('?page returns a page with absolute links; past the end is 404', async () => {
    const page = await call(t, 'GET', `${LIST}?page=1&page_size=2&search=a`);
    expect(page.status).toBe(200);
    expect(page.body.count).toBe(3);
    expect(idsOf(page.body.results)).toEqual([ids.a, ids.b]);
    expect(page.body.next).toBe('http://localhost/api/restaurants/restaurants/?page=2&page_size=2&search=a');
    expect(page.body.previous).toBeNull();
    const past = await call(t, 'GET', `${LIST}?page=3&page_size=2`);
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ detail: 'Invalid page.' });
  });

  it('1 and 100 restaurants take the same number of queries (with reviews and owners)', async () => {
    const owners = await bulkOwners(t, 101, 'qc');
    await bulkRestaurants(t, owners.slice(0, 1), 'Solo qcx');
    const many = await bulkRestaurants(t, owners.slice(1), 'Crowd qcy');
    const rater = await createUser(t, 'customer');
    for (const id of many.slice(0, 5)) await review(t, rater.id, id, 4);
    const single = await call(t, 'GET', `${LIST}?search=qcx`, { token: admin.token });
    const hundred = await call(t, 'GET', `${LIST}?search=qcy`, { token: admin.token });
    expect(single.body).toHaveLength(1);
    expect(hundred.body).toHaveLength(100);
    expect(queryCount(hundred)).toBe(queryCount(single));
    const paged1 = await call(t, 'GET', `${LIST}?search=qcx&page=1`);
    const paged100 = await call(t, 'GET', `${LIST}?search=qcy&page=1&page_size=100`);
    expect(paged100.body.results).toHaveLength(100);
    expect(queryCount(paged100)).toBe(queryCount(paged1));
  });
});
