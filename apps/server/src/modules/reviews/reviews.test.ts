import type { ReviewTarget } from '@dishcraft/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, queryCount, type TestApp, type TestUser } from '../../../test/helpers.js';
import { customMealReviews, mealReviews, restaurantReviews } from '../../db/schema.js';
import {
  addCustomers,
  addCustomMeal,
  addIngredient,
  addMeal,
  addReview,
  expect400,
  type World,
  world,
} from '../meals/test-fixtures.js';

const COLLECTION: Record<ReviewTarget, string> = {
  restaurant: '/api/reviews/restaurant-reviews/',
  meal: '/api/reviews/meal-reviews/',
  custom_meal: '/api/reviews/custom-meal-reviews/',
};
const TABLE = { restaurant: restaurantReviews, meal: mealReviews, custom_meal: customMealReviews };
const OBJECT = { restaurant: 'Restaurant', meal: 'Meal', custom_meal: 'Custom meal' };
const SELF_MESSAGE = {
  restaurant: 'You cannot review your own restaurant.',
  meal: 'You cannot review a meal of your own restaurant.',
  custom_meal: 'You cannot review your own custom meal.',
};
const COMMENT = 'Lovely food, would order again.';

/**
 * The targets of one collection: a visible one, a hidden one, and who owns (may not review) each.
 * Restaurants and meals belong to the owner; custom meals to the customer who built them.
 */
async function targets(t: TestApp, w: World, kind: ReviewTarget) {
  if (kind === 'restaurant')
    return { visible: w.restaurant, hidden: w.pending, self: w.owner, hiddenViewer: w.otherOwner, author: w.customer };
  if (kind === 'meal')
    return {
      visible: await addMeal(t, w.restaurant, { name: 'Reviewed meal' }),
      hidden: await addMeal(t, w.pending, { name: 'Hidden meal' }),
      self: w.owner,
      hiddenViewer: w.otherOwner,
      author: w.customer,
    };
  const ingredient = await addIngredient(t, w.restaurant);
  const lines = [{ ingredient, quantity: 1 }];
  return {
    visible: await addCustomMeal(t, w.customer.id, w.restaurant, { name: 'Reviewed bowl', isPublic: true, lines }),
    hidden: await addCustomMeal(t, w.other.id, w.restaurant, { name: 'Private bowl', isPublic: false, lines }),
    self: w.customer,
    hiddenViewer: w.other,
    author: w.other,
  };
}

describe.each(['restaurant', 'meal', 'custom_meal'] as const)('%s reviews', (kind) => {
  const path = COLLECTION[kind];
  const one = (id: number) => `${path}${id}/`;
  let t: TestApp;
  let w: World;
  let target: Awaited<ReturnType<typeof targets>>;
  const count = async () => (await t.db.select().from(TABLE[kind])).length;
  const post = (user: TestUser | undefined, body: object) => call(t, 'POST', path, { token: user?.token, body });

  beforeAll(async () => {
    t = await createTestApp();
    w = await world(t);
    target = await targets(t, w, kind);
  });
  afterAll(() => t.close());

  it('creates a review (ReviewOut) for a signed-in caller; anonymous callers get 401', async () => {
    expect((await post(undefined, { [kind]: target.visible, rating: 5, comment: COMMENT })).status).toBe(401);
    const res = await post(target.author, {
      [kind]: String(target.visible),
      rating: '4',
      comment: `  ${COMMENT}  `,
      user: w.admin.id,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      user: target.author.id,
      user_username: target.author.username,
      [kind]: target.visible,
      [`${kind}_name`]: expect.any(String),
      rating: 4,
      comment: COMMENT,
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
    const again = await post(target.author, { [kind]: target.visible, rating: 1, comment: COMMENT });
    expect400(again, { non_field_errors: [`The fields user, ${kind} must make a unique set.`] });
    expect(await count()).toBe(1);
  });

  it('reports every validation message and saves nothing', async () => {
    const before = await count();
    const user = await createUser(t, 'customer');
    expect400(await post(user, {}), {
      [kind]: ['This field is required.'],
      rating: ['This field is required.'],
      comment: ['Please provide a comment'],
    });
    for (const rating of [0, 6, 3.5, 'abc', '2.0x'])
      expect400(await post(user, { [kind]: target.visible, rating, comment: COMMENT }), {
        rating: ['Rating must be between 1 and 5'],
      });
    expect400(await post(user, { [kind]: target.visible, rating: 3, comment: '   ' }), {
      comment: ['Please provide a comment'],
    });
    expect400(await post(user, { [kind]: target.visible, rating: 3, comment: '  too short  ' }), {
      comment: ['Comment must be at least 10 characters long'],
    });
    expect400(await post(user, { [kind]: target.visible, rating: 3, comment: 'x'.repeat(501) }), {
      comment: ['Comment must be at most 500 characters long'],
    });
    expect400(await post(user, { [kind]: target.hidden, rating: 3, comment: COMMENT }), {
      [kind]: [`${OBJECT[kind]} ${target.hidden} does not exist.`],
    });
    expect400(await post(user, { [kind]: 999999, rating: 3, comment: COMMENT }), {
      [kind]: [`${OBJECT[kind]} 999999 does not exist.`],
    });
    expect400(await post(user, { [kind]: 'abc', rating: 3, comment: COMMENT }), {
      [kind]: ['Must be a whole number.'],
    });
    expect(await count()).toBe(before);
  });

  it('forbids reviewing what one owns, before any validation', async () => {
    const before = await count();
    const res = await post(target.self, { [kind]: target.visible, rating: 9, comment: '' });
    expect(res).toMatchObject({ status: 403, body: { detail: SELF_MESSAGE[kind] } });
    const valid = await post(target.self, { [kind]: target.visible, rating: 5, comment: COMMENT });
    expect(valid.status).toBe(403);
    expect(await count()).toBe(before);
  });

  it('answers a concurrent duplicate with the uniqueness message, never a 500', async () => {
    const user = await createUser(t, 'customer');
    const body = { [kind]: target.visible, rating: 5, comment: COMMENT };
    const replies = await Promise.all([post(user, body), post(user, body), post(user, body)]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 400, 400]);
    for (const r of replies.filter((r) => r.status === 400))
      expect(r.body).toEqual({ non_field_errors: [`The fields user, ${kind} must make a unique set.`] });
  });

  it('shows reviews only of targets the caller can see', async () => {
    const hiddenReview = await addReview(t, kind, w.admin.id, target.hidden, 2);
    for (const token of [undefined, w.customer.token, w.owner.token]) {
      const list = await call(t, 'GET', path, { token });
      expect(list.body.map((r: { id: number }) => r.id)).not.toContain(hiddenReview);
      expect((await call(t, 'GET', one(hiddenReview), { token })).body).toEqual({ detail: 'Not found.' });
    }
    for (const user of [target.hiddenViewer, w.admin]) {
      const list = await call(t, 'GET', path, { token: user.token });
      expect(list.body.map((r: { id: number }) => r.id)).toContain(hiddenReview);
      expect((await call(t, 'GET', one(hiddenReview), { token: user.token })).status).toBe(200);
    }
  });

  it('filters by target, user and rating, newest first by default', async () => {
    const list = async (query = '') =>
      (await call(t, 'GET', `${path}${query}`, { token: w.admin.token })).body.map((r: { id: number }) => r.id);
    const all = await list();
    const rows = await t.db.select().from(TABLE[kind]);
    const newestFirst = [...rows]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((r) => r.id);
    expect(all).toEqual(newestFirst);
    const byAuthor = rows.filter((r) => r.userId === target.author.id).map((r) => r.id);
    expect(await list(`?user=${target.author.id}`)).toEqual(byAuthor);
    expect(await list(`?${kind}=${target.hidden}`)).toHaveLength(1);
    expect(await list('?rating=2')).toEqual(rows.filter((r) => r.rating === 2).map((r) => r.id));
    expect(await list('?ordering=rating')).toEqual(
      [...rows].sort((a, b) => a.rating - b.rating || a.id - b.id).map((r) => r.id),
    );
    expect400(await call(t, 'GET', `${path}?rating=6&${kind}=x`), {
      rating: ['Must be at most 5.'],
      [kind]: ['Must be a whole number.'],
    });
  });

  it('lets the author or an admin edit; the target cannot change; others get 403', async () => {
    const reviewer = await createUser(t, 'customer');
    const mine = await addReview(t, kind, reviewer.id, target.visible, 3, 'Original comment here');
    const patch = await call(t, 'PATCH', one(mine), {
      token: reviewer.token,
      body: { rating: 5, [kind]: target.visible },
    });
    expect(patch.status).toBe(200);
    expect(patch.body).toMatchObject({ rating: 5, comment: 'Original comment here', [kind]: target.visible });
    const moved = await call(t, 'PUT', one(mine), {
      token: reviewer.token,
      body: { [kind]: target.hidden, rating: 1, comment: COMMENT },
    });
    expect400(moved, { [kind]: ['The reviewed item cannot be changed.'] });
    expect400(await call(t, 'PATCH', one(mine), { token: reviewer.token, body: { rating: 0, comment: 'short' } }), {
      rating: ['Rating must be between 1 and 5'],
      comment: ['Comment must be at least 10 characters long'],
    });
    for (const other of [w.owner, w.otherOwner, await createUser(t)]) {
      const res = await call(t, 'PATCH', one(mine), { token: other.token, body: { rating: 1 } });
      expect(res).toMatchObject({
        status: 403,
        body: { detail: 'You do not have permission to perform this action.' },
      });
      expect((await call(t, 'DELETE', one(mine), { token: other.token })).status).toBe(403);
    }
    expect((await call(t, 'PATCH', one(mine), { body: { rating: 1 } })).status).toBe(401);
    const [after] = await t.db.select().from(TABLE[kind]).where(eqId(kind, mine));
    expect(after).toMatchObject({ rating: 5, comment: 'Original comment here' });
    const admin = await call(t, 'PUT', one(mine), { token: w.admin.token, body: { comment: 'Moderated by admin' } });
    expect(admin.body).toMatchObject({ comment: 'Moderated by admin', user: reviewer.id });
    expect((await call(t, 'DELETE', one(mine), { token: reviewer.token })).status).toBe(204);
    expect((await call(t, 'GET', one(mine))).status).toBe(404);
    const moderated = await addReview(t, kind, (await createUser(t)).id, target.visible, 1);
    expect((await call(t, 'DELETE', one(moderated), { token: w.admin.token })).status).toBe(204);
    expect(await t.db.select().from(TABLE[kind]).where(eqId(kind, moderated))).toEqual([]);
  });

  it('lists 1 and 100 reviews in the same number of statements', async () => {
    const fresh = await createTestApp();
    try {
      const fw = await world(fresh);
      const ft = await targets(fresh, fw, kind);
      const [first, ...rest] = await addCustomers(fresh, 100);
      await addReview(fresh, kind, first!, ft.visible, 4);
      const small = await call(fresh, 'GET', path);
      expect(small.body).toHaveLength(1);
      for (const user of rest) await addReview(fresh, kind, user, ft.visible, 3);
      const large = await call(fresh, 'GET', path);
      expect(large.body).toHaveLength(100);
      expect(queryCount(large)).toBe(queryCount(small));
    } finally {
      await fresh.close();
    }
  });
});

function eqId(kind: ReviewTarget, id: number) {
  return eq(TABLE[kind].id, id);
}

describe('review rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => t.close());

  it('allows 30 review posts an hour per user, then answers 429 with Retry-After', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 30; i += 1)
      expect((await call(t, 'POST', COLLECTION.meal, { token: user.token, body: {} })).status).toBe(400);
    const limited = await call(t, 'POST', COLLECTION.restaurant, { token: user.token, body: {} });
    expect(limited.status).toBe(429);
    expect(limited.body.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await createUser(t);
    expect((await call(t, 'POST', COLLECTION.meal, { token: other.token, body: {} })).status).toBe(400);
  });
});
