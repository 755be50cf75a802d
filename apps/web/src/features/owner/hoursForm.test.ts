import { HOURS_MESSAGES } from '@dishcraft/contract';
import { describe, expect, it } from 'vitest';
import { bodyErrors, checkClosures, checkWeek, copyMonday, periodKind, placeErrors, weekDraft } from './hoursForm';

const closedWeek = () => weekDraft([]);

describe('the weekly hours editor', () => {
  it('holds the API list day by day, each day by opening time', () => {
    const week = weekDraft([
      { weekday: 5, opens: '19:00', closes: '02:00' },
      { weekday: 5, opens: '12:00', closes: '15:00' },
    ]);
    expect(week[5]).toEqual([
      { opens: '12:00', closes: '15:00' },
      { opens: '19:00', closes: '02:00' },
    ]);
    expect(week.filter((d) => d.length === 0)).toHaveLength(6);
  });

  it('labels a period past midnight and a whole day', () => {
    expect(periodKind({ opens: '19:00', closes: '02:00' })).toBe('nextDay');
    expect(periodKind({ opens: '09:00', closes: '09:00' })).toBe('allDay');
    expect(periodKind({ opens: '09:00', closes: '17:00' })).toBe('sameDay');
  });

  it('sends two periods and an overnight one as the API list', () => {
    const week = closedWeek();
    week[1] = [
      { opens: '12:00', closes: '15:00' },
      { opens: '19:00', closes: '23:00' },
    ];
    week[5] = [{ opens: '20:00', closes: '02:00' }];
    expect(checkWeek(week)).toEqual({
      periods: [
        { weekday: 1, opens: '12:00', closes: '15:00' },
        { weekday: 1, opens: '19:00', closes: '23:00' },
        { weekday: 5, opens: '20:00', closes: '02:00' },
      ],
    });
  });

  it("puts an overnight period's overlap with the next morning on the period that overlaps", () => {
    const week = closedWeek();
    week[5] = [{ opens: '20:00', closes: '03:00' }];
    week[6] = [{ opens: '01:00', closes: '10:00' }];
    const result = checkWeek(week);
    expect(result).toEqual({
      errors: [{ day: 6, period: 0, field: 'opens', message: HOURS_MESSAGES.overlap }],
    });
  });

  it('refuses a week with no period at all, as the week’s error', () => {
    expect(checkWeek(closedWeek())).toEqual({
      errors: [{ day: null, period: null, field: null, message: HOURS_MESSAGES.noPeriods }],
    });
  });

  it('copies Monday to every day', () => {
    const week = closedWeek();
    week[1] = [{ opens: '09:00', closes: '17:00' }];
    week[0] = [{ opens: '10:00', closes: '11:00' }];
    expect(copyMonday(week).every((day) => JSON.stringify(day) === JSON.stringify(week[1]))).toBe(true);
  });

  it("places the server's per-index errors back on their day and period", () => {
    const errors = bodyErrors({ '1': { closes: ['Enter a time as HH:MM.'] } });
    expect(
      placeErrors(errors, [
        [1, 0],
        [3, 1],
      ]),
    ).toEqual([{ day: 3, period: 1, field: 'closes', message: 'Enter a time as HH:MM.' }]);
  });

  it('refuses closed dates that end before they start, on the row', () => {
    const result = checkClosures([{ starts: '2026-12-10', ends: '2026-12-01', reason: 'Eid' }]);
    expect(result).toEqual({ errors: [{ index: 0, field: 'ends', message: HOURS_MESSAGES.closureEnds }] });
  });
});
