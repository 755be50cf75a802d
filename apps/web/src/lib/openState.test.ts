import { translator } from '@dishcraft/contract';
import { describe, expect, it } from 'vitest';
import { notTakingOrders, type OpenFacts } from './openState';

const t = translator('en');
// 10:00 local time on a Thursday
const now = new Date(2026, 10, 26, 10, 0).getTime();
const at = (hours: number, minutes = 0, dayOffset = 0) =>
  new Date(2026, 10, 26 + dayOffset, hours, minutes).toISOString();
const closed: OpenFacts = { is_open_now: false, next_opening: null, paused_until: null, opens_at: null };

describe('notTakingOrders', () => {
  it('says nothing while the restaurant takes orders, or before it is known', () => {
    expect(notTakingOrders({ ...closed, is_open_now: true }, t, now)).toBeNull();
    expect(notTakingOrders(undefined, t, now)).toBeNull();
  });

  it('reads a closed restaurant from opens_at', () => {
    expect(notTakingOrders({ ...closed, opens_at: at(12) }, t, now)).toBe('Opens today at 12:00');
    expect(notTakingOrders({ ...closed, opens_at: at(9, 30, 1) }, t, now)).toBe('Opens tomorrow at 09:30');
  });

  it('says a pause, ending when the restaurant takes orders again', () => {
    expect(notTakingOrders({ ...closed, paused_until: at(10, 30), opens_at: at(10, 30) }, t, now)).toBe(
      'Not taking orders until 10:30',
    );
    // paused past closing time: orders are taken again at the next opening, not when the pause ends
    expect(notTakingOrders({ ...closed, paused_until: at(23), opens_at: at(12, 0, 1) }, t, now)).toMatch(
      /^Not taking orders until .*12:00$/,
    );
  });

  it('ignores a pause already over', () => {
    expect(notTakingOrders({ ...closed, paused_until: at(9), opens_at: at(12) }, t, now)).toBe('Opens today at 12:00');
  });

  it('falls back to next_opening, then to a plain notice', () => {
    expect(notTakingOrders({ ...closed, next_opening: { day: 'tomorrow', time: '08:00:00' } }, t, now)).toBe(
      'Opens tomorrow at 08:00',
    );
    expect(notTakingOrders(closed, t, now)).toBe('Not taking orders right now');
  });
});
