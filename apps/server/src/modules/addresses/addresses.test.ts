import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { addresses } from '../../db/schema.js';
import { multipart } from '../media/multipart.js';
import { addAddress, addArea, addressBody } from './fixtures.js';
import { findOwnAddress } from './queries.js';

const LIST = '/api/users/addresses/';
const one = (id: number) => `/api/users/addresses/${id}/`;

describe('saved addresses (API.md §3.x, ADR 026)', () => {
  let t: TestApp;
  let admin: TestUser;
  let zamalek: number;
  let maadi: number;
  let retired: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, 'admin');
    zamalek = await addArea(t, { name: 'Zamalek', nameAr: 'الزمالك', city: 'Cairo', cityAr: 'القاهرة' });
    maadi = await addArea(t, { name: 'Maadi', city: 'Cairo' });
    retired = await addArea(t, { name: 'Old Town', city: 'Cairo', isRetired: true });
  });
  afterAll(() => t.close());

  /** Each test its own customer: the rules are per user. */
  let me: TestUser;
  beforeEach(async () => {
    me = await createUser(t, 'customer');
  });

  const stored = (userId: number) =>
    t.db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
  const defaults = async (userId: number) => (await stored(userId)).filter((a) => a.isDefault).map((a) => a.id);
  const post = (user: TestUser, body: unknown) => call(t, 'POST', LIST, { token: user.token, body });

  it('anonymous callers get 401 on every route, and nothing changes', async () => {
    const mine = await addAddress(t, me.id, zamalek, { isDefault: true });
    const before = await stored(me.id);
    for (const [method, url] of [
      ['GET', LIST],
      ['POST', LIST],
      ['GET', one(mine)],
      ['PUT', one(mine)],
      ['PATCH', one(mine)],
      ['DELETE', one(mine)],
    ] as const) {
      const res = await call(t, method, url, { body: addressBody(zamalek) });
      expect(res.status, `${method} ${url}`).toBe(401);
    }
    expect(await stored(me.id)).toEqual(before);
  });

  it('creates the first address as the default, with its area, trimmed', async () => {
    const res = await post(me, addressBody(zamalek, { street: '  26 July St ', label: ' Home ' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      label: 'Home',
      area: zamalek,
      area_details: {
        id: zamalek,
        name: 'Zamalek',
        name_ar: 'الزمالك',
        city: 'Cairo',
        city_ar: 'القاهرة',
        is_retired: false,
      },
      street: '26 July St',
      building: '12',
      floor: '3',
      apartment: '7',
      landmark: 'Next to the pharmacy',
      phone: '01012345678',
      is_default: true,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    // Only street, area and phone are required; is_default: false cannot leave a first address without the default.
    const minimal = await post(me, { area: String(maadi), street: 'Road 9', phone: '+201112345678' });
    expect(minimal.status).toBe(201);
    expect(minimal.body).toMatchObject({
      label: '',
      building: '',
      floor: '',
      apartment: '',
      landmark: '',
      is_default: false,
    });
    const other = await createUser(t, 'customer');
    const first = await post(other, addressBody(maadi, { is_default: false }));
    expect(first.body.is_default).toBe(true);
  });

  it('bad input is a 400 naming every field at once, and changes nothing', async () => {
    await addAddress(t, me.id, zamalek, { isDefault: true });
    const before = await stored(me.id);
    const required = ['This field is required.'];
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{}, { area: required, street: required, phone: required }],
      [
        { area: '', street: '   ', phone: '' },
        { area: required, street: required, phone: required },
      ],
      [addressBody(999999), { area: ['Area 999999 does not exist.'] }],
      [addressBody(retired), { area: ['This area is no longer served. Choose another area.'] }],
      [addressBody(zamalek, { area: 'abc' }), { area: ['Must be a whole number.'] }],
      [addressBody(zamalek, { area: 0 }), { area: ['Must be at least 1.'] }],
      [addressBody(zamalek, { phone: '12345' }), { phone: ['Please enter a valid phone number'] }],
      [
        addressBody(zamalek, {
          label: 'l'.repeat(41),
          street: 's'.repeat(201),
          building: 'b'.repeat(51),
          floor: 'f'.repeat(21),
          apartment: 'a'.repeat(21),
          landmark: 'm'.repeat(201),
        }),
        {
          label: ['Must be at most 40 characters.'],
          street: ['Must be at most 200 characters.'],
          building: ['Must be at most 50 characters.'],
          floor: ['Must be at most 20 characters.'],
          apartment: ['Must be at most 20 characters.'],
          landmark: ['Must be at most 200 characters.'],
        },
      ],
      [addressBody(zamalek, { is_default: 'sometimes' }), { is_default: ['Must be true or false.'] }],
      [addressBody(zamalek, { street: { toString: 'x' } }), { street: required }],
      [addressBody(zamalek, { street: 'bad\u0000street' }), { street: ['Must not contain the NUL character.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await post(me, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toEqual(errors);
    }
    const form = await call(t, 'POST', LIST, { token: me.token, ...multipart({ street: 'x' }) });
    expect(form.status).toBe(415);
    const list = await call(t, 'POST', LIST, { token: me.token, body: [addressBody(zamalek)] });
    expect(list.status).toBe(400);
    expect(await stored(me.id)).toEqual(before);
  });

  it('lists only my own addresses, the default first, then the newest', async () => {
    const other = await createUser(t, 'customer');
    const theirs = await addAddress(t, other.id, zamalek, { isDefault: true });
    const a = (await post(me, addressBody(zamalek, { label: 'A' }))).body.id;
    const b = (await post(me, addressBody(maadi, { label: 'B' }))).body.id;
    const c = (await post(me, addressBody(maadi, { label: 'C' }))).body.id;
    const list = await call(t, 'GET', LIST, { token: me.token });
    expect(list.status).toBe(200);
    expect(list.body.map((x: { id: number }) => x.id)).toEqual([a, c, b]);
    expect(list.body.map((x: { id: number }) => x.id)).not.toContain(theirs);
    const page = await call(t, 'GET', `${LIST}?page=1&page_size=2`, { token: me.token });
    expect(page.body).toMatchObject({ count: 3, previous: null });
    expect(page.body.results.map((x: { id: number }) => x.id)).toEqual([a, c]);
    expect((await call(t, 'GET', one(b), { token: me.token })).body).toMatchObject({ id: b, label: 'B', area: maadi });
  });

  it("another user's address is 404 on every route, for admins too, and is left alone", async () => {
    const other = await createUser(t, 'customer');
    const theirs = await addAddress(t, other.id, zamalek, { isDefault: true, label: 'Theirs' });
    await addAddress(t, me.id, maadi, { isDefault: true });
    const before = [await stored(other.id), await stored(me.id)];
    for (const user of [me, admin]) {
      for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
        const res = await call(t, method, one(theirs), {
          token: user.token,
          body: { label: 'Mine now', is_default: true },
        });
        expect(res.status, `${method} as ${user.userType}`).toBe(404);
        expect(res.body).toEqual({ detail: 'Not found.' });
      }
    }
    for (const url of [one(999999), '/api/users/addresses/abc/', '/api/users/addresses/0/']) {
      expect((await call(t, 'GET', url, { token: me.token })).status).toBe(404);
    }
    expect([await stored(other.id), await stored(me.id)]).toEqual(before);
  });

  it('PUT and PATCH change only the fields sent, with the same rules', async () => {
    const id = (await post(me, addressBody(zamalek))).body.id;
    const patched = await call(t, 'PATCH', one(id), { token: me.token, body: { floor: '9', area: maadi } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      id,
      floor: '9',
      area: maadi,
      street: '26 July St',
      label: 'Home',
      is_default: true,
    });
    expect(patched.body.area_details.name).toBe('Maadi');
    const put = await call(t, 'PUT', one(id), { token: me.token, body: addressBody(zamalek, { label: 'Flat' }) });
    expect(put.body).toMatchObject({ label: 'Flat', area: zamalek, floor: '3' });

    const before = await stored(me.id);
    for (const [body, errors] of [
      [{ area: retired }, { area: ['This area is no longer served. Choose another area.'] }],
      [{ area: 424242 }, { area: ['Area 424242 does not exist.'] }],
      [
        { street: '', phone: 'nope' },
        { street: ['This field is required.'], phone: ['Please enter a valid phone number'] },
      ],
    ] as const) {
      const res = await call(t, 'PATCH', one(id), { token: me.token, body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errors);
    }
    expect(await stored(me.id)).toEqual(before);
  });

  it('an address in an area retired since is still read and edited; it cannot move to a retired area', async () => {
    const area = await addArea(t, { name: 'Heliopolis' });
    const id = (await post(me, addressBody(area))).body.id;
    await call(t, 'PATCH', `/api/areas/${area}/`, { token: admin.token, body: { is_retired: true } });
    const read = await call(t, 'GET', one(id), { token: me.token });
    expect(read.status).toBe(200);
    expect(read.body.area_details).toMatchObject({ id: area, name: 'Heliopolis', is_retired: true });
    expect((await call(t, 'GET', LIST, { token: me.token })).body).toHaveLength(1);
    // The address form sends every field back: keeping the area is not choosing it anew.
    const edited = await call(t, 'PUT', one(id), { token: me.token, body: addressBody(area, { label: 'Old flat' }) });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ label: 'Old flat', area });
    const refused = await post(me, addressBody(area));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ area: ['This area is no longer served. Choose another area.'] });
  });

  it('is_default: true moves the default; false on the default changes nothing; always exactly one', async () => {
    const a = (await post(me, addressBody(zamalek))).body.id;
    const b = (await post(me, addressBody(maadi, { is_default: true }))).body.id;
    expect(await defaults(me.id)).toEqual([b]);
    const c = (await post(me, addressBody(maadi))).body.id;
    expect(await defaults(me.id)).toEqual([b]);
    const moved = await call(t, 'PATCH', one(a), { token: me.token, body: { is_default: 'true' } });
    expect(moved.body.is_default).toBe(true);
    expect(await defaults(me.id)).toEqual([a]);
    const off = await call(t, 'PATCH', one(a), { token: me.token, body: { is_default: false, label: 'Still' } });
    expect(off.body).toMatchObject({ is_default: true, label: 'Still' });
    const offOther = await call(t, 'PUT', one(c), { token: me.token, body: { is_default: false } });
    expect(offOther.body.is_default).toBe(false);
    expect(await defaults(me.id)).toEqual([a]);
    // Another user's default is untouched by mine moving.
    const other = await createUser(t, 'customer');
    const theirs = (await post(other, addressBody(zamalek))).body.id;
    await call(t, 'PATCH', one(b), { token: me.token, body: { is_default: true } });
    expect(await defaults(other.id)).toEqual([theirs]);
    expect(await defaults(me.id)).toEqual([b]);
  });

  it('deleting the default makes the most recent remaining address the default', async () => {
    const a = (await post(me, addressBody(zamalek))).body.id;
    const b = (await post(me, addressBody(maadi))).body.id;
    const c = (await post(me, addressBody(maadi))).body.id;
    // The newest is not the most recently edited: created_at decides.
    await call(t, 'PATCH', one(b), { token: me.token, body: { label: 'edited' } });
    const res = await call(t, 'DELETE', one(a), { token: me.token });
    expect(res.status).toBe(204);
    expect(await defaults(me.id)).toEqual([c]);
    // Deleting one that is not the default leaves the default where it is.
    expect((await call(t, 'DELETE', one(b), { token: me.token })).status).toBe(204);
    expect(await defaults(me.id)).toEqual([c]);
    expect((await call(t, 'DELETE', one(c), { token: me.token })).status).toBe(204);
    expect(await stored(me.id)).toEqual([]);
    expect((await call(t, 'DELETE', one(c), { token: me.token })).status).toBe(404);
    // A new first address is the default again.
    expect((await post(me, addressBody(zamalek))).body.is_default).toBe(true);
  });

  it('at most 20 addresses a user: the 21st is refused with a non-field error', async () => {
    for (let i = 0; i < 19; i += 1) await addAddress(t, me.id, zamalek, { isDefault: i === 0 });
    expect((await post(me, addressBody(maadi))).status).toBe(201);
    const before = await stored(me.id);
    expect(before).toHaveLength(20);
    const refused = await post(me, addressBody(maadi, { is_default: true }));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      non_field_errors: ['You can save at most 20 addresses. Delete one to add another.'],
    });
    expect(await stored(me.id)).toEqual(before);
    // The limit is per user.
    const other = await createUser(t, 'customer');
    expect((await post(other, addressBody(maadi))).status).toBe(201);
  });

  it('user_id, id, created_at and is_default of others in a body are ignored', async () => {
    const other = await createUser(t, 'customer');
    const created = await post(me, {
      ...addressBody(zamalek),
      user_id: other.id,
      user: other.id,
      id: 1,
      created_at: '2001-01-01T00:00:00Z',
    });
    expect(created.status).toBe(201);
    expect(created.body.created_at).not.toBe('2001-01-01T00:00:00.000Z');
    const [row] = await stored(me.id);
    expect(row?.userId).toBe(me.id);
    expect(await stored(other.id)).toEqual([]);
    const patched = await call(t, 'PATCH', one(created.body.id), {
      token: me.token,
      body: { user_id: other.id, id: 999, created_at: '2001-01-01T00:00:00Z', label: 'Mine' },
    });
    expect(patched.body).toMatchObject({ id: created.body.id, label: 'Mine', created_at: created.body.created_at });
    expect((await stored(me.id))[0]?.userId).toBe(me.id);
  });

  it('answers its errors in Arabic when the request asks for it', async () => {
    const arabic = { 'accept-language': 'ar' };
    const cases: [unknown, Record<string, string[]>][] = [
      [addressBody(retired), { area: ['لم تعد هذه المنطقة مخدومة. اختر منطقة أخرى.'] }],
      [addressBody(999999), { area: ['لم يُعثر على المنطقة رقم 999999.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await call(t, 'POST', LIST, { token: me.token, body, headers: arabic });
      expect(res.body).toEqual(errors);
    }
    for (let i = 0; i < 20; i += 1) await addAddress(t, me.id, zamalek, { isDefault: i === 0 });
    const full = await call(t, 'POST', LIST, { token: me.token, body: addressBody(zamalek), headers: arabic });
    expect(full.body).toEqual({ non_field_errors: ['يمكنك حفظ 20 عنوانًا على الأكثر. احذف عنوانًا لتضيف غيره.'] });
    const taken = await call(t, 'POST', '/api/areas/', {
      token: admin.token,
      body: { name: 'zamalek', city: 'CAIRO' },
      headers: arabic,
    });
    expect(taken.body).toEqual({ name: ['توجد منطقة بهذا الاسم في هذه المدينة بالفعل.'] });
  });

  it('does not collide with the /api/users/{id}/ alias of the users module', async () => {
    const list = await call(t, 'GET', LIST, { token: me.token });
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    const user = await call(t, 'GET', `/api/users/${me.id}/`, { token: me.token });
    expect(user.status).toBe(200);
    expect(user.body.username).toBe(me.username);
  });

  it('findOwnAddress: the owner gets the address with its area, anyone else nothing', async () => {
    const id = (await post(me, addressBody(zamalek))).body.id;
    const found = await findOwnAddress(t.db, me.id, id);
    expect(found).toMatchObject({
      id,
      userId: me.id,
      areaId: zamalek,
      street: '26 July St',
      phone: '01012345678',
      isDefault: true,
      area: { id: zamalek, name: 'Zamalek', nameAr: 'الزمالك', isRetired: false },
    });
    const other = await createUser(t, 'customer');
    expect(await findOwnAddress(t.db, other.id, id)).toBeUndefined();
    expect(await findOwnAddress(t.db, me.id, 999999)).toBeUndefined();
  });
});
