import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, queryCount, type TestApp, type TestUser } from '../../../test/helpers.js';
import { areas, restaurantDeliveryAreas } from '../../db/schema.js';
import { deliveryTerms } from './service.js';
import { bulkOwners, bulkRestaurants } from './test-support.js';

const LIST = '/api/restaurants/restaurants/';

describe('delivery areas and listing by area (issue #21)', () => {
  let t: TestApp;
  let owner: TestUser;
  let id: number;
  let hiddenId: number;
  const area: Record<'zamalek' | 'maadi' | 'dokki' | 'retired', number> = {
    zamalek: 0,
    maadi: 0,
    dokki: 0,
    retired: 0,
  };
  const url = () => `${LIST}${id}/delivery-areas/`;

  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.db
      .insert(areas)
      .values([
        { name: 'Zamalek', nameAr: 'الزمالك', city: 'Cairo', cityAr: 'القاهرة' },
        { name: 'Maadi', city: 'Cairo' },
        { name: 'Dokki', city: 'Giza' },
        { name: 'Old Town', city: 'Cairo', isRetired: true },
      ])
      .returning({ id: areas.id });
    [area.zamalek, area.maadi, area.dokki, area.retired] = rows.map((r) => r.id) as [number, number, number, number];
    owner = await createUser(t, 'restaurant');
    [id] = (await bulkRestaurants(t, [owner.id], 'Deliverer', { preparationMinutes: 15, busyExtraMinutes: 5 })) as [
      number,
    ];
    const [hiddenOwner] = await bulkOwners(t, 1, 'dahidden');
    [hiddenId] = (await bulkRestaurants(t, [hiddenOwner as number], 'Hidden', { isApproved: null })) as [number];
  });
  afterAll(() => t.close());

  const stored = () => t.db.select().from(restaurantDeliveryAreas).where(eq(restaurantDeliveryAreas.restaurantId, id));

  it('PUT replaces the whole list; GET is public and shows each area with its terms', async () => {
    let res = await call(t, 'PUT', url(), {
      token: owner.token,
      body: [
        { area: area.maadi, fee: '35.00', minimum_order: 250, delivery_minutes: 40 },
        { area: area.zamalek, fee: 15, minimum_order: '100.5', delivery_minutes: '25' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual([
      {
        area: area.maadi,
        area_details: { id: area.maadi, name: 'Maadi', name_ar: null, city: 'Cairo', city_ar: null, is_retired: false },
        fee: '35.00',
        minimum_order: '250.00',
        delivery_minutes: 40,
      },
      {
        area: area.zamalek,
        area_details: {
          id: area.zamalek,
          name: 'Zamalek',
          name_ar: 'الزمالك',
          city: 'Cairo',
          city_ar: 'القاهرة',
          is_retired: false,
        },
        fee: '15.00',
        minimum_order: '100.50',
        delivery_minutes: 25,
      },
    ]);
    expect((await call(t, 'GET', url())).body).toEqual(res.body);
    res = await call(t, 'PUT', url(), {
      token: owner.token,
      body: [{ area: area.zamalek, fee: '20', minimum_order: '100', delivery_minutes: 30 }],
    });
    expect(res.body.map((e: { area: number; fee: string }) => [e.area, e.fee])).toEqual([[area.zamalek, '20.00']]);
    expect(await stored()).toHaveLength(1);
  });

  it('refuses bad entries with errors per entry and changes nothing', async () => {
    const before = await stored();
    const ok = { fee: '10', minimum_order: '50', delivery_minutes: 20 };
    const cases: [unknown, Record<string, unknown>][] = [
      [
        [
          { area: area.maadi, ...ok },
          { area: area.dokki, fee: '-1', minimum_order: '1.234', delivery_minutes: 0 },
        ],
        {
          1: {
            fee: ['Must be at least 0.'],
            minimum_order: ['Must have at most 2 decimal places.'],
            delivery_minutes: ['Must be at least 1.'],
          },
        },
      ],
      [[{ area: area.maadi, ...ok, fee: 'ten' }], { 0: { fee: ['Must be a number.'] } }],
      [
        [
          { area: area.maadi, ...ok },
          { area: 999_999, ...ok },
          { area: area.retired, ...ok },
          { area: area.maadi, ...ok },
        ],
        {
          1: { area: ['Area 999999 does not exist.'] },
          2: { area: ['This area is retired.'] },
          3: { area: ['Each area may appear only once.'] },
        },
      ],
      [{ area: area.maadi, ...ok }, { non_field_errors: ['Must be a list.'] }],
      [
        Array.from({ length: 101 }, () => ({ area: area.maadi, ...ok })),
        { non_field_errors: [expect.stringContaining('100')] },
      ],
      [[{ ...ok }], { 0: { area: ['This field is required.'] } }],
      [['x'], { 0: { non_field_errors: ['Must be an object.'] } }],
    ];
    for (const [body, errors] of cases) {
      const res = await call(t, 'PUT', url(), { token: owner.token, body: body as object });
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(res.body).toEqual(errors);
    }
    expect(await stored()).toEqual(before);
  });

  it('only its owner or an admin may PUT; anyone may GET a visible one; hidden ones are 404', async () => {
    const [customer, otherOwner, admin] = await Promise.all([
      createUser(t, 'customer'),
      createUser(t, 'restaurant'),
      createUser(t, 'admin'),
    ]);
    const before = await stored();
    const body = [{ area: area.dokki, fee: '5', minimum_order: '0', delivery_minutes: 10 }];
    expect((await call(t, 'PUT', url(), { body })).status).toBe(401);
    expect((await call(t, 'PUT', url(), { token: customer.token, body })).status).toBe(403);
    expect((await call(t, 'PUT', url(), { token: otherOwner.token, body })).status).toBe(403);
    const hidden = `${LIST}${hiddenId}/delivery-areas/`;
    expect((await call(t, 'PUT', hidden, { token: otherOwner.token, body })).status).toBe(404);
    expect((await call(t, 'GET', hidden)).status).toBe(404);
    expect((await call(t, 'GET', hidden, { token: admin.token })).status).toBe(200);
    expect(await stored()).toEqual(before);
    expect((await call(t, 'PUT', url(), { token: admin.token, body })).status).toBe(200);
    expect((await call(t, 'PUT', url(), { token: owner.token, body: [] })).body).toEqual([]);
  });

  describe('?area=', () => {
    let others: number[];
    beforeAll(async () => {
      await call(t, 'PUT', url(), {
        token: owner.token,
        body: [
          { area: area.zamalek, fee: '15', minimum_order: '100', delivery_minutes: 30 },
          { area: area.dokki, fee: '25', minimum_order: '150', delivery_minutes: 45 },
        ],
      });
      const owners = await bulkOwners(t, 3, 'byarea');
      others = await bulkRestaurants(t, owners, 'Other');
      // Other 0 delivers to Zamalek; Other 1 does too, but offers pickup only; Other 2 delivers to Maadi only
      await t.db.insert(restaurantDeliveryAreas).values([
        {
          restaurantId: others[0] as number,
          areaId: area.zamalek,
          feeCents: 3000,
          minimumOrderCents: 20000,
          deliveryMinutes: 20,
        },
        {
          restaurantId: others[1] as number,
          areaId: area.zamalek,
          feeCents: 1000,
          minimumOrderCents: 0,
          deliveryMinutes: 20,
        },
        {
          restaurantId: others[2] as number,
          areaId: area.maadi,
          feeCents: 1000,
          minimumOrderCents: 0,
          deliveryMinutes: 20,
        },
      ]);
      await t.db.execute(
        `update restaurants set offers_delivery = false, offers_pickup = true where id = ${others[1] as number}`,
      );
    });

    it('lists only restaurants that offer delivery and deliver there, each with its terms and ETA', async () => {
      const res = await call(t, 'GET', `${LIST}?area=${area.zamalek}`);
      expect(res.status).toBe(200);
      expect(res.body.map((r: { id: number }) => r.id)).toEqual([id, others[0]]);
      expect(res.body[0].delivery).toEqual({
        area: area.zamalek,
        fee: '15.00',
        minimum_order: '100.00',
        delivery_minutes: 30,
        eta_minutes: 15 + 5 + 30,
      });
      expect(res.body[1].delivery).toEqual({
        area: area.zamalek,
        fee: '30.00',
        minimum_order: '200.00',
        delivery_minutes: 30 - 10,
        eta_minutes: 20 + 0 + 20,
      });
      const paged = await call(t, 'GET', `${LIST}?area=${area.zamalek}&page=1&page_size=1`);
      expect(paged.body.count).toBe(2);
      expect(paged.body.results.map((r: { id: number }) => r.id)).toEqual([id]);
      // without ?area: every restaurant, delivery null
      const all = (await call(t, 'GET', LIST)).body as { id: number; delivery: unknown }[];
      expect(all.length).toBeGreaterThanOrEqual(4);
      expect(all.every((r) => r.delivery === null)).toBe(true);
    });

    it('an unknown area is a 400 on area, a malformed one too; a retired area lists nobody', async () => {
      expect(await call(t, 'GET', `${LIST}?area=999999`)).toMatchObject({
        status: 400,
        body: { area: ['Area 999999 does not exist.'] },
      });
      expect((await call(t, 'GET', `${LIST}?area=abc`)).status).toBe(400);
      await t.db.insert(restaurantDeliveryAreas).values({
        restaurantId: id,
        areaId: area.retired,
        feeCents: 0,
        minimumOrderCents: 0,
        deliveryMinutes: 10,
      });
      expect(await call(t, 'GET', `${LIST}?area=${area.retired}`)).toMatchObject({ status: 200, body: [] });
    });

    it('the page of one restaurant fills delivery for the area, null where it does not deliver', async () => {
      expect((await call(t, 'GET', `${LIST}${id}/?area=${area.dokki}`)).body.delivery).toMatchObject({
        area: area.dokki,
        fee: '25.00',
        eta_minutes: 15 + 5 + 45,
      });
      expect((await call(t, 'GET', `${LIST}${id}/?area=${area.maadi}`)).body.delivery).toBeNull();
      expect((await call(t, 'GET', `${LIST}${id}/`)).body.delivery).toBeNull();
      expect((await call(t, 'GET', `${LIST}${id}/?area=999999`)).status).toBe(400);
    });

    it('listing by area stays at most 4 statements, the same for 1 row and 100', async () => {
      const counts = async () =>
        Promise.all(
          [`${LIST}?area=${area.maadi}`, `${LIST}?area=${area.maadi}&page=1&page_size=100`].map(async (u) => {
            const res = await call(t, 'GET', u);
            expect(res.status).toBe(200);
            return queryCount(res);
          }),
        );
      const one = await counts();
      const owners = await bulkOwners(t, 99, 'manyarea');
      const many = await bulkRestaurants(t, owners, 'Many');
      await t.db.insert(restaurantDeliveryAreas).values(
        many.map((restaurantId) => ({
          restaurantId,
          areaId: area.maadi,
          feeCents: 500,
          minimumOrderCents: 0,
          deliveryMinutes: 20,
        })),
      );
      expect((await call(t, 'GET', `${LIST}?area=${area.maadi}`)).body).toHaveLength(100);
      const hundred = await counts();
      expect(hundred).toEqual(one);
      for (const n of hundred) expect(n).toBeLessThanOrEqual(4);
    });

    it("deliveryTerms: the order's helper reads the terms in a transaction, only where delivery is offered", async () => {
      expect(await deliveryTerms(t.db, id, area.zamalek)).toEqual({
        feeCents: 1500,
        minimumOrderCents: 10000,
        deliveryMinutes: 30,
      });
      expect(await deliveryTerms(t.db, id, area.maadi)).toBeUndefined();
      expect(await deliveryTerms(t.db, id, area.retired)).toBeUndefined();
      expect(await deliveryTerms(t.db, others[1] as number, area.zamalek)).toBeUndefined();
    });
  });
});
