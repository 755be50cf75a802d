import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { tally } from '../../../test/reliability/support/tally.js';
import { addresses } from '../../db/schema.js';
import { addAddress, addArea, addressBody } from './fixtures.js';

const LIST = '/api/users/addresses/';
const one = (id: number) => `/api/users/addresses/${id}/`;

// Requests of one user that run at once on separate connections: each one's default and limit must see the others'.
describe('saved addresses under concurrent requests (PostgreSQL)', () => {
  let t: TestApp;
  let area: number;

  beforeAll(async () => {
    t = await createTestApp();
    area = await addArea(t, { name: 'Zamalek' });
  });
  afterAll(() => t.close());

  const defaults = async (user: TestUser) =>
    (
      await t.db
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.userId, user.id), eq(addresses.isDefault, true)))
    ).map((r) => r.id);

  it('two "make default" PATCHes at once, ten times: exactly one default each time, one of the two', async () => {
    const me = await createUser(t, 'customer');
    const ids = [
      await addAddress(t, me.id, area, { isDefault: true }),
      await addAddress(t, me.id, area),
      await addAddress(t, me.id, area),
    ];
    for (let round = 0; round < 10; round += 1) {
      const [x, y] = round % 2 ? [ids[1]!, ids[2]!] : [ids[2]!, ids[0]!];
      const replies = await Promise.all(
        [x, y].map((id) => call(t, 'PATCH', one(id), { token: me.token, body: { is_default: true } })),
      );
      expect(tally(replies)).toEqual({ 200: 2 });
      const now = await defaults(me);
      expect(now).toHaveLength(1);
      expect([x, y]).toContain(now[0]);
    }
  });

  it('five first addresses at once: all saved, exactly one default', async () => {
    const me = await createUser(t, 'customer');
    const replies = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call(t, 'POST', LIST, { token: me.token, body: addressBody(area, { label: `#${i}` }) }),
      ),
    );
    expect(tally(replies)).toEqual({ 201: 5 });
    expect(replies.filter((r) => r.body.is_default)).toHaveLength(1);
    expect(await defaults(me)).toHaveLength(1);
  });

  it('at 18 addresses, five more at once: two are saved, three refused; the limit holds', async () => {
    const me = await createUser(t, 'customer');
    for (let i = 0; i < 18; i += 1) await addAddress(t, me.id, area, { isDefault: i === 0 });
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t, 'POST', LIST, { token: me.token, body: addressBody(area, { is_default: true }) }),
      ),
    );
    expect(tally(replies)).toEqual({ 201: 2, 400: 3 });
    const rows = await t.db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, me.id));
    expect(rows).toHaveLength(20);
    expect(await defaults(me)).toHaveLength(1);
  });

  it('deleting the default while another address is made default: one default remains', async () => {
    for (let round = 0; round < 5; round += 1) {
      const me = await createUser(t, 'customer');
      const first = await addAddress(t, me.id, area, { isDefault: true });
      const second = await addAddress(t, me.id, area);
      const third = await addAddress(t, me.id, area);
      const replies = await Promise.all([
        call(t, 'DELETE', one(first), { token: me.token }),
        call(t, 'PATCH', one(second), { token: me.token, body: { is_default: true } }),
      ]);
      expect(tally(replies)).toEqual({ 200: 1, 204: 1 });
      const now = await defaults(me);
      expect(now).toHaveLength(1);
      expect([second, third]).toContain(now[0]);
    }
  });
});
