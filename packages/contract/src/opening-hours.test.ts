import { describe, expect, it } from 'vitest';
import { isOpenAt, localTimeOf, nextOpening, withinHours } from './opening-hours.js';

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

describe('next opening (API.md §4.6)', () => {
  const day = { isActive: true, openingTime: '08:00:00', closingTime: '22:00:00' };
  const late = { isActive: true, openingTime: '20:00:00', closingTime: '02:00:00' };
  const at = (iso: string) => new Date(iso);

  it('before the opening time it opens today, after the closing time tomorrow', () => {
    expect(nextOpening(day, at('2026-01-15T06:30:00Z'), 'UTC')).toEqual({ day: 'today', time: '08:00:00' });
    expect(nextOpening(day, at('2026-01-15T22:00:00Z'), 'UTC')).toEqual({ day: 'tomorrow', time: '08:00:00' });
    expect(nextOpening(day, at('2026-01-15T23:59:59Z'), 'UTC')).toEqual({ day: 'tomorrow', time: '08:00:00' });
  });

  it('is null while open, up to the last second before closing', () => {
    expect(nextOpening(day, at('2026-01-15T08:00:00Z'), 'UTC')).toBeNull();
    expect(nextOpening(day, at('2026-01-15T21:59:59Z'), 'UTC')).toBeNull();
  });

  it('hours past midnight: closed after 02:00 reopens the same day at 20:00', () => {
    expect(nextOpening(late, at('2026-01-15T02:00:00Z'), 'UTC')).toEqual({ day: 'today', time: '20:00:00' });
    expect(nextOpening(late, at('2026-01-15T19:59:59Z'), 'UTC')).toEqual({ day: 'today', time: '20:00:00' });
    expect(nextOpening(late, at('2026-01-15T00:30:00Z'), 'UTC')).toBeNull();
  });

  it('open 24 hours never has a next opening; the owner switch off has none either', () => {
    const allDay = { isActive: true, openingTime: '10:00:00', closingTime: '10:00:00' };
    expect(nextOpening(allDay, at('2026-01-15T03:00:00Z'), 'UTC')).toBeNull();
    expect(nextOpening({ ...day, isActive: false }, at('2026-01-15T06:30:00Z'), 'UTC')).toBeNull();
  });

  it('today and tomorrow are judged by the local time of the zone, not by UTC', () => {
    // 22:30 UTC is 00:30 the next day in Cairo: a restaurant opening at 08:00 opens "today" there
    expect(nextOpening(day, at('2026-01-15T22:30:00Z'), 'Africa/Cairo')).toEqual({ day: 'today', time: '08:00:00' });
    expect(nextOpening(day, at('2026-01-15T22:30:00Z'), 'UTC')).toEqual({ day: 'tomorrow', time: '08:00:00' });
  });
});
