import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../helpers.js';
import { restaurants } from '../../src/db/schema.js';
import { bulkOwners, bulkRestaurants } from '../../src/modules/restaurants/test-support.js';
import { ANONYMOUS, type Actor } from '../../src/lib/actor.js';
import { restaurantVisible, restaurantVisibleToViewer, viewerParams } from '../../src/lib/policy.js';

describe('restaurant visibility for prepared statements', () => {
  let t: TestApp;
  let actors: [string, Actor][];

  beforeAll(async () => {
    t = await createTestApp();
    const owners = await bulkOwners(t, 6, 'visibility');
    const states = [true, false, null, true, false, null];
    for (const [i, isApproved] of states.entries()) {
      await bulkRestaurants(t, [owners[i] as number], `Visibility ${i}`, { isApproved });
    }
    const [rejectedOwner, pendingOwner] = [owners[1] as number, owners[2] as number];
    const user = async (userType: 'customer' | 'admin') => (await createUser(t, userType)).id;
    actors = [
      ['anonymous', ANONYMOUS],
      ['customer', { kind: 'user', id: await user('customer'), username: 'c', userType: 'customer', tokenId: 0 }],
      ['admin', { kind: 'user', id: await user('admin'), username: 'a', userType: 'admin', tokenId: 0 }],
      [
        'owner of a rejected restaurant',
        { kind: 'user', id: rejectedOwner, username: 'r', userType: 'restaurant', tokenId: 0 },
      ],
      [
        'owner of a pending restaurant',
        { kind: 'user', id: pendingOwner, username: 'p', userType: 'restaurant', tokenId: 0 },
      ],
      // A customer whose id happens to equal an owner's sees no more than any customer.
      [
        'customer with an owner id',
        { kind: 'user', id: pendingOwner, username: 'x', userType: 'customer', tokenId: 0 },
      ],
    ];
  });
  afterAll(() => t.close());

  it('lets exactly the restaurants through that restaurantVisible does, for every kind of caller', async () => {
    const visibleBy = async (condition: ReturnType<typeof sql> | undefined) =>
      (
        await t.db
          .select({ id: restaurants.id })
          .from(restaurants)
          .where(condition ?? sql`true`)
          .orderBy(restaurants.id)
      ).map((r) => r.id);
    for (const [name, actor] of actors) {
      const prepared = t.db
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(restaurantVisibleToViewer)
        .orderBy(restaurants.id)
        .prepare(`visibility_${name.replaceAll(' ', '_')}`);
      const viaParams = (await prepared.execute(viewerParams(actor))).map((r) => r.id);
      const expected = await visibleBy(restaurantVisible(actor));
      expect(viaParams, name).toEqual(expected);
      expect(expected.length, name).toBeGreaterThan(0);
    }
    const all = await t.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.isApproved, true));
    expect(all.length).toBeLessThan((await visibleBy(undefined)).length);
  });
});
