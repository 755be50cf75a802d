import {
  DEFAULT_MESSAGES,
  everyDay,
  type FieldErrors,
  legacyHours,
  type Period,
  RESTAURANT_MESSAGES as M,
  type restaurantUpdateSchema,
} from '@dishcraft/contract';
import type { z } from 'zod';
import type { restaurants } from '../../db/schema.js';
import { scheduleOf } from './schedule.js';

type Input = Partial<z.output<typeof restaurantUpdateSchema>>;
type Columns = Partial<typeof restaurants.$inferInsert>;
type Current = typeof restaurants.$inferSelect;

/**
 * The columns of the restaurant's hours and fulfilment a create or an update writes (ADR 026), with their errors.
 * `opening_hours` wins; `opening_time`/`closing_time` sent without it (an old client) set that period on every day,
 * a missing one of the two taken from what that client was last shown. `opening_time`/`closing_time` stay filled for
 * the database's NOT NULL, from the first period when only weekly hours are sent.
 */
export function hoursAndFulfilment(
  data: Input,
  current: Current | undefined,
  errors: FieldErrors,
  at: { now: Date; tz: string },
): Columns {
  const out: Columns = {};
  const timeSent = data.opening_time !== undefined || data.closing_time !== undefined;
  if (data.opening_hours !== undefined) {
    out.openingHours = data.opening_hours;
    const first = firstPeriod(data.opening_hours);
    out.openingTime = data.opening_time ?? first?.opens ?? '00:00';
    out.closingTime = data.closing_time ?? first?.closes ?? '00:00';
  } else if (!errors.opening_hours && (timeSent || !current)) {
    // (refused weekly hours say it all: no "required" for the old fields besides)
    const shown = current ? legacyHours(scheduleOf(current), at.now, at.tz).hours : null;
    const opens = data.opening_time ?? shown?.opening_time ?? current?.openingTime;
    const closes = data.closing_time ?? shown?.closing_time ?? current?.closingTime;
    if (opens === undefined) errors.opening_time ??= [DEFAULT_MESSAGES.required];
    if (closes === undefined) errors.closing_time ??= [DEFAULT_MESSAGES.required];
    if (opens !== undefined && closes !== undefined) {
      out.openingHours = everyDay(opens, closes);
      out.openingTime = opens;
      out.closingTime = closes;
    }
  }
  if (data.closures !== undefined) out.closures = data.closures;
  if (data.offers_delivery !== undefined) out.offersDelivery = data.offers_delivery;
  if (data.offers_pickup !== undefined) out.offersPickup = data.offers_pickup;
  if (data.preparation_minutes !== undefined) out.preparationMinutes = data.preparation_minutes;
  if (data.busy_extra_minutes !== undefined) out.busyExtraMinutes = data.busy_extra_minutes;
  if (data.accept_minutes !== undefined) out.acceptMinutes = data.accept_minutes;

  const delivery = out.offersDelivery ?? current?.offersDelivery ?? true;
  const pickup = out.offersPickup ?? current?.offersPickup ?? false;
  if (!delivery && !pickup && !errors.offers_delivery && !errors.offers_pickup)
    errors.non_field_errors ??= [M.offerOne];
  return out;
}

/** The week's first period (Sunday first, earliest opening). */
const firstPeriod = (periods: readonly Period[]) =>
  [...periods].sort((a, b) => a.weekday - b.weekday || a.opens.localeCompare(b.opens))[0];
