import { ACCOUNT_MESSAGES, REVIEW_MESSAGES, type ReviewTarget } from '@dishcraft/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomMeal, makeMenu } from '../../src/modules/orders/fixtures.js';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../helpers.js';
import { tally } from './support/tally.js';

// The services check for a duplicate before inserting; twenty requests at once all pass that check,
// so the unique constraints decide, and their violation must still read as the contract's 400.
describe('parallel duplicates against unique constraints (PostgreSQL)', () => {
  let t: TestApp;
  let reviewer: TestUser;
  const targets = {} as Record<ReviewTarget, number>;
  beforeAll(async () => {
    t = await createTestApp();
    reviewer = await createUser(t, 'customer');
    const creator = await createUser(t, 'customer');
    const menu = await makeMenu(t, 10_000);
    targets.restaurant = menu.restaurant.id;
    targets.meal = menu.meal;
    targets.custom_meal = await makeCustomMeal(
      t,
      creator.id,
      menu.restaurant.id,
      [{ ingredientId: menu.ingredient, quantity: 50 }],
      { isPublic: true },
    );
  });
  afterAll(() => t.close());

  const collections: [ReviewTarget, string, string][] = [
    ['restaurant', '/api/reviews/restaurant-reviews/', 'restaurant_reviews'],
    ['meal', '/api/reviews/meal-reviews/', 'meal_reviews'],
    ['custom_meal', '/api/reviews/custom-meal-reviews/', 'custom_meal_reviews'],
  ];

  it.each(collections)('20 parallel reviews of one %s by one user: one 201, nineteen 400', async (kind, url, table) => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t, 'POST', url, {
          token: reviewer.token,
          body: { [kind]: targets[kind], rating: (i % 5) + 1, comment: `Attempt number ${i}` },
        }),
      ),
    );
    expect(tally(replies)).toEqual({ 201: 1, 400: 19 });
    for (const r of replies.filter((x) => x.status === 400)) {
      expect(r.body).toEqual({ non_field_errors: [REVIEW_MESSAGES.duplicate(kind)] });
    }
    const created = replies.find((r) => r.status === 201)?.body;
    expect(created).toMatchObject({ user: reviewer.id, [kind]: targets[kind] });
    const rows = await t.db.execute(sql.raw(`select id from ${table} where user_id = ${reviewer.id}`));
    expect((rows as unknown as { rows: { id: number }[] }).rows).toEqual([{ id: created.id }]);
  });

  const registration = (username: string, email: string) => ({
    username,
    email,
    password: 'Secret123',
    password2: 'Secret123',
    first_name: 'Nadia',
    last_name: 'Hassan',
  });
  /** `name` with the case of each letter chosen by the bits of `n`: twenty spellings of one name. */
  const casing = (name: string, n: number) =>
    [...name].map((c, i) => ((n >> i) & 1 ? c.toUpperCase() : c.toLowerCase())).join('');

  async function usersMatching(column: 'username' | 'email', value: string) {
    const rows = await t.db.execute(sql`select id from users where lower(${sql.raw(column)}) = lower(${value})`);
    return (rows as unknown as { rows: { id: number }[] }).rows;
  }

  it('20 parallel registrations of one username in different cases: one 201, nineteen 400', async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t, 'POST', '/api/users/register/', {
          body: registration(casing('racername', i), `racer${i}@example.com`),
        }),
      ),
    );
    expect(tally(replies)).toEqual({ 201: 1, 400: 19 });
    for (const r of replies.filter((x) => x.status === 400)) {
      expect(r.body).toEqual({ username: [ACCOUNT_MESSAGES.usernameTaken] });
    }
    const created = replies.find((r) => r.status === 201)?.body;
    expect(await usersMatching('username', 'racername')).toEqual([{ id: created.id }]);
  });

  it('20 parallel registrations of one e-mail in different cases: one 201, nineteen 400', async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t, 'POST', '/api/users/register/', {
          body: registration(`mailer${i}`, `${casing('samebox', i)}@Example.com`),
        }),
      ),
    );
    expect(tally(replies)).toEqual({ 201: 1, 400: 19 });
    for (const r of replies.filter((x) => x.status === 400)) {
      expect(r.body).toEqual({ email: [ACCOUNT_MESSAGES.emailTaken] });
    }
    const created = replies.find((r) => r.status === 201)?.body;
    expect(await usersMatching('email', 'samebox@example.com')).toEqual([{ id: created.id }]);
  });
});
