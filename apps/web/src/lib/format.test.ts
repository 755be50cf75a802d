import { afterEach, describe, expect, it } from 'vitest';
import {
  formatClock,
  formatCount,
  formatDate,
  formatDateTime,
  formatEta,
  formatMoney,
  formatOpeningHours,
  formatOpensAt,
  formatPercent,
  formatRating,
  formatSoon,
  formatTemperature,
  formatTimeAgo,
  formatWeekday,
} from './format';
import { setActiveLocale } from './locale';

afterEach(() => setActiveLocale({ language: 'en', currency: 'EGP' }));

describe('format', () => {
  it('groups thousands in money and counts', () => {
    expect(formatMoney('2132.52')).toBe('EGP\u00a02,132.52');
    expect(formatMoney('10000')).toBe('EGP\u00a010,000.00');
    expect(formatCount(1204)).toBe('1,204');
  });

  it('writes percentages as the API sends them, without needless decimals', () => {
    expect(formatPercent('15.00')).toBe('15%');
    expect(formatPercent('12.50')).toBe('12.5%');
    setActiveLocale({ language: 'ar', currency: 'EGP' });
    expect(formatPercent('20.00')).toBe('20\u200e%\u200e');
  });

  it('reads one decimal for ratings and temperatures', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatTemperature(21.04)).toBe('21.0 °C');
  });

  it('writes times of day on the 24-hour clock', () => {
    expect(formatClock('08:30:00')).toBe('08:30');
    expect(formatClock('23:05')).toBe('23:05');
  });

  it('reads opening hours one way: all day, same day, or past midnight', () => {
    expect(formatOpeningHours('00:00:00', '00:00:00')).toBe('Open 24 hours');
    expect(formatOpeningHours('09:00:00', '22:30:00')).toBe('09:00 – 22:30');
    expect(formatOpeningHours('18:00:00', '02:00:00')).toBe('18:00 – 02:00 (next day)');
  });

  it("formats in the page's language and currency: Arabic with Latin digits (ADR 023)", () => {
    setActiveLocale({ language: 'ar', currency: 'EGP' });
    expect(formatMoney('1250')).toBe('\u200f1,250.00\u00a0ج.م.\u200f');
    expect(formatCount(1204)).toBe('1,204');
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatDate('2026-11-26T12:00:00')).toBe('26 نوفمبر 2026');
    expect(formatOpeningHours('00:00:00', '00:00:00')).toBe('مفتوح 24 ساعة');
    expect(formatOpeningHours('18:00:00', '02:00:00')).toBe('18:00 – 02:00 (اليوم التالي)');
    setActiveLocale({ language: 'en', currency: 'USD' });
    expect(formatMoney('24.5')).toBe('$24.50');
  });

  it('dates read day month year on the 24-hour clock, and ago in the fitting unit', () => {
    expect(formatDateTime('2026-11-26T14:05:00')).toBe('26 Nov 2026, 14:05');
    const ago = (seconds: number) => formatTimeAgo(new Date(Date.now() - seconds * 1000).toISOString());
    expect(ago(5)).toBe('5 seconds ago');
    expect(ago(5 * 60)).toBe('5 minutes ago');
    expect(ago(3 * 3600)).toBe('3 hours ago');
    expect(ago(86_400)).toBe('yesterday');
    setActiveLocale({ language: 'ar', currency: 'EGP' });
    expect(ago(5 * 60)).toBe('قبل 5 دقائق');
  });
});

describe('delivery and opening times (issue #21)', () => {
  it('reads a delivery time as a range around longer estimates', () => {
    expect(formatEta(15)).toBe('15 min');
    expect(formatEta(30)).toBe('25–35 min');
    expect(formatEta(33)).toBe('30–40 min');
  });

  it('names weekdays from 0 = Sunday, in the page language', () => {
    expect(formatWeekday(0)).toBe('Sunday');
    expect(formatWeekday(6)).toBe('Saturday');
    setActiveLocale({ language: 'ar', currency: 'EGP' });
    expect(formatWeekday(5)).toBe('الجمعة');
  });

  it('says when a closed restaurant opens: today, tomorrow, or the weekday', () => {
    const now = new Date(2026, 10, 26, 10, 0); // a Thursday
    const at = (day: number, hour: number) => new Date(2026, 10, day, hour, 30).toISOString();
    expect(formatOpensAt(at(26, 14), now)).toBe('Opens today at 14:30');
    expect(formatOpensAt(at(27, 9), now)).toBe('Opens tomorrow at 09:30');
    expect(formatOpensAt(at(29, 12), now)).toBe('Opens Sunday at 12:30');
  });

  it('gives a time alone for today and the next 12 hours (an ETA past midnight), else the date too', () => {
    const now = new Date('2026-11-26T23:40:00Z');
    expect(formatSoon('2026-11-26T23:55:00Z', now)).toBe('23:55');
    expect(formatSoon('2026-11-27T00:20:00Z', now)).toBe('00:20');
    expect(formatSoon('2026-11-27T11:30:00Z', now)).toBe('11:30');
    expect(formatSoon('2026-11-27T12:00:00Z', now)).toBe('27 Nov 2026, 12:00');
    expect(formatSoon('2026-11-25T23:55:00Z', now)).toBe('25 Nov 2026, 23:55');
  });
});
