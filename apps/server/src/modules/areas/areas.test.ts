import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, rows, type TestApp, type TestUser } from '../../../test/helpers.js';
import { areas } from '../../db/schema.js';
import { multipart } from '../media/multipart.js';
import { addAddress, addArea } from '../addresses/fixtures.js';

const LIST = '/api/areas/';
const one = (id: number) => `/api/areas/${id}/`;
const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };
const TAKEN = { name: ['This city already has an area with this name.'] };

const allAreas = (t: TestApp) => t.db.select().from(areas).orderBy(asc(areas.id));
const names = (body: { name: string }[]) => body.map((a) => a.name);

describe('delivery areas (API.md §3.x, ADR 026)', () => {
  let t: TestApp;
  let customer: TestUser;
  let owner: TestUser;
  let admin: TestUser;
  let zamalek: number;
  let maadi: number;
  let smouha: number;
  let oldTown: number;

  beforeAll(async () => {
    t = await createTestApp();
    [customer, owner, admin] = await Promise.all([
      createUser(t, 'customer'),
      createUser(t, 'restaurant'),
      createUser(t, 'admin'),
    ]);
    // Inserted out of order, in mixed case: the list sorts by city, then name, ignoring case.
    smouha = await addArea(t, { name: 'Smouha', nameAr: 'سموحة', city: 'Alexandria', cityAr: 'الإسكندرية' });
    maadi = await addArea(t, { name: 'maadi', nameAr: 'المعادي', city: 'Cairo', cityAr: 'القاهرة' });
    zamalek = await addArea(t, { name: 'Zamalek', nameAr: 'الزمالك', city: 'Cairo', cityAr: 'القاهرة' });
    oldTown = await addArea(t, { name: 'Old Town', city: 'Cairo', isRetired: true });
  });
  afterAll(() => t.close());

  it('anyone lists the areas in use by city, then name; retired ones are left out', async () => {
    for (const token of [undefined, customer.token, owner.token, admin.token]) {
      const list = await call(t, 'GET', LIST, { token });
      expect(list.status).toBe(200);
      expect(names(list.body)).toEqual(['Smouha', 'maadi', 'Zamalek']);
    }
    const list = await call(t, 'GET', LIST);
    expect(list.body[0]).toEqual({
      id: smouha,
      name: 'Smouha',
      name_ar: 'سموحة',
      city: 'Alexandria',
      city_ar: 'الإسكندرية',
      is_retired: false,
    });
    const page = await call(t, 'GET', `${LIST}?page=1&page_size=2`);
    expect(page.body).toMatchObject({ count: 3, previous: null });
    expect(names(page.body.results)).toEqual(['Smouha', 'maadi']);
  });

  it('?include_retired=true lists retired areas for admins only; a bad value is a 400', async () => {
    const forAdmin = await call(t, 'GET', `${LIST}?include_retired=true`, { token: admin.token });
    expect(names(forAdmin.body)).toEqual(['Smouha', 'maadi', 'Old Town', 'Zamalek']);
    expect(forAdmin.body.find((a: { id: number }) => a.id === oldTown).is_retired).toBe(true);
    for (const token of [undefined, customer.token, owner.token]) {
      const res = await call(t, 'GET', `${LIST}?include_retired=true`, { token });
      expect(names(res.body)).toEqual(['Smouha', 'maadi', 'Zamalek']);
    }
    const bad = await call(t, 'GET', `${LIST}?include_retired=maybe`, { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ include_retired: ['Must be true or false.'] });
  });

  it('anyone reads one area, a retired one too; unknown and malformed ids are 404', async () => {
    const res = await call(t, 'GET', one(oldTown));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: oldTown,
      name: 'Old Town',
      name_ar: null,
      city: 'Cairo',
      city_ar: null,
      is_retired: true,
    });
    expect((await call(t, 'GET', one(999999))).status).toBe(404);
    expect((await call(t, 'GET', '/api/areas/abc/')).status).toBe(404);
  });

  it('POST: admins only (anonymous 401, others 403); nothing is created', async () => {
    const before = await allAreas(t);
    const body = { name: 'Dokki', city: 'Giza' };
    expect((await call(t, 'POST', LIST, { body })).status).toBe(401);
    for (const token of [customer.token, owner.token]) {
      const res = await call(t, 'POST', LIST, { token, body });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    expect(await allAreas(t)).toEqual(before);
  });

  it('POST: an admin adds an area, trimmed, Arabic twins optional', async () => {
    const res = await call(t, 'POST', LIST, {
      token: admin.token,
      body: { name: ' Dokki ', name_ar: ' الدقي ', city: 'Giza', city_ar: 'الجيزة', is_retired: true, id: 1 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Dokki',
      name_ar: 'الدقي',
      city: 'Giza',
      city_ar: 'الجيزة',
      // A new area is in use: is_retired and id in the body are not the creator's to set.
      is_retired: false,
    });
    const plain = await call(t, 'POST', LIST, {
      token: admin.token,
      body: { name: 'Agouza', city: 'Giza', name_ar: '' },
    });
    expect(plain.body).toMatchObject({ name: 'Agouza', name_ar: null, city_ar: null });
    expect((await call(t, 'GET', LIST)).body.map((a: { name: string }) => a.name)).toContain('Dokki');
  });

  it('POST: bad input is a 400 naming every field, and changes nothing', async () => {
    const before = await allAreas(t);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{}, { name: ['This field is required.'], city: ['This field is required.'] }],
      [{ name: '  ', city: 'Cairo' }, { name: ['This field is required.'] }],
      [
        { name: 'x'.repeat(101), city: 'c'.repeat(61) },
        { name: ['Must be at most 100 characters.'], city: ['Must be at most 60 characters.'] },
      ],
      [{ name: 'Haram', city: 'Giza', name_ar: 'ع'.repeat(101) }, { name_ar: ['Must be at most 100 characters.'] }],
      [
        { name: 7, city: ['Cairo'] },
        { name: ['This field is required.'], city: ['This field is required.'] },
      ],
      // The same city and name, ignoring case: the unique index's rule.
      [{ name: 'ZAMALEK', city: 'cairo' }, TAKEN],
      [{ name: 'Maadi', city: ' CAIRO ' }, TAKEN],
      // A retired area keeps its name: restore it rather than add it again.
      [{ name: 'old town', city: 'Cairo' }, TAKEN],
    ];
    for (const [body, errors] of cases) {
      const res = await call(t, 'POST', LIST, { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toEqual(errors);
    }
    // The same name in another city is another area.
    const form = await call(t, 'POST', LIST, { token: admin.token, ...multipart({ name: 'Form', city: 'Giza' }) });
    expect(form.status).toBe(415);
    expect(await allAreas(t)).toEqual(before);
    const elsewhere = await call(t, 'POST', LIST, { token: admin.token, body: { name: 'Zamalek', city: 'Giza' } });
    expect(elsewhere.status).toBe(201);
  });

  it('PATCH: admins rename, retire and restore; others 401/403, unknown 404; nothing else changes', async () => {
    const before = await allAreas(t);
    expect((await call(t, 'PATCH', one(maadi), { body: { name: 'X' } })).status).toBe(401);
    for (const token of [customer.token, owner.token]) {
      const res = await call(t, 'PATCH', one(maadi), { token, body: { is_retired: true } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    expect((await call(t, 'PATCH', one(999999), { token: admin.token, body: { name: 'X' } })).status).toBe(404);
    const clash = await call(t, 'PATCH', one(maadi), { token: admin.token, body: { name: 'zamalek' } });
    expect(clash.status).toBe(400);
    expect(clash.body).toEqual(TAKEN);
    const moved = await call(t, 'PATCH', one(smouha), { token: admin.token, body: { city: 'cairo', name: 'Maadi' } });
    expect(moved.body).toEqual(TAKEN);
    const bad = await call(t, 'PATCH', one(maadi), { token: admin.token, body: { name: '', is_retired: 'perhaps' } });
    expect(bad.body).toEqual({ name: ['This field is required.'], is_retired: ['Must be true or false.'] });
    expect(await allAreas(t)).toEqual(before);

    const renamed = await call(t, 'PATCH', one(maadi), {
      token: admin.token,
      body: { name: 'Maadi', name_ar: 'المعادي ' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({
      id: maadi,
      name: 'Maadi',
      name_ar: 'المعادي',
      city: 'Cairo',
      city_ar: 'القاهرة',
      is_retired: false,
    });

    const retired = await call(t, 'PATCH', one(maadi), { token: admin.token, body: { is_retired: true } });
    expect(retired.body).toMatchObject({ id: maadi, name: 'Maadi', is_retired: true });
    expect(names((await call(t, 'GET', LIST)).body)).not.toContain('Maadi');
    expect((await call(t, 'GET', one(maadi))).body.is_retired).toBe(true);
    const restored = await call(t, 'PATCH', one(maadi), { token: admin.token, body: { is_retired: 'false' } });
    expect(restored.body.is_retired).toBe(false);
    expect(names((await call(t, 'GET', LIST)).body)).toContain('Maadi');
  });

  it('an area is never deleted, and PUT is not offered: 405, nothing changes', async () => {
    const before = await allAreas(t);
    for (const method of ['DELETE', 'PUT'] as const) {
      const res = await call(t, method, one(zamalek), { token: admin.token, body: { name: 'Gone' } });
      expect(res.status, method).toBe(405);
    }
    expect(await allAreas(t)).toEqual(before);
  });

  it('retiring an area keeps the addresses that use it', async () => {
    const area = await addArea(t, { name: 'Garden City' });
    const address = await addAddress(t, customer.id, area, { isDefault: true });
    await call(t, 'PATCH', one(area), { token: admin.token, body: { is_retired: true } });
    const kept = await rows<{ area_id: number }>(t, sql`select area_id from addresses where id = ${address}`);
    expect(kept).toEqual([{ area_id: area }]);
  });
});
