import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { fixedClock } from '../../lib/clock.js';
import { bulkOwners, bulkRestaurants } from './test-support.js';

describe('is_open_now through the API, with an injected clock and TZ', () => {
  let t: TestApp;
  const clock = fixedClock('2026-01-15T22:30:00Z'); // 00:30 in Cairo (UTC+2 in January)
  let ids: { late: number; day: number; allDay: number; switchedOff: number };

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { TZ: 'Africa/Cairo' } });
    const owners = await bulkOwners(t, 4, 'oh');
    const [late] = await bulkRestaurants(t, owners.slice(0, 1), 'Late', { openingTime: '20:00', closingTime: '02:00' });
    const [day] = await bulkRestaurants(t, owners.slice(1, 2), 'Day', { openingTime: '08:00', closingTime: '22:00' });
    const [allDay] = await bulkRestaurants(t, owners.slice(2, 3), 'AllDay', {
      openingTime: '10:00',
      closingTime: '10:00',
    });
    const [off] = await bulkRestaurants(t, owners.slice(3, 4), 'Off', {
      openingTime: '20:00',
      closingTime: '02:00',
      isActive: false,
    });
    ids = { late: late as number, day: day as number, allDay: allDay as number, switchedOff: off as number };
  });
  afterAll(() => t.close());

  const openMap = async () => {
    const res = await call(t, 'GET', '/api/restaurants/restaurants/');
    return Object.fromEntries(res.body.map((r: { id: number; is_open_now: boolean }) => [r.id, r.is_open_now]));
  };
  const filtered = async (value: string) =>
    (await call(t, 'GET', `/api/restaurants/restaurants/?is_open_now=${value}`)).body.map((r: { id: number }) => r.id);

  it('after midnight local time: the late restaurant is open, the day one closed', async () => {
    clock.set('2026-01-15T22:30:00Z');
    expect(await openMap()).toEqual({
      [ids.late]: true,
      [ids.day]: false,
      [ids.allDay]: true,
      [ids.switchedOff]: false,
    });
    expect(await filtered('true')).toEqual([ids.late, ids.allDay]);
    expect(await filtered('false')).toEqual([ids.day, ids.switchedOff]);
    expect((await call(t, 'GET', `/api/restaurants/restaurants/${ids.late}/`)).body.is_open_now).toBe(true);
  });

  it('at the closing minute (02:00 local) the late one closes; at noon the day one is open', async () => {
    clock.set('2026-01-16T00:00:00Z'); // 02:00 in Cairo
    expect((await openMap())[ids.late]).toBe(false);
    expect(await filtered('true')).toEqual([ids.allDay]);
    clock.set('2026-01-16T10:00:00Z'); // 12:00 in Cairo
    expect(await openMap()).toEqual({
      [ids.late]: false,
      [ids.day]: true,
      [ids.allDay]: true,
      [ids.switchedOff]: false,
    });
    expect(await filtered('true')).toEqual([ids.day, ids.allDay]);
  });

  it('a closed restaurant says when it opens next in local time; an open or switched-off one says nothing', async () => {
    clock.set('2026-01-15T22:30:00Z'); // 00:30 in Cairo
    const nextOf = async (id: number) =>
      (await call(t, 'GET', `/api/restaurants/restaurants/${id}/`)).body.next_opening;
    expect(await nextOf(ids.day)).toEqual({ day: 'today', time: '08:00:00' });
    expect(await nextOf(ids.late)).toBeNull();
    expect(await nextOf(ids.allDay)).toBeNull();
    expect(await nextOf(ids.switchedOff)).toBeNull();
    clock.set('2026-01-16T21:00:00Z'); // 23:00 in Cairo, past the day restaurant's 22:00
    expect(await nextOf(ids.day)).toEqual({ day: 'tomorrow', time: '08:00:00' });
    clock.set('2026-01-16T01:00:00Z'); // 03:00 in Cairo, the late one closed since 02:00
    expect(await nextOf(ids.late)).toEqual({ day: 'today', time: '20:00:00' });
  });

  it('the same instant in UTC gives a different answer: the server zone is what counts', async () => {
    const utc = await createTestApp({ clock: fixedClock('2026-01-15T21:30:00Z') });
    try {
      const owners = await bulkOwners(utc, 1, 'ohu');
      const [late] = await bulkRestaurants(utc, owners, 'Late', { openingTime: '22:00', closingTime: '02:00' });
      const res = await call(utc, 'GET', `/api/restaurants/restaurants/${late}/`);
      expect(res.body.is_open_now).toBe(false); // 21:30 UTC, while Cairo would be 23:30 and open
    } finally {
      await utc.close();
    }
  });
});
