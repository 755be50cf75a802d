import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, queryCount, type TestApp, type TestUser } from '../../../test/helpers.js';
import { categories, meals } from '../../db/schema.js';
import { multipart } from '../media/multipart.js';
import { makeMeal, makeRestaurant } from '../orders/fixtures.js';
import { matrixActors } from '../restaurants/test-support.js';

const LIST = '/api/meals/categories/';
const one = (id: number) => `/api/meals/categories/${id}/`;
const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };
const noArabic = { name_ar: null, description_ar: null };

async function allCategories(t: TestApp) {
  return t.db.select().from(categories).orderBy(asc(categories.id));
}

describe('categories (API.md §3.5; reference defect 23)', () => {
  let t: TestApp;
  let customer: TestUser;
  let customer2: TestUser;
  let owner: TestUser;
  let owner2: TestUser;
  let admin: TestUser;
  let soups: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ customer, customer2, admin } = await matrixActors(t));
    [owner, owner2] = await Promise.all([createUser(t, 'restaurant'), createUser(t, 'restaurant')]);
    const [row] = await t.db.insert(categories).values({ name: 'Soups', description: 'Warm' }).returning();
    soups = (row as { id: number }).id;
  });
  afterAll(() => t.close());

  it('anyone reads the list and a category', async () => {
    for (const token of [undefined, customer.token, owner.token, admin.token]) {
      const list = await call(t, 'GET', LIST, { token });
      expect(list.status).toBe(200);
      expect(list.body).toContainEqual({ id: soups, name: 'Soups', description: 'Warm', ...noArabic });
      expect((await call(t, 'GET', one(soups), { token })).body).toEqual({
        id: soups,
        name: 'Soups',
        description: 'Warm',
        ...noArabic,
      });
    }
    expect((await call(t, 'GET', one(999999))).status).toBe(404);
  });

  it('POST: anonymous 401, customers 403 with the specific text; nothing is created', async () => {
    const before = await allCategories(t);
    expect((await call(t, 'POST', LIST, { body: { name: 'Desserts' } })).status).toBe(401);
    for (const token of [customer.token, customer2.token]) {
      const res = await call(t, 'POST', LIST, { token, body: { name: 'Desserts' } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'Only restaurant owners and admins can create categories.' });
    }
    expect(await allCategories(t)).toEqual(before);
  });

  it('POST: owners and admins create; the name is required, at most 100, unique ignoring case', async () => {
    const byOwner = await call(t, 'POST', LIST, {
      token: owner.token,
      body: { name: ' Grills ', description: 'Hot', name_ar: ' مشويات ', description_ar: 'على الفحم' },
    });
    expect(byOwner.status).toBe(201);
    expect(byOwner.body).toEqual({
      id: expect.any(Number),
      name: 'Grills',
      description: 'Hot',
      name_ar: 'مشويات',
      description_ar: 'على الفحم',
    });
    const byAdmin = await call(t, 'POST', LIST, { token: admin.token, body: { name: 'Salads' } });
    expect(byAdmin.body).toEqual({ id: expect.any(Number), name: 'Salads', description: '', ...noArabic });

    const before = await allCategories(t);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{}, { name: ['Category name is required'] }],
      [{ name: '   ' }, { name: ['Category name is required'] }],
      [{ name: 'x'.repeat(101) }, { name: ['Must be at most 100 characters.'] }],
      [{ name: 'GRILLS' }, { name: ['A category with this name already exists.'] }],
      [{ name: 'Pies', description: 'd'.repeat(501) }, { description: ['Must be at most 500 characters.'] }],
    ];
    for (const [payload, errors] of cases) {
      const res = await call(t, 'POST', LIST, { token: owner2.token, body: payload });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errors);
    }
    const form = await call(t, 'POST', LIST, { token: owner2.token, ...multipart({ name: 'Form' }) });
    expect(form.status).toBe(415);
    expect(form.body).toEqual({ detail: 'Content type "multipart/form-data" is not supported here.' });
    expect(await allCategories(t)).toEqual(before);
  });

  it('PUT/PATCH/DELETE: admins only; owners and customers 403, anonymous 401; nothing changes', async () => {
    const before = await allCategories(t);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect((await call(t, method, one(soups), { body: { name: 'Broths' } })).status).toBe(401);
      for (const token of [customer.token, owner.token, owner2.token]) {
        const res = await call(t, method, one(soups), { token, body: { name: 'Broths' } });
        expect(res.status).toBe(403);
        expect(res.body).toEqual(FORBIDDEN);
      }
      expect((await call(t, method, one(999999), { token: admin.token, body: { name: 'Broths' } })).status).toBe(404);
    }
    expect(await allCategories(t)).toEqual(before);
  });

  it('admins rename (partially) with the same rules', async () => {
    const res = await call(t, 'PATCH', one(soups), { token: admin.token, body: { description: 'Warm bowls' } });
    expect(res.body).toEqual({ id: soups, name: 'Soups', description: 'Warm bowls', ...noArabic });
    const clash = await call(t, 'PUT', one(soups), { token: admin.token, body: { name: 'salads' } });
    expect(clash.status).toBe(400);
    expect(clash.body).toEqual({ name: ['A category with this name already exists.'] });
    const blank = await call(t, 'PUT', one(soups), { token: admin.token, body: { name: '' } });
    expect(blank.body).toEqual({ name: ['Category name is required'] });
    const sameCase = await call(t, 'PUT', one(soups), { token: admin.token, body: { name: 'SOUPS' } });
    expect(sameCase.body.name).toBe('SOUPS');
  });

  it('deleting a category keeps its meals, with category null', async () => {
    const r = await makeRestaurant(t);
    const [cat] = await t.db.insert(categories).values({ name: 'Breakfast' }).returning();
    const categoryId = (cat as { id: number }).id;
    const meal = await makeMeal(t, r.id, { categoryId });
    expect((await call(t, 'DELETE', one(categoryId), { token: admin.token })).status).toBe(204);
    const [row] = await t.db.select().from(meals).where(eq(meals.id, meal));
    expect(row?.categoryId).toBeNull();
    expect((await call(t, 'GET', one(categoryId))).status).toBe(404);
  });

  it('lists by name ignoring case, then id; pages; 1 and 100 rows take the same number of queries', async () => {
    await t.db.delete(categories);
    await t.db.insert(categories).values([{ name: 'beta' }, { name: 'Alpha' }, { name: 'Gamma' }]);
    const list = await call(t, 'GET', LIST);
    expect(list.body.map((c: { name: string }) => c.name)).toEqual(['Alpha', 'beta', 'Gamma']);
    const page = await call(t, 'GET', `${LIST}?page=1&page_size=2`);
    expect(page.body).toMatchObject({ count: 3, previous: null, results: [{ name: 'Alpha' }, { name: 'beta' }] });
    expect(page.body.next).toMatch(/\?page=2&page_size=2$/);

    await t.db.delete(categories);
    await t.db.insert(categories).values({ name: 'Only' });
    const single = await call(t, 'GET', LIST);
    await t.db.insert(categories).values(Array.from({ length: 99 }, (_, i) => ({ name: `Cat ${i}` })));
    const hundred = await call(t, 'GET', LIST);
    expect(single.body).toHaveLength(1);
    expect(hundred.body).toHaveLength(100);
    expect(queryCount(hundred)).toBe(queryCount(single));
    const [n] = await t.db.select({ n: count() }).from(categories);
    expect(n?.n).toBe(100);
  });
});
