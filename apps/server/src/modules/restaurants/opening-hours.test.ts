import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { fixedClock } from '../../lib/clock.js';
import { isOpenAt, localTimeOf, withinHours } from './opening-hours.js';
import { bulkOwners, bulkRestaurants } from './test-support.js';

describe('opening hours (API.md §4.6)', () => {
  it('reads the local wall-clock time in the given IANA zone, midnight as 00', () => {
    const at = new Date('2026-01-15T22:30:05Z');
    expect(localTimeOf(at, 'UTC')).toBe('22:30:05');
    expect(localTimeOf(at, 'Africa/Cairo')).toBe('00:30:05');
    expect(localTimeOf(at, 'America/New_York')).toBe('17:30:05');
    expect(localTimeOf(new Date('2026-01-15T00:00:00Z'), 'UTC')).toBe('00:00:00');
  });

  it('same-day hours include the opening and exclude the closing time', () => {
    expect(withinHours('08:00:00', '22:00:00', '08:00:00')).toBe(true);
    expect(withinHours('08:00:00', '22:00:00', '21:59:59')).toBe(true);
    expect(withinHours('08:00:00', '22:00:00', '22:00:00')).toBe(false);
    expect(withinHours('08:00:00', '22:00:00', '07:59:59')).toBe(false);
  });

  it('hours past midnight span the two days', () => {
    expect(withinHours('20:00:00', '02:00:00', '23:30:00')).toBe(true);
    expect(withinHours('20:00:00', '02:00:00', '00:30:00')).toBe(true);
    expect(withinHours('20:00:00', '02:00:00', '02:00:00')).toBe(false);
    expect(withinHours('20:00:00', '02:00:00', '12:00:00')).toBe(false);
    expect(withinHours('20:00:00', '02:00:00', '20:00:00')).toBe(true);
  });

  it('equal times mean open all day; the owner switch off means closed', () => {
    expect(withinHours('09:00:00', '09:00:00', '03:00:00')).toBe(true);
    const hours = { openingTime: '00:00:00', closingTime: '00:00:00' };
    expect(isOpenAt({ ...hours, isActive: true }, new Date(), 'UTC')).toBe(true);
    expect(isOpenAt({ ...hours, isActive: false }, new Date(), 'UTC')).toBe(false);
  });
});

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
