import { HTTP_MESSAGES } from '@dishcraft/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { meals } from '../../db/schema.js';
import { addRestaurant } from '../meals/test-fixtures.js';
import { multipart } from './multipart.js';

/** Found by the fuzz suite: a multipart body cut short was a 500 from the parser. */
describe('a malformed multipart body', () => {
  let t: TestApp;
  let owner: TestUser;
  let restaurant: number;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, 'restaurant');
    restaurant = await addRestaurant(t, owner.id);
  });
  afterAll(async () => t.close());

  const mealCount = async () => (await t.db.select({ n: count() }).from(meals))[0]?.n;
  const form = () =>
    multipart({ restaurant: String(restaurant), name: 'Soup', description: 'Hot', base_price: '5.50' });

  it.each([
    ['cut in the middle of a part', (payload: Buffer) => payload.subarray(0, 60)],
    ['without its closing boundary', (payload: Buffer) => payload.subarray(0, payload.length - 20)],
    ['holding only a dash', () => Buffer.from('-')],
  ])('is a 400 that creates nothing when %s', async (_name, cut) => {
    const { payload, headers } = form();
    const before = await mealCount();
    const reply = await call(t, 'POST', '/api/meals/meals/', { token: owner.token, payload: cut(payload), headers });
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 400,
      body: { detail: HTTP_MESSAGES.invalidMultipart },
    });
    expect(await mealCount()).toBe(before);
  });

  it('leaves a whole multipart body working', async () => {
    const { payload, headers } = form();
    const reply = await call(t, 'POST', '/api/meals/meals/', { token: owner.token, payload, headers });
    expect(reply.status).toBe(201);
  });
});
