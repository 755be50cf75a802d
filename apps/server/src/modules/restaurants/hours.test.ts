import { isOpenAt, type Period } from '@dishcraft/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { fixedClock } from '../../lib/clock.js';
import { scheduleOf } from './schedule.js';
import { bulkOwners, bulkRestaurants, restaurantBody, restaurantRow } from './test-support.js';

const LIST = '/api/restaurants/restaurants/';
const p = (weekday: number, opens: string, closes: string): Period => ({ weekday, opens, closes });
const week = (opens: string, closes: string) => [0, 1, 2, 3, 4, 5, 6].map((d) => p(d, opens, closes));

// 2026-01-15 is a Thursday (4). Cairo is UTC+2 in January; 2026-04-24 (Friday) it springs forward 00:00 → 01:00 and
// 2026-10-29 (Thursday) it falls back 24:00 → 23:00.
describe('weekly hours through the API (ADR 026)', () => {
  let t: TestApp;
  const clock = fixedClock('2026-01-15T10:00:00Z');
  let owner: TestUser;
  let id: number;

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { TZ: 'Africa/Cairo' } });
    owner = await createUser(t, 'restaurant');
    const res = await call(t, 'POST', LIST, {
      token: owner.token,
      body: restaurantBody({
        opening_time: undefined,
        closing_time: undefined,
        opening_hours: [p(4, '12:00', '15:00'), p(4, '18:00', '01:00'), p(6, '00:00', '00:00')],
        closures: [{ starts: '2026-01-22', ends: '2026-01-22', reason: 'Inventory' }],
        offers_pickup: true,
        preparation_minutes: 35,
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    id = res.body.id;
    // approved, so the public list shows it
    await t.db.execute(`update restaurants set is_approved = true where id = ${id}`);
  });
  afterAll(() => t.close());

  const show = async (url = `${LIST}${id}/`) => (await call(t, 'GET', url)).body;

  it('stores two periods, an overnight one and a whole day, and answers them with the new fields', async () => {
    const r = await show();
    expect(r.opening_hours).toEqual([p(4, '12:00', '15:00'), p(4, '18:00', '01:00'), p(6, '00:00', '00:00')]);
    expect(r.closures).toEqual([{ starts: '2026-01-22', ends: '2026-01-22', reason: 'Inventory' }]);
    expect(r).toMatchObject({
      offers_delivery: true,
      offers_pickup: true,
      preparation_minutes: 35,
      accept_minutes: 10,
    });
    // the database keeps a daily range for the NOT NULL columns: the week's first period
    const row = await restaurantRow(t, id);
    expect([row?.openingTime, row?.closingTime]).toEqual(['12:00:00', '15:00:00']);
  });

  it('is open inside a period by local weekday and time, with the exact boundary minutes', async () => {
    const cases: [string, boolean][] = [
      ['2026-01-15T09:59:59Z', false], // Thursday 11:59:59 Cairo
      ['2026-01-15T10:00:00Z', true], // 12:00
      ['2026-01-15T12:59:59Z', true], // 14:59:59
      ['2026-01-15T13:00:00Z', false], // 15:00: between the two periods
      ['2026-01-15T16:00:00Z', true], // 18:00
      ['2026-01-15T22:30:00Z', true], // Friday 00:30: Thursday's period past midnight
      ['2026-01-15T23:00:00Z', false], // Friday 01:00: it closes
      ['2026-01-16T21:59:59Z', false], // Friday 23:59:59
      ['2026-01-16T22:00:00Z', true], // Saturday 00:00: the whole Saturday
    ];
    for (const [at, open] of cases) {
      clock.set(at);
      expect((await show()).is_open_now, at).toBe(open);
    }
  });

  it("answers opens_at while closed (null while open), and old clients' next_opening and daily range", async () => {
    clock.set('2026-01-15T13:30:00Z'); // Thursday 15:30 Cairo
    let r = await show();
    expect(r.opens_at).toBe('2026-01-15T16:00:00.000Z');
    expect(r.next_opening).toEqual({ day: 'today', time: '18:00:00' });
    expect([r.opening_time, r.closing_time]).toEqual(['12:00:00', '15:00:00']);
    // Sunday 00:30: Thursday the 22nd is closed, so the first open moment is Friday 00:00, inside the closed
    // Thursday's period past midnight (closures go by the local date)
    clock.set('2026-01-17T22:30:00Z');
    r = await show();
    expect(r.opens_at).toBe('2026-01-22T22:00:00.000Z');
    expect(r.next_opening).toBeNull();
    // Sunday has no period: the next day's that has one (Thursday)
    expect([r.opening_time, r.closing_time]).toEqual(['12:00:00', '15:00:00']);
    clock.set('2026-01-15T11:00:00Z');
    expect((await show()).opens_at).toBeNull();
  });

  it('a closed date closes the whole local day', async () => {
    clock.set('2026-01-22T11:00:00Z'); // the closed Thursday, 13:00
    expect((await show()).is_open_now).toBe(false);
  });

  it('overlapping, malformed and too many periods are refused on their field; nothing changes', async () => {
    const before = await show();
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        { opening_hours: [p(1, '12:00', '15:00'), p(1, '14:00', '16:00')] },
        { opening_hours: [{}, { opens: [expect.any(String)] }] },
      ],
      [
        { opening_hours: [p(1, '20:00', '03:00'), p(2, '02:00', '05:00')] },
        { opening_hours: [{}, { opens: [expect.any(String)] }] },
      ],
      [
        { opening_hours: [{ weekday: 9, opens: '7pm', closes: '23:00' }] },
        { opening_hours: [{ weekday: ['Must be at most 6.'], opens: ['Must be a time as HH:MM.'] }] },
      ],
      [{ opening_hours: [] }, { opening_hours: [expect.stringContaining('at least one period')] }],
      [{ opening_hours: 'always' }, { opening_hours: ['Must be a list.'] }],
      [{ closures: [{ starts: '2026-02-02', ends: '2026-02-01' }] }, { closures: [{ ends: [expect.any(String)] }] }],
      [
        { preparation_minutes: 241, accept_minutes: 0, busy_extra_minutes: -1 },
        {
          preparation_minutes: ['Must be at most 240.'],
          accept_minutes: ['Must be at least 1.'],
          busy_extra_minutes: ['Must be at least 0.'],
        },
      ],
      [
        { offers_delivery: false, offers_pickup: false },
        { non_field_errors: ['A restaurant must offer delivery or pickup.'] },
      ],
      [{ offers_delivery: false }, { non_field_errors: ['A restaurant must offer delivery or pickup.'] }],
    ];
    await call(t, 'PATCH', `${LIST}${id}/`, { token: owner.token, body: { offers_pickup: false } });
    for (const [body, errors] of cases) {
      const res = await call(t, 'PATCH', `${LIST}${id}/`, { token: owner.token, body: { ...body, name: 'Changed' } });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toEqual(errors);
    }
    await call(t, 'PATCH', `${LIST}${id}/`, { token: owner.token, body: { offers_pickup: true } });
    const after = await show();
    expect({ ...after, updated_at: null }).toEqual({ ...before, updated_at: null });
  });

  it('multipart forms send the lists as JSON text', async () => {
    const form = new FormData();
    form.set('opening_hours', JSON.stringify([p(2, '09:00', '17:00')]));
    form.set('closures', JSON.stringify([]));
    const req = new Request('http://x', { method: 'POST', body: form });
    const res = await call(t, 'PATCH', `${LIST}${id}/`, {
      token: owner.token,
      payload: Buffer.from(await req.arrayBuffer()),
      headers: { 'content-type': req.headers.get('content-type') as string },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.opening_hours).toEqual([p(2, '09:00', '17:00')]);
    expect(res.body.closures).toEqual([]);
  });

  it('old clients: opening_time and closing_time alone set that period on every day, and read back the same', async () => {
    clock.set('2026-01-15T10:00:00Z');
    let res = await call(t, 'PATCH', `${LIST}${id}/`, {
      token: owner.token,
      body: { opening_time: '09:30', closing_time: '23:00' },
    });
    expect(res.status).toBe(200);
    expect(res.body.opening_hours).toEqual(week('09:30', '23:00'));
    expect([res.body.opening_time, res.body.closing_time]).toEqual(['09:30:00', '23:00:00']);
    // one of the two alone keeps the other as the client was shown it
    res = await call(t, 'PATCH', `${LIST}${id}/`, { token: owner.token, body: { closing_time: '02:00:00' } });
    expect(res.body.opening_hours).toEqual(week('09:30', '02:00'));
    expect([res.body.opening_time, res.body.closing_time]).toEqual(['09:30:00', '02:00:00']);
    // other edits leave the weekly hours alone
    res = await call(t, 'PATCH', `${LIST}${id}/`, { token: owner.token, body: { name: 'Renamed' } });
    expect(res.body.opening_hours).toEqual(week('09:30', '02:00'));
  });

  it('a create without hours at all is refused on both times', async () => {
    const other = await createUser(t, 'restaurant');
    const res = await call(t, 'POST', LIST, {
      token: other.token,
      body: restaurantBody({ opening_time: undefined, closing_time: undefined }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ opening_time: ['This field is required.'], closing_time: ['This field is required.'] });
  });
});

describe('the list filter is_open_now runs the same rule in SQL as isOpenAt in JS', () => {
  let t: TestApp;
  const clock = fixedClock('2026-01-15T10:00:00Z');
  const schedules: Record<string, Partial<Parameters<typeof bulkRestaurants>[3]>> = {
    twoPeriods: { openingHours: [p(4, '12:00', '15:00'), p(4, '18:00', '23:00'), p(5, '12:00', '15:00')] },
    overnight: { openingHours: week('20:00', '02:00') },
    saturdayNight: { openingHours: [p(6, '22:00', '03:00')] },
    wholeFriday: { openingHours: [p(5, '07:00', '07:00')] },
    closed: {
      openingHours: week('00:00', '00:00'),
      closures: [{ starts: '2026-01-15', ends: '2026-01-16', reason: '' }],
    },
    paused: { openingHours: week('00:00', '00:00'), pausedUntil: new Date('2026-01-15T11:00:00Z') },
    switchedOff: { openingHours: week('00:00', '00:00'), isActive: false },
    legacyRow: { openingTime: '20:00', closingTime: '02:00' }, // no weekly hours: its one daily range
    dstMidnight: { openingHours: [p(5, '00:00', '06:00')] },
    dstLate: { openingHours: [p(4, '23:30', '02:00')] },
  };
  const instants = [
    '2026-01-15T09:59:59Z',
    '2026-01-15T10:00:00Z',
    '2026-01-15T10:59:59Z',
    '2026-01-15T11:00:00Z',
    '2026-01-15T13:00:00Z',
    '2026-01-15T20:59:59Z',
    '2026-01-15T21:00:00Z',
    '2026-01-15T23:59:00Z',
    '2026-01-16T00:00:00Z',
    '2026-01-16T05:00:00Z',
    '2026-01-16T22:00:00Z',
    '2026-01-17T20:00:00Z',
    '2026-01-18T00:59:00Z',
    '2026-01-18T01:00:00Z',
    '2026-04-23T21:59:00Z', // Cairo Thursday 23:59 EET
    '2026-04-23T22:00:00Z', // Friday 01:00 EEST
    '2026-10-29T20:30:00Z', // Thursday 23:30 EEST
    '2026-10-29T21:10:00Z', // Thursday 23:10 EET (the second time)
    '2026-10-29T21:30:00Z', // Thursday 23:30 EET
  ];
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { TZ: 'Africa/Cairo' } });
    const names = Object.keys(schedules);
    const owners = await bulkOwners(t, names.length, 'sql');
    for (const [i, name] of names.entries())
      ids[name] = (await bulkRestaurants(t, [owners[i] as number], name, schedules[name]))[0] as number;
  });
  afterAll(() => t.close());

  it('for every restaurant at every instant (boundaries, overnight, closures, pause, DST)', async () => {
    for (const at of instants) {
      clock.set(at);
      const list = (await call(t, 'GET', LIST)).body as { id: number; is_open_now: boolean }[];
      const open = (await call(t, 'GET', `${LIST}?is_open_now=true`)).body.map((r: { id: number }) => r.id);
      const closed = (await call(t, 'GET', `${LIST}?is_open_now=false`)).body.map((r: { id: number }) => r.id);
      const expected = list.filter((r) => r.is_open_now).map((r) => r.id);
      expect(open, at).toEqual(expected);
      expect(closed, at).toEqual(list.filter((r) => !r.is_open_now).map((r) => r.id));
      for (const name of Object.keys(schedules)) {
        const row = await restaurantRow(t, ids[name] as number);
        expect(isOpenAt(scheduleOf(row!), new Date(at), 'Africa/Cairo'), `${name} ${at}`).toBe(
          expected.includes(ids[name] as number),
        );
      }
    }
  });

  it('sees the spot checks the rule promises', async () => {
    const openAt = async (at: string) => {
      clock.set(at);
      const body = (await call(t, 'GET', `${LIST}?is_open_now=true`)).body as { name: string }[];
      return body.map((r) => r.name.replace(/ 0$/, '')).sort();
    };
    // Thursday 12:00 Cairo: the lunch period, the whole days (paused until 13:00, closed on the 15th)
    expect(await openAt('2026-01-15T10:00:00Z')).toEqual(['twoPeriods']);
    // Thursday 13:00: the pause is over
    expect(await openAt('2026-01-15T11:00:00Z')).toEqual(['paused', 'twoPeriods']);
    // Friday 00:30 Cairo: overnight spill, the old daily range, the whole Friday and the Friday early period
    expect(await openAt('2026-01-15T22:30:00Z')).toEqual([
      'dstLate',
      'dstMidnight',
      'legacyRow',
      'overnight',
      'paused',
      'wholeFriday',
    ]);
    // Sunday 02:00 Cairo: Saturday night spills into Sunday
    expect(await openAt('2026-01-18T00:00:00Z')).toContain('saturdayNight');
    // the spring-forward Friday: midnight never comes, 01:00 EEST is inside Friday's 00:00–06:00
    expect(await openAt('2026-04-23T22:00:00Z')).toContain('dstMidnight');
  });
});
