import { DEFAULT_MESSAGES } from '@dishcraft/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../helpers.js';

// JSON lets a client send {"toString": "x"} where a number or string belongs; String() of such an
// object throws, which used to surface as a 500 wherever a refused value was quoted back.
const sneaky = { toString: 'a' };

describe('objects with their own toString key where a scalar belongs', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, 'admin');
    customer = await createUser(t, 'customer');
  });
  afterAll(() => t.close());

  it('an ingredient whose restaurant is such an object is a 400 asking for a whole number', async () => {
    const res = await call(t, 'POST', '/api/restaurants/ingredients/', {
      token: admin.token,
      body: { name: 'Salt', unit: 'g', price: '0.10', quantity: 5, restaurant: sneaky },
    });
    expect(res.status).toBe(400);
    expect(res.body.restaurant).toEqual([DEFAULT_MESSAGES.wholeNumber]);
  });

  it('a review whose target is such an object is a 400 asking for a whole number', async () => {
    const res = await call(t, 'POST', '/api/reviews/restaurant-reviews/', {
      token: customer.token,
      body: { restaurant: sneaky, rating: 5, comment: 'Lovely food, quick delivery.' },
    });
    expect(res.status).toBe(400);
    expect(res.body.restaurant).toEqual([DEFAULT_MESSAGES.wholeNumber]);
  });
});
