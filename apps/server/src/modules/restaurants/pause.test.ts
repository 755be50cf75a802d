import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { fixedClock } from '../../lib/clock.js';
import { bulkOwners, bulkRestaurants, restaurantRow } from './test-support.js';

const LIST = '/api/restaurants/restaurants/';
const period = (weekday: number, opens: string, closes: string) => ({ weekday, opens, closes });

// 2026-01-15 is a Thursday; the app runs in UTC here.
describe('pause and busy (issue #21)', () => {
  let t: TestApp;
  const clock = fixedClock('2026-01-15T13:00:00Z');
  let owner: TestUser;
  let id: number;
  let hiddenId: number;
  const url = () => `${LIST}${id}/pause/`;

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { TZ: 'UTC' } });
    owner = await createUser(t, 'restaurant');
    [id] = (await bulkRestaurants(t, [owner.id], 'Paused', {
      openingHours: [period(4, '12:00', '15:00'), period(4, '18:00', '23:00')],
    })) as [number];
    const [hiddenOwner] = await bulkOwners(t, 1, 'pausehidden');
    [hiddenId] = (await bulkRestaurants(t, [hiddenOwner as number], 'Hidden', { isApproved: null })) as [number];
  });
  afterAll(() => t.close());

  const openIds = async () =>
    (await call(t, 'GET', `${LIST}?is_open_now=true`)).body.map((r: { id: number }) => r.id) as number[];

  it('a 15-minute pause shows at once in is_open_now, opens_at and the open-now filter, and ends by itself', async () => {
    clock.set('2026-01-15T13:00:00Z');
    expect(await openIds()).toContain(id);
    const res = await call(t, 'POST', url(), { token: owner.token, body: { minutes: 15 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      is_open_now: false,
      paused_until: '2026-01-15T13:15:00.000Z',
      opens_at: '2026-01-15T13:15:00.000Z',
      next_opening: { day: 'today', time: '13:15:00' },
    });
    expect(await openIds()).not.toContain(id);
    expect((await call(t, 'GET', `${LIST}${id}/`)).body.is_open_now).toBe(false);
    clock.set('2026-01-15T13:15:00Z');
    const after = (await call(t, 'GET', `${LIST}${id}/`)).body;
    expect(after).toMatchObject({ is_open_now: true, paused_until: null, opens_at: null });
    expect(await openIds()).toContain(id);
  });

  it('a pause past the period opens at the next period', async () => {
    clock.set('2026-01-15T14:30:00Z');
    const res = await call(t, 'POST', url(), { token: owner.token, body: { minutes: 60 } });
    expect(res.body).toMatchObject({ paused_until: '2026-01-15T15:30:00.000Z', opens_at: '2026-01-15T18:00:00.000Z' });
  });

  it('until the next opening: the start of the next period; DELETE takes orders again at once', async () => {
    clock.set('2026-01-15T13:00:00Z');
    let res = await call(t, 'POST', url(), { token: owner.token, body: { until: 'next_opening' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_open_now: false, paused_until: '2026-01-15T18:00:00.000Z' });
    res = await call(t, 'DELETE', url(), { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_open_now: true, paused_until: null, opens_at: null });
    expect((await restaurantRow(t, id))?.pausedUntil).toBeNull();
  });

  it('refuses other lengths, both or neither, and "until" other than next_opening; nothing changes', async () => {
    const cases: [unknown, Record<string, unknown>][] = [
      [{ minutes: 20 }, { minutes: [expect.stringContaining('15, 30 or 60')] }],
      [{ minutes: 'soon' }, { minutes: ['Must be a whole number.'] }],
      [{ until: 'tomorrow' }, { until: [expect.stringContaining('next_opening')] }],
      [{ minutes: 15, until: 'next_opening' }, { non_field_errors: [expect.any(String)] }],
      [{}, { non_field_errors: [expect.any(String)] }],
      [[15], { non_field_errors: [expect.any(String)] }],
    ];
    for (const [body, errors] of cases) {
      const res = await call(t, 'POST', url(), { token: owner.token, body: body as object });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual(errors);
    }
    expect((await restaurantRow(t, id))?.pausedUntil).toBeNull();
  });

  it('with nothing opening within 8 days there is no next opening to pause until', async () => {
    const other = await createUser(t, 'restaurant');
    const [lonely] = (await bulkRestaurants(t, [other.id], 'Lonely', {
      openingHours: [period(1, '10:00', '11:00')],
      closures: [{ starts: '2026-01-01', ends: '2026-03-01', reason: 'Away' }],
    })) as [number];
    const res = await call(t, 'POST', `${LIST}${lonely}/pause/`, {
      token: other.token,
      body: { until: 'next_opening' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ until: [expect.stringContaining('8 days')] });
  });

  it('only its owner or an admin: anonymous 401, customers and other owners 403, hidden 404', async () => {
    const [customer, otherOwner, admin] = await Promise.all([
      createUser(t, 'customer'),
      createUser(t, 'restaurant'),
      createUser(t, 'admin'),
    ]);
    for (const method of ['POST', 'DELETE'] as const) {
      expect((await call(t, method, url(), { body: { minutes: 15 } })).status).toBe(401);
      expect((await call(t, method, url(), { token: customer.token, body: { minutes: 15 } })).status).toBe(403);
      expect((await call(t, method, url(), { token: otherOwner.token, body: { minutes: 15 } })).status).toBe(403);
      const hidden = `${LIST}${hiddenId}/pause/`;
      expect((await call(t, method, hidden, { token: otherOwner.token, body: { minutes: 15 } })).status).toBe(404);
    }
    expect((await restaurantRow(t, id))?.pausedUntil).toBeNull();
    const res = await call(t, 'POST', url(), { token: admin.token, body: { minutes: 30 } });
    expect(res.status).toBe(200);
    expect((await call(t, 'DELETE', url(), { token: admin.token })).status).toBe(200);
  });

  it('busy minutes are set by PATCH and lengthen the ETA; paused_until is not writable there', async () => {
    clock.set('2026-01-15T13:00:00Z');
    const res = await call(t, 'PATCH', `${LIST}${id}/`, {
      token: owner.token,
      body: { busy_extra_minutes: 25, paused_until: '2030-01-01T00:00:00Z' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ busy_extra_minutes: 25, paused_until: null, is_open_now: true });
    expect((await restaurantRow(t, id))?.pausedUntil).toBeNull();
  });
});
