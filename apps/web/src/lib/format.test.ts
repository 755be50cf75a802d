import { describe, expect, it } from 'vitest';
import { formatClock, formatCount, formatMoney, formatOpeningHours, formatRating, formatTemperature } from './format';

describe('format', () => {
  it('groups thousands in money and counts', () => {
    expect(formatMoney('2132.52')).toBe('$2,132.52');
    expect(formatMoney('10000')).toBe('$10,000.00');
    expect(formatCount(1204)).toBe('1,204');
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
});
