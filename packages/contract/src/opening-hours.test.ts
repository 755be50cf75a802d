import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors } from './errors.js';
import {
  closuresSchema,
  everyDay,
  HOURS_MESSAGES,
  isOpenAt,
  legacyHours,
  nextOpening,
  nextPeriodStart,
  openingHoursSchema,
  opensAt,
  type Period,
  type Schedule,
  withinHours,
} from './opening-hours.js';
import { localParts, zonedInstant } from './zoned-time.js';

const at = (iso: string) => new Date(iso);
const schedule = (openingHours: Period[], more: Partial<Schedule> = {}): Schedule => ({
  isActive: true,
  openingHours,
  closures: [],
  pausedUntil: null,
  ...more,
});
const p = (weekday: number, opens: string, closes: string): Period => ({ weekday, opens, closes });
const iso = (d: Date | null) => d?.toISOString() ?? null;
const UTC = 'UTC';
const CAIRO = 'Africa/Cairo';

// 2026-01-11 is a Sunday (weekday 0); 2026-01-15 a Thursday (4), 2026-01-16 a Friday (5).

describe('local parts', () => {
  it('reads weekday, date and time in the zone, midnight as 00', () => {
    expect(localParts(at('2026-01-15T22:30:05Z'), UTC)).toEqual({ weekday: 4, date: '2026-01-15', time: '22:30:05' });
    expect(localParts(at('2026-01-15T22:30:05Z'), CAIRO)).toEqual({ weekday: 5, date: '2026-01-16', time: '00:30:05' });
    expect(localParts(at('2026-01-15T00:00:00Z'), 'America/New_York')).toEqual({
      weekday: 3,
      date: '2026-01-14',
      time: '19:00:00',
    });
  });
});

describe('isOpenAt (ADR 026)', () => {
  it('a period includes its opening minute and excludes its closing one', () => {
    const s = schedule([p(4, '08:00', '22:00')]);
    expect(isOpenAt(s, at('2026-01-15T07:59:59Z'), UTC)).toBe(false);
    expect(isOpenAt(s, at('2026-01-15T08:00:00Z'), UTC)).toBe(true);
    expect(isOpenAt(s, at('2026-01-15T21:59:59Z'), UTC)).toBe(true);
    expect(isOpenAt(s, at('2026-01-15T22:00:00Z'), UTC)).toBe(false);
    // another weekday has no period
    expect(isOpenAt(s, at('2026-01-16T12:00:00Z'), UTC)).toBe(false);
  });

  it('two periods a day, closed between them', () => {
    const s = schedule([p(4, '12:00', '15:00'), p(4, '18:00', '23:00')]);
    expect(isOpenAt(s, at('2026-01-15T14:59:00Z'), UTC)).toBe(true);
    expect(isOpenAt(s, at('2026-01-15T15:00:00Z'), UTC)).toBe(false);
    expect(isOpenAt(s, at('2026-01-15T17:59:59Z'), UTC)).toBe(false);
    expect(isOpenAt(s, at('2026-01-15T18:00:00Z'), UTC)).toBe(true);
  });

  it("an overnight period covers the early hours of the next weekday, not the same weekday's", () => {
    const s = schedule([p(5, '20:00', '02:00')]); // Friday night
    expect(isOpenAt(s, at('2026-01-16T23:30:00Z'), UTC)).toBe(true);
    expect(isOpenAt(s, at('2026-01-17T01:59:00Z'), UTC)).toBe(true); // Saturday 01:59
    expect(isOpenAt(s, at('2026-01-17T02:00:00Z'), UTC)).toBe(false);
    expect(isOpenAt(s, at('2026-01-16T01:00:00Z'), UTC)).toBe(false); // Friday 01:00: Thursday has no period
  });

  it('Saturday night runs into Sunday (the week wraps)', () => {
    const s = schedule([p(6, '22:00', '03:00')]);
    expect(isOpenAt(s, at('2026-01-11T02:00:00Z'), UTC)).toBe(true); // Sunday 02:00
    expect(isOpenAt(s, at('2026-01-12T02:00:00Z'), UTC)).toBe(false); // Monday 02:00
  });

  it('opens = closes is the whole weekday, midnight to midnight', () => {
    const s = schedule([p(4, '10:00', '10:00')]);
    expect(isOpenAt(s, at('2026-01-15T00:00:00Z'), UTC)).toBe(true);
    expect(isOpenAt(s, at('2026-01-15T23:59:59Z'), UTC)).toBe(true);
    expect(isOpenAt(s, at('2026-01-16T00:00:00Z'), UTC)).toBe(false);
  });

  it('switched off, paused or in a closure: closed', () => {
    const open = schedule(everyDay('00:00', '00:00'));
    const moment = at('2026-01-15T12:00:00Z');
    expect(isOpenAt(open, moment, UTC)).toBe(true);
    expect(isOpenAt({ ...open, isActive: false }, moment, UTC)).toBe(false);
    expect(isOpenAt({ ...open, pausedUntil: at('2026-01-15T12:00:01Z') }, moment, UTC)).toBe(false);
    // the pause's end is already open again
    expect(isOpenAt({ ...open, pausedUntil: moment }, moment, UTC)).toBe(true);
    const closed = { ...open, closures: [{ starts: '2026-01-14', ends: '2026-01-15', reason: 'Holiday' }] };
    expect(isOpenAt(closed, moment, UTC)).toBe(false);
    expect(isOpenAt(closed, at('2026-01-16T00:00:00Z'), UTC)).toBe(true);
    expect(isOpenAt(closed, at('2026-01-13T23:59:59Z'), UTC)).toBe(true);
  });

  it('closures are by local date: 23:30 UTC is already the next day in Cairo', () => {
    const s = schedule(everyDay('00:00', '00:00'), {
      closures: [{ starts: '2026-01-16', ends: '2026-01-16', reason: '' }],
    });
    expect(isOpenAt(s, at('2026-01-15T23:30:00Z'), UTC)).toBe(true);
    expect(isOpenAt(s, at('2026-01-15T23:30:00Z'), CAIRO)).toBe(false);
  });

  it('no periods: never open', () => {
    expect(isOpenAt(schedule([]), at('2026-01-15T12:00:00Z'), UTC)).toBe(false);
  });
});

describe('opensAt (ADR 026)', () => {
  const lunchDinner = schedule([p(4, '12:00', '15:00'), p(4, '18:00', '23:00'), p(5, '12:00', '15:00')]);

  it('is the moment itself when open', () => {
    const moment = at('2026-01-15T13:00:00Z');
    expect(iso(opensAt(lunchDinner, moment, UTC))).toBe(moment.toISOString());
  });

  it('between periods: the next period the same day; after the last: the next day with one', () => {
    expect(iso(opensAt(lunchDinner, at('2026-01-15T15:00:00Z'), UTC))).toBe('2026-01-15T18:00:00.000Z');
    expect(iso(opensAt(lunchDinner, at('2026-01-15T23:00:00Z'), UTC))).toBe('2026-01-16T12:00:00.000Z');
    // Friday after lunch: the next is Thursday of the next week
    expect(iso(opensAt(lunchDinner, at('2026-01-16T15:00:00Z'), UTC))).toBe('2026-01-22T12:00:00.000Z');
  });

  it("is in the zone's time: Cairo opens at 12:00 local, 10:00 UTC in winter", () => {
    expect(iso(opensAt(lunchDinner, at('2026-01-15T05:00:00Z'), CAIRO))).toBe('2026-01-15T10:00:00.000Z');
  });

  it('a pause ends at its time when that is within a period, else at the next period', () => {
    const paused = { ...lunchDinner, pausedUntil: at('2026-01-15T13:30:00Z') };
    expect(iso(opensAt(paused, at('2026-01-15T13:00:00Z'), UTC))).toBe('2026-01-15T13:30:00.000Z');
    const late = { ...lunchDinner, pausedUntil: at('2026-01-15T16:00:00Z') };
    expect(iso(opensAt(late, at('2026-01-15T13:00:00Z'), UTC))).toBe('2026-01-15T18:00:00.000Z');
  });

  it('skips closed dates, and an overnight period resumes at midnight after a closure', () => {
    const s = schedule(everyDay('20:00', '02:00'), {
      closures: [{ starts: '2026-01-15', ends: '2026-01-15', reason: '' }],
    });
    // Thursday 21:00 is closed; Friday 00:00 the Thursday-night period still runs (Friday is not closed)
    expect(iso(opensAt(s, at('2026-01-15T21:00:00Z'), UTC))).toBe('2026-01-16T00:00:00.000Z');
    const week = schedule([p(4, '12:00', '15:00')], {
      closures: [{ starts: '2026-01-15', ends: '2026-01-15', reason: '' }],
    });
    expect(iso(opensAt(week, at('2026-01-15T10:00:00Z'), UTC))).toBe('2026-01-22T12:00:00.000Z');
  });

  it('is null when switched off, with no periods, or nothing opens within 8 days', () => {
    expect(opensAt({ ...lunchDinner, isActive: false }, at('2026-01-15T10:00:00Z'), UTC)).toBeNull();
    expect(opensAt(schedule([]), at('2026-01-15T10:00:00Z'), UTC)).toBeNull();
    const away = { ...lunchDinner, closures: [{ starts: '2026-01-15', ends: '2026-02-15', reason: 'Renovation' }] };
    expect(opensAt(away, at('2026-01-15T10:00:00Z'), UTC)).toBeNull();
  });

  it('Cairo spring forward (last Friday of April, 00:00 → 01:00): a midnight opening is the jump', () => {
    // 2026-04-24 is that Friday: 23:59 EET Thursday is 21:59 UTC, then 01:00 EEST is 22:00 UTC
    const friday = schedule([p(5, '00:00', '06:00'), p(5, '12:00', '15:00')]);
    expect(iso(opensAt(friday, at('2026-04-23T20:00:00Z'), CAIRO))).toBe('2026-04-23T22:00:00.000Z');
    // a skipped 00:30 opens when the clocks reach 01:00
    const skipped = schedule([p(5, '00:30', '06:00')]);
    expect(iso(opensAt(skipped, at('2026-04-23T20:00:00Z'), CAIRO))).toBe('2026-04-23T22:00:00.000Z');
    // after the change, noon is UTC+3
    expect(iso(opensAt(friday, at('2026-04-24T05:00:00Z'), CAIRO))).toBe('2026-04-24T09:00:00.000Z');
    // the day before, noon is still UTC+2
    const thursday = schedule([p(4, '12:00', '15:00')]);
    expect(iso(opensAt(thursday, at('2026-04-23T05:00:00Z'), CAIRO))).toBe('2026-04-23T10:00:00.000Z');
  });

  it('Cairo fall back (last Thursday of October, 24:00 → 23:00): a repeated time opens the first time', () => {
    // 2026-10-29: 23:59 EEST is 20:59 UTC, then clocks read 23:00 EET (21:00 UTC) again
    const late = schedule([p(4, '23:30', '02:00')]);
    expect(iso(opensAt(late, at('2026-10-29T12:00:00Z'), CAIRO))).toBe('2026-10-29T20:30:00.000Z');
    expect(isOpenAt(late, at('2026-10-29T20:30:00Z'), CAIRO)).toBe(true);
    expect(isOpenAt(late, at('2026-10-29T21:10:00Z'), CAIRO)).toBe(false); // 23:10 the second time
    expect(isOpenAt(late, at('2026-10-29T21:30:00Z'), CAIRO)).toBe(true); // 23:30 the second time
    // Friday noon after the change is UTC+2
    const friday = schedule([p(5, '12:00', '15:00')]);
    expect(iso(opensAt(friday, at('2026-10-29T12:00:00Z'), CAIRO))).toBe('2026-10-30T10:00:00.000Z');
  });
});

describe('nextPeriodStart (pause until the next opening)', () => {
  const s = schedule([p(4, '12:00', '15:00'), p(4, '18:00', '23:00'), p(5, '12:00', '15:00')]);

  it('while open: the start of the next period, not the end of this one', () => {
    expect(iso(nextPeriodStart(s, at('2026-01-15T13:00:00Z'), UTC))).toBe('2026-01-15T18:00:00.000Z');
    expect(iso(nextPeriodStart(s, at('2026-01-15T19:00:00Z'), UTC))).toBe('2026-01-16T12:00:00.000Z');
  });

  it('while closed: the next opening', () => {
    expect(iso(nextPeriodStart(s, at('2026-01-15T16:00:00Z'), UTC))).toBe('2026-01-15T18:00:00.000Z');
  });

  it('skips periods on closed dates; null when none within 8 days', () => {
    const closed = { ...s, closures: [{ starts: '2026-01-16', ends: '2026-01-16', reason: '' }] };
    expect(iso(nextPeriodStart(closed, at('2026-01-15T19:00:00Z'), UTC))).toBe('2026-01-22T12:00:00.000Z');
    expect(nextPeriodStart(schedule([]), at('2026-01-15T19:00:00Z'), UTC)).toBeNull();
  });
});

describe('old clients: opening_time, closing_time and next_opening', () => {
  const s = schedule([p(4, '18:00', '23:00'), p(4, '12:00', '15:00'), p(6, '09:00', '02:00')]);

  it("answer today's first period, else the next day's that has one", () => {
    expect(legacyHours(s, at('2026-01-15T10:00:00Z'), UTC).hours).toEqual({
      opening_time: '12:00:00',
      closing_time: '15:00:00',
    });
    // Friday has none: Saturday's
    expect(legacyHours(s, at('2026-01-16T10:00:00Z'), UTC).hours).toEqual({
      opening_time: '09:00:00',
      closing_time: '02:00:00',
    });
    expect(legacyHours(schedule([]), at('2026-01-16T10:00:00Z'), UTC).hours).toBeNull();
  });

  it('next_opening keeps its shape: today, tomorrow, else null; null while open or switched off', () => {
    expect(nextOpening(s, at('2026-01-15T10:00:00Z'), UTC)).toEqual({ day: 'today', time: '12:00:00' });
    expect(nextOpening(s, at('2026-01-15T13:00:00Z'), UTC)).toBeNull();
    expect(nextOpening(s, at('2026-01-15T23:00:00Z'), UTC)).toBeNull(); // opens Saturday: not today or tomorrow
    expect(nextOpening(s, at('2026-01-16T10:00:00Z'), UTC)).toEqual({ day: 'tomorrow', time: '09:00:00' });
    expect(nextOpening({ ...s, isActive: false }, at('2026-01-15T10:00:00Z'), UTC)).toBeNull();
    const paused = { ...s, pausedUntil: at('2026-01-15T13:30:00Z') };
    expect(nextOpening(paused, at('2026-01-15T13:00:00Z'), UTC)).toEqual({ day: 'today', time: '13:30:00' });
  });

  it('the old one-range rule still reads for old servers', () => {
    expect(withinHours('20:00:00', '02:00:00', '00:30:00')).toBe(true);
    expect(withinHours('08:00:00', '22:00:00', '22:00:00')).toBe(false);
    expect(withinHours('09:00:00', '09:00:00', '03:00:00')).toBe(true);
  });
});

describe('validation of opening_hours and closures', () => {
  const errors = (schema: typeof openingHoursSchema | typeof closuresSchema, value: unknown) => {
    // as a body field, so list elements get one error object each (API.md §1.6)
    const result = z.object({ field: schema }).safeParse({ field: value });
    return result.success ? null : toFieldErrors(result.error).field;
  };

  it('accepts two periods a day, an overnight one and a whole day; stores HH:MM', () => {
    const result = openingHoursSchema.safeParse([
      p(1, '12:00', '15:00'),
      p(1, '18:00', '01:00'),
      { weekday: 2, opens: '06:00:00', closes: '11:00' },
      p(3, '00:00', '00:00'),
    ]);
    expect(result.success).toBe(true);
    expect(result.data?.[2]).toEqual({ weekday: 2, opens: '06:00', closes: '11:00' });
    expect(openingHoursSchema.safeParse(everyDay('20:00', '02:00')).success).toBe(true);
  });

  it('refuses malformed times and weekdays on their field', () => {
    expect(errors(openingHoursSchema, [{ weekday: 7, opens: '25:00', closes: '9:00' }])).toEqual([
      { weekday: ['Must be at most 6.'], opens: [HOURS_MESSAGES.time], closes: [HOURS_MESSAGES.time] },
    ]);
    expect(errors(openingHoursSchema, 'always')).toEqual(['Must be a list.']);
    expect(errors(openingHoursSchema, [])).toEqual([HOURS_MESSAGES.noPeriods]);
    expect(errors(openingHoursSchema, [{ weekday: 1, opens: '10:00', closes: '12:30:15' }])).toEqual([
      { closes: [HOURS_MESSAGES.time] },
    ]);
  });

  it('refuses overlaps, counting what runs past midnight into the next day', () => {
    expect(errors(openingHoursSchema, [p(1, '12:00', '15:00'), p(1, '14:59', '18:00')])).toEqual([
      {},
      { opens: [HOURS_MESSAGES.overlap] },
    ]);
    // touching is not overlapping
    expect(errors(openingHoursSchema, [p(1, '12:00', '15:00'), p(1, '15:00', '18:00')])).toBeNull();
    // Monday 20:00–02:00 spills into Tuesday 01:00
    expect(errors(openingHoursSchema, [p(1, '20:00', '02:00'), p(2, '01:00', '05:00')])).toEqual([
      {},
      { opens: [HOURS_MESSAGES.overlap] },
    ]);
    expect(errors(openingHoursSchema, [p(1, '20:00', '02:00'), p(2, '02:00', '05:00')])).toBeNull();
    // Saturday night spills into Sunday
    expect(errors(openingHoursSchema, [p(0, '00:30', '05:00'), p(6, '22:00', '01:00')])).toEqual([
      {},
      { opens: [HOURS_MESSAGES.overlap] },
    ]);
  });

  it('a whole day may not share its day; at most 4 periods a day', () => {
    expect(errors(openingHoursSchema, [p(1, '09:00', '09:00'), p(1, '22:00', '23:00')])).toEqual([
      {},
      { opens: [HOURS_MESSAGES.wholeDayShared] },
    ]);
    const five = [
      p(2, '06:00', '08:00'),
      p(2, '09:00', '11:00'),
      p(2, '12:00', '14:00'),
      p(2, '15:00', '17:00'),
      p(2, '18:00', '20:00'),
    ];
    expect(errors(openingHoursSchema, five.slice(0, 4))).toBeNull();
    expect(errors(openingHoursSchema, five)).toEqual([{}, {}, {}, {}, { weekday: [HOURS_MESSAGES.tooManyPeriods] }]);
  });

  it('closures: real dates, starts ≤ ends, reason ≤ 200, at most 30', () => {
    const c = (starts: string, ends: string, reason = '') => ({ starts, ends, reason });
    expect(errors(closuresSchema, [c('2026-12-24', '2026-12-24'), c('2026-12-24', '2026-12-26')])).toBeNull();
    expect(errors(closuresSchema, [c('2026-12-26', '2026-12-24')])).toEqual([{ ends: [HOURS_MESSAGES.closureEnds] }]);
    expect(errors(closuresSchema, [c('2026-02-30', '26-03-01')])).toEqual([
      { starts: [HOURS_MESSAGES.date], ends: [HOURS_MESSAGES.date] },
    ]);
    expect(errors(closuresSchema, [c('2026-12-24', '2026-12-24', 'x'.repeat(201))])).toEqual([
      { reason: ['Must be at most 200 characters.'] },
    ]);
    expect(closuresSchema.parse([{ starts: '2026-12-24', ends: '2026-12-24' }])).toEqual([
      c('2026-12-24', '2026-12-24'),
    ]);
    const many = Array.from({ length: 31 }, () => c('2026-12-24', '2026-12-24'));
    expect(errors(closuresSchema, many.slice(0, 30))).toBeNull();
    expect(errors(closuresSchema, many)).toEqual([HOURS_MESSAGES.tooManyClosures]);
  });
});

describe('a day and time on the shop’s clock', () => {
  it('is the instant Cairo’s clocks show it, whatever zone the device is in', () => {
    expect(zonedInstant('2026-11-29', '12:30', CAIRO).toISOString()).toBe('2026-11-29T10:30:00.000Z');
    expect(zonedInstant('2026-11-29', '12:30', UTC).toISOString()).toBe('2026-11-29T12:30:00.000Z');
    expect(localParts(zonedInstant('2026-07-01', '23:45', CAIRO), CAIRO)).toMatchObject({
      date: '2026-07-01',
      time: '23:45:00',
    });
  });
});
