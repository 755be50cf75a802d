import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, queryCount, type TestApp } from '../../../test/helpers.js';
import { authTokens, orders, profiles, restaurants, users } from '../../db/schema.js';

const registration = (name: string, extra: Record<string, unknown> = {}) => ({
  username: name,
  email: `${name}@example.com`,
  password: 'Secret123',
  password2: 'Secret123',
  first_name: 'Nadia',
  last_name: 'Hassan',
  ...extra,
});

const snapshot = async (t: TestApp) => ({
  users: await t.db.select().from(users).orderBy(users.id),
  profiles: await t.db.select().from(profiles).orderBy(profiles.id),
});

describe('registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates an active customer with an empty profile and answers RegistrationOut', async () => {
    const res = await call(t, 'POST', '/api/users/register/', {
      body: registration('newbie', { phone_number: '+201012345678', address: ' 5 Nile St ' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      username: 'newbie',
      email: 'newbie@example.com',
      first_name: 'Nadia',
      last_name: 'Hassan',
      user_type: 'customer',
      phone_number: '+201012345678',
      address: '5 Nile St',
      language: 'en',
    });
    const login = await call(t, 'POST', '/api/token/', { body: { username: 'newbie', password: 'Secret123' } });
    expect(login.status).toBe(200);
    const me = await call(t, 'GET', '/api/users/me/', { token: login.body.token });
    expect(me.body.profile).toEqual({ id: expect.any(Number), user: res.body.id, bio: '', favorite_cuisine: '' });
  });

  it('registers restaurant owners but never admins from a public call, reporting every field at once', async () => {
    const owner = await call(t, 'POST', '/api/users/register/', {
      body: registration('ownerx', { user_type: 'restaurant' }),
    });
    expect(owner.status).toBe(201);
    expect(owner.body.user_type).toBe('restaurant');
    const before = await snapshot(t);
    const admin = await call(t, 'POST', '/api/users/register/', {
      body: registration('sneaky', { user_type: 'admin', email: 'bad' }),
    });
    expect(admin.status).toBe(400);
    expect(admin.body).toEqual({
      email: ['Please enter a valid email address'],
      user_type: ['Only an admin can create an admin account.'],
    });
    expect(await snapshot(t)).toEqual(before);
  });

  it('a user_type sent as an object with a toString key is a 400 choice error, not a 500 (found by fuzzing)', async () => {
    const before = await snapshot(t);
    const res = await call(t, 'POST', '/api/users/register/', {
      body: registration('objecttype', { user_type: { toString: 'a\u0000b' } }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      user_type: ['"{"toString":"a\\u0000b"}" is not a valid choice. Use one of: customer, restaurant, admin.'],
    });
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses usernames and e-mails that exist ignoring case, and changes nothing', async () => {
    await call(t, 'POST', '/api/users/register/', { body: registration('taken') });
    const before = await snapshot(t);
    const res = await call(t, 'POST', '/api/users/register/', {
      body: registration('TAKEN', { email: 'Taken@Example.com' }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      username: ['A user with that username already exists.'],
      email: ['A user with this email already exists.'],
    });
    expect(await snapshot(t)).toEqual(before);
  });

  it('enforces the password rule on the server', async () => {
    const res = await call(t, 'POST', '/api/users/register/', {
      body: registration('weakling', { password: 'password', password2: 'password' }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      password: ['Password must be at least 8 characters with at least one number and one uppercase letter'],
    });
  });

  it('lets an admin create any type, also through POST /api/users/users/, which others may not call', async () => {
    const admin = await createUser(t, 'admin');
    const customer = await createUser(t, 'customer');
    const viaRegister = await call(t, 'POST', '/api/users/register/', {
      token: admin.token,
      body: registration('admin2', { user_type: 'admin', first_name: '', last_name: '' }),
    });
    expect(viaRegister.status).toBe(201);
    expect(viaRegister.body.user_type).toBe('admin');
    const viaUsers = await call(t, 'POST', '/api/users/users/', {
      token: admin.token,
      body: registration('owner9', { user_type: 'restaurant' }),
    });
    expect(viaUsers.status).toBe(201);
    expect(
      (await call(t, 'POST', '/api/users/users/', { token: customer.token, body: registration('nope1') })).status,
    ).toBe(403);
    expect((await call(t, 'POST', '/api/users/users/', { body: registration('nope2') })).status).toBe(401);
  });

  it('ignores fields a registration may not set', async () => {
    const res = await call(t, 'POST', '/api/users/register/', {
      body: registration('massassign', { is_staff: true, id: 999, date_joined: '2000-01-01' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(999);
  });
});

describe('the current user and profile updates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers UserOut for the caller and 401 without a token', async () => {
    const user = await createUser(t, 'customer', { firstName: 'Sara' });
    const me = await call(t, 'GET', '/api/users/me/', { token: user.token });
    expect(me.status).toBe(200);
    expect(Object.keys(me.body).sort()).toEqual(
      [
        'address',
        'date_joined',
        'email',
        'first_name',
        'id',
        'language',
        'last_name',
        'phone_number',
        'profile',
        'profile_picture',
        'user_type',
        'username',
      ].sort(),
    );
    expect(me.body.first_name).toBe('Sara');
    expect(me.body.profile_picture).toBeNull();
    expect(me.body.date_joined).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect((await call(t, 'GET', '/api/users/me/')).status).toBe(401);
  });

  it('updates account and profile fields together', async () => {
    const user = await createUser(t);
    const res = await call(t, 'POST', '/api/users/update-profile/', {
      token: user.token,
      body: {
        first_name: 'Mona',
        phone_number: '01112345678',
        address: '3 Garden City',
        bio: 'Loves koshari',
        favorite_cuisine: 'Egyptian',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.first_name).toBe('Mona');
    expect(res.body.phone_number).toBe('01112345678');
    expect(res.body.profile.bio).toBe('Loves koshari');
    expect(res.body.profile.favorite_cuisine).toBe('Egyptian');
    const cleared = await call(t, 'POST', '/api/users/update-profile/', {
      token: user.token,
      body: { phone_number: '' },
    });
    expect(cleared.body.phone_number).toBe('');
  });

  it('validates like registration, all or nothing', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const before = await snapshot(t);
    const res = await call(t, 'POST', '/api/users/update-profile/', {
      token: user.token,
      body: { first_name: 'M', email: other.email.toUpperCase(), phone_number: '+1234567890', bio: 'x'.repeat(501) },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      first_name: ['First name must be at least 2 characters'],
      phone_number: ['Please enter a valid phone number'],
      bio: ['Bio must be less than 500 characters'],
      email: ['A user with this email already exists.'],
    });
    const blank = await call(t, 'POST', '/api/users/update-profile/', { token: user.token, body: { last_name: '' } });
    expect(blank.body).toEqual({ last_name: ['Last name is required'] });
    expect(await snapshot(t)).toEqual(before);
  });

  it('changes the password only with the current one, and revokes the other tokens', async () => {
    const user = await createUser(t);
    const second = (
      await call(t, 'POST', '/api/token/', { body: { username: user.username, password: user.password } })
    ).body.token;
    const partial = await call(t, 'POST', '/api/users/update-profile/', {
      token: user.token,
      body: { password: 'NewSecret1' },
    });
    expect(partial.status).toBe(400);
    expect(partial.body).toEqual({
      current_password: ['Current password is required'],
      password2: ['Confirm password is required'],
    });
    const wrong = await call(t, 'POST', '/api/users/update-profile/', {
      token: user.token,
      body: { current_password: 'Nope12345', password: 'NewSecret1', password2: 'NewSecret1' },
    });
    expect(wrong.body).toEqual({ current_password: ['Current password is incorrect'] });
    const ok = await call(t, 'POST', '/api/users/update-profile/', {
      token: user.token,
      body: { current_password: user.password, password: 'NewSecret1', password2: 'NewSecret1' },
    });
    expect(ok.status).toBe(200);
    expect((await call(t, 'GET', '/api/users/me/', { token: user.token })).status).toBe(200);
    expect((await call(t, 'GET', '/api/users/me/', { token: second })).status).toBe(401);
    expect(
      (await call(t, 'POST', '/api/token/', { body: { username: user.username, password: 'NewSecret1' } })).status,
    ).toBe(200);
  });

  it('refuses a picture that is not an image', async () => {
    const user = await createUser(t);
    const boundary = 'XBOUNDARY';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="profile_picture"; filename="me.png"',
      'Content-Type: image/png',
      '',
      'this is not a png',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await call(t, 'POST', '/api/users/update-profile/', {
      token: user.token,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ profile_picture: ['Upload a valid image (JPEG, PNG, WebP, GIF or AVIF).'] });
  });
});

describe('users administration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists everyone for admins with filters, only themselves for others, in a constant number of queries', async () => {
    const admin = await createUser(t, 'admin');
    const customer = await createUser(t, 'customer', { firstName: 'Zeinab' });
    await createUser(t, 'restaurant');
    const mine = await call(t, 'GET', '/api/users/users/', { token: customer.token });
    expect(mine.body.map((u: { id: number }) => u.id)).toEqual([customer.id]);
    const owners = await call(t, 'GET', '/api/users/users/?user_type=restaurant', { token: admin.token });
    expect(owners.body.every((u: { user_type: string }) => u.user_type === 'restaurant')).toBe(true);
    const found = await call(t, 'GET', '/api/users/users/?search=zein', { token: admin.token });
    expect(found.body.map((u: { id: number }) => u.id)).toEqual([customer.id]);
    const bad = await call(t, 'GET', '/api/users/users/?user_type=chef', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ user_type: ['"chef" is not a valid choice. Use one of: customer, restaurant, admin.'] });

    const few = await call(t, 'GET', '/api/users/users/', { token: admin.token });
    for (let i = 0; i < 30; i += 1) await createUser(t);
    const many = await call(t, 'GET', '/api/users/users/', { token: admin.token });
    expect(many.body.length).toBeGreaterThan(few.body.length + 29);
    expect(queryCount(many)).toBe(queryCount(few));

    const page = await call(t, 'GET', '/api/users/users/?page=2&page_size=10', { token: admin.token });
    expect(page.body.count).toBe(many.body.length);
    expect(page.body.results).toHaveLength(10);
    expect(page.body.previous).toContain('page=1');
    expect((await call(t, 'GET', '/api/users/users/?page=99', { token: admin.token })).body).toEqual({
      detail: 'Invalid page.',
    });
  });

  it('shows a user to themselves and admins only; the /api/users/{id}/ alias answers the same', async () => {
    const admin = await createUser(t, 'admin');
    const a = await createUser(t);
    const b = await createUser(t);
    expect((await call(t, 'GET', `/api/users/users/${a.id}/`, { token: a.token })).status).toBe(200);
    expect((await call(t, 'GET', `/api/users/${a.id}/`, { token: a.token })).body.id).toBe(a.id);
    expect((await call(t, 'GET', `/api/users/users/${a.id}/`, { token: b.token })).status).toBe(404);
    expect((await call(t, 'GET', `/api/users/users/${a.id}/`, { token: admin.token })).status).toBe(200);
    for (const bad of ['abc', '0', '1.5'])
      expect((await call(t, 'GET', `/api/users/users/${bad}/`, { token: admin.token })).status).toBe(404);
  });

  it('never lets anyone change their own user type', async () => {
    const customer = await createUser(t);
    const admin = await createUser(t, 'admin');
    const before = await snapshot(t);
    for (const [u, type] of [
      [customer, 'admin'],
      [admin, 'customer'],
    ] as const) {
      const res = await call(t, 'PATCH', `/api/users/users/${u.id}/`, { token: u.token, body: { user_type: type } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'You cannot change your own user type.' });
    }
    expect(await snapshot(t)).toEqual(before);
    const same = await call(t, 'PUT', `/api/users/${customer.id}/`, {
      token: customer.token,
      body: { user_type: 'customer', first_name: 'Laila' },
    });
    expect(same.status).toBe(200);
    expect(same.body.first_name).toBe('Laila');
  });

  it('lets an admin set another user type and password, which revokes all their tokens', async () => {
    const admin = await createUser(t, 'admin');
    const user = await createUser(t);
    const res = await call(t, 'PATCH', `/api/users/users/${user.id}/`, {
      token: admin.token,
      body: { user_type: 'restaurant', password: 'AdminSet1', first_name: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user_type).toBe('restaurant');
    expect(res.body.first_name).toBe('');
    expect((await call(t, 'GET', '/api/users/me/', { token: user.token })).status).toBe(401);
    expect(
      (await call(t, 'POST', '/api/token/', { body: { username: user.username, password: 'AdminSet1' } })).status,
    ).toBe(200);
  });

  it("needs the current password for one's own change, and keeps names from being blanked", async () => {
    const user = await createUser(t);
    const res = await call(t, 'PATCH', `/api/users/users/${user.id}/`, {
      token: user.token,
      body: { password: 'NewSecret1' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ current_password: ['Current password is required'] });
    const blank = await call(t, 'PATCH', `/api/users/users/${user.id}/`, {
      token: user.token,
      body: { first_name: '' },
    });
    expect(blank.body).toEqual({ first_name: ['First name is required'] });
  });

  it('refuses to move an owner with a restaurant away from the restaurant type', async () => {
    const admin = await createUser(t, 'admin');
    const owner = await createUser(t, 'restaurant');
    await t.db.insert(restaurants).values({
      ownerId: owner.id,
      name: 'Koshary Corner',
      description: 'Koshary',
      address: 'Cairo',
      phoneNumber: '0223456789',
      openingTime: '08:00',
      closingTime: '22:00',
    });
    const res = await call(t, 'PATCH', `/api/users/users/${owner.id}/`, {
      token: admin.token,
      body: { user_type: 'customer' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      detail: 'This user owns a restaurant. Delete the restaurant before changing the user type.',
      code: 'owns_restaurant',
    });
  });

  it('lets only admins delete users, never themselves, keeping the orders they placed', async () => {
    const admin = await createUser(t, 'admin');
    const customer = await createUser(t);
    const other = await createUser(t);
    const [order] = await t.db
      .insert(orders)
      .values({
        userId: customer.id,
        userUsername: customer.username,
        restaurantName: 'Gone',
        totalPriceCents: 1200,
        subtotalCents: 1200,
        paymentMethod: 'cash',
        deliveryAddress: 'x',
      })
      .returning();
    expect((await call(t, 'DELETE', `/api/users/users/${customer.id}/`, { token: customer.token })).status).toBe(403);
    expect((await call(t, 'DELETE', `/api/users/users/${customer.id}/`, { token: other.token })).status).toBe(404);
    const self = await call(t, 'DELETE', `/api/users/users/${admin.id}/`, { token: admin.token });
    expect(self.status).toBe(403);
    expect(self.body).toEqual({ detail: 'You cannot delete your own account.' });
    expect((await call(t, 'DELETE', `/api/users/users/${customer.id}/`, { token: admin.token })).status).toBe(204);
    expect((await call(t, 'GET', `/api/users/users/${customer.id}/`, { token: admin.token })).status).toBe(404);
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept?.userId).toBeNull();
    expect(kept?.userUsername).toBe(customer.username);
    expect(await t.db.select().from(authTokens).where(eq(authTokens.userId, customer.id))).toEqual([]);
  });

  it('refuses to delete an owner whose restaurant has orders in progress', async () => {
    const admin = await createUser(t, 'admin');
    const owner = await createUser(t, 'restaurant');
    const [restaurant] = await t.db
      .insert(restaurants)
      .values({
        ownerId: owner.id,
        name: 'Busy',
        description: 'd',
        address: 'a',
        phoneNumber: '0223456789',
        openingTime: '08:00',
        closingTime: '22:00',
      })
      .returning();
    const [order] = await t.db
      .insert(orders)
      .values({
        userId: admin.id,
        userUsername: 'x',
        restaurantId: restaurant!.id,
        restaurantName: 'Busy',
        totalPriceCents: 100,
        subtotalCents: 100,
        paymentMethod: 'cash',
        deliveryAddress: 'x',
      })
      .returning();
    const res = await call(t, 'DELETE', `/api/users/users/${owner.id}/`, { token: admin.token });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      detail: "This user's restaurant has orders in progress. Complete or cancel them first.",
      code: 'orders_in_progress',
      orders: [order!.id],
    });
  });
});

describe('profiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("reads and updates one's own profile; others get 404, admins pass", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const admin = await createUser(t, 'admin');
    const me = await call(t, 'GET', '/api/users/me/', { token: user.token });
    const id = me.body.profile.id;
    const put = await call(t, 'PUT', `/api/profiles/${id}/`, {
      token: user.token,
      body: { bio: 'Chef at heart', favorite_cuisine: 'Levantine' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ id, user: user.id, bio: 'Chef at heart', favorite_cuisine: 'Levantine' });
    expect((await call(t, 'GET', `/api/profiles/${id}/`, { token: other.token })).status).toBe(404);
    expect(
      (await call(t, 'PATCH', `/api/profiles/${id}/`, { token: other.token, body: { bio: 'hacked' } })).status,
    ).toBe(404);
    expect((await call(t, 'GET', `/api/profiles/${id}/`, { token: admin.token })).body.bio).toBe('Chef at heart');
    const long = await call(t, 'PATCH', `/api/profiles/${id}/`, { token: user.token, body: { bio: 'x'.repeat(501) } });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ bio: ['Bio must be less than 500 characters'] });
  });
});

describe('registration rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => t.close());

  it('allows 5 registrations an hour per address, admins exempt', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await call(t, 'POST', '/api/users/register/', { body: registration(`rl${i}`) })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const admin = await createUser(t, 'admin');
    expect(
      (await call(t, 'POST', '/api/users/register/', { token: admin.token, body: registration('rladmin') })).status,
    ).toBe(201);
  });
});
