import { everyDay, isOpenAt as openByContract } from '@dishcraft/contract';
import { shopZone } from '../../lib/locale';

/** The restaurant's hours as RestaurantOut gives them (issue #21); the weekly ones absent on an older server. */
export interface Hours {
  is_active: boolean;
  opening_time: string;
  closing_time: string;
  paused_until?: string | null;
  opening_hours?: { weekday: number; opens: string; closes: string }[];
  closures?: { starts: string; ends: string; reason?: string }[];
}

/**
 * Whether the restaurant takes orders at `at`: the contract's one rule (ADR 026), on the restaurant's answer. An
 * answer without weekly hours has one daily range, as before issue #21.
 */
export function isOpenAt(hours: Hours, at: Date): boolean {
  return openByContract(
    {
      isActive: hours.is_active,
      openingHours: hours.opening_hours ?? everyDay(hours.opening_time.slice(0, 5), hours.closing_time.slice(0, 5)),
      closures: (hours.closures ?? []).map((c) => ({ reason: '', ...c })),
      pausedUntil: hours.paused_until ? new Date(hours.paused_until) : null,
    },
    at,
    shopZone(),
  );
}
