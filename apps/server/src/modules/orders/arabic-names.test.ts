/**
 * An order keeps the Arabic names of its restaurant and meals as they were when it was placed (issue #20), beside the
 * English ones it always kept, so an Arabic reader's order history reads in Arabic and a later rename changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import {
  cashOrder,
  makeCustomMeal,
  makeIngredient,
  makeMeal,
  makeRestaurant,
  type RestaurantFixture,
} from './fixtures.js';

const ORDERS = '/api/orders/orders/';

describe("an order's Arabic names", () => {
  let t: TestApp;
  let customer: TestUser;
  let kitchen: RestaurantFixture;
  let plate: number;
  let custom: number;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, 'customer');
    kitchen = await makeRestaurant(t, { name: 'Abou Tarek', nameAr: 'أبو طارق' });
    const lentils = await makeIngredient(t, kitchen.id, { name: 'Lentils', nameAr: 'عدس', quantity: 5000 });
    plate = await makeMeal(t, kitchen.id, { name: 'Koshari plate', nameAr: 'طبق كشري' }, [
      { ingredientId: lentils, quantity: 100 },
    ]);
    custom = await makeCustomMeal(t, customer.id, kitchen.id, [{ ingredientId: lentils, quantity: 50 }]);
  });
  afterAll(() => t.close());

  it('answers them beside the English names, a custom meal without one, and keeps them after a rename', async () => {
    const placed = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cashOrder(kitchen.id, [
        { meal: plate, quantity: 1 },
        { custom_meal: custom, quantity: 1 },
      ]),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const expected = {
      restaurant_name: 'Abou Tarek',
      restaurant_name_ar: 'أبو طارق',
      items: [
        { meal_details: { name: 'Koshari plate', name_ar: 'طبق كشري' }, custom_meal_details: null },
        { meal_details: null, custom_meal_details: expect.not.objectContaining({ name_ar: expect.anything() }) },
      ],
    };
    expect(placed.body).toMatchObject(expected);

    const token = kitchen.owner.token;
    const renamed = await call(t, 'PATCH', `/api/meals/meals/${plate}/`, { token, body: { name_ar: 'كشري كبير' } });
    expect(renamed.status).toBe(200);
    expect(
      (
        await call(t, 'PATCH', `/api/restaurants/restaurants/${kitchen.id}/`, {
          token,
          body: { name_ar: 'أبو طارق الجديد' },
        })
      ).status,
    ).toBe(200);

    // A status change writes the order's stored answer (order_docs) again from its rows: the names still are the day's.
    const moved = await call(t, 'POST', `${ORDERS}${placed.body.id}/update_status/`, {
      token,
      body: { status: 'confirmed' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const read = await call(t, 'GET', `${ORDERS}${placed.body.id}/`, { token: customer.token });
    expect(read.body).toMatchObject(expected);
    const list = (await call(t, 'GET', ORDERS, { token: customer.token })).body as { id: number }[];
    expect(list.find((o) => o.id === placed.body.id)).toMatchObject(expected);

    // The restaurant's owner finds it by the Arabic name it was placed under, as by the English one.
    const search = async (term: string) =>
      ((await call(t, 'GET', `${ORDERS}?search=${encodeURIComponent(term)}`, { token })).body as { id: number }[]).map(
        (o) => o.id,
      );
    expect(await search('أبو طارق')).toEqual([placed.body.id]);
    expect(await search('Abou Tarek')).toEqual([placed.body.id]);
    expect(await search('الجديد')).toEqual([]);
  });
});
