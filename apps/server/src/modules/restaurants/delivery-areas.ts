import {
  DEFAULT_MESSAGES,
  deliveryAreasSchema,
  type FieldErrors,
  formatCents,
  MAX_ID,
  RESTAURANT_MESSAGES as M,
  toFieldErrors,
} from '@dishcraft/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Actor, UserActor } from '../../lib/actor.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { isAdmin } from '../../lib/policy.js';
import { areaOut } from '../areas/serialize.js';
import * as dq from './delivery-area-queries.js';
import * as q from './queries.js';

/** One entry of `GET|PUT …/{id}/delivery-areas/` (API.md §3.3). */
function deliveryAreaOut(row: dq.DeliveryAreaRow) {
  return {
    area: row.areaId,
    area_details: areaOut(row.area),
    fee: formatCents(row.feeCents),
    minimum_order: formatCents(row.minimumOrderCents),
    delivery_minutes: row.deliveryMinutes,
  };
}

/** The areas a restaurant delivers to, each with its fee, minimum order and delivery time (issue #21). */
export function deliveryAreasService(ctx: AppContext) {
  const { db } = ctx.database;

  async function loadVisible(actor: Actor, id: number) {
    const row = id <= MAX_ID ? await q.findVisibleRestaurant(db, actor, id) : undefined;
    if (!row) throw notFound();
    return row;
  }

  /**
   * The list as sent, checked whole: each entry's fields, then duplicates and unknown or retired areas, every error
   * on its entry (`{"1": {"fee": [...]}}`).
   */
  async function checked(body: unknown) {
    const parsed = z.object({ list: deliveryAreasSchema }).safeParse({ list: body });
    if (!parsed.success) {
      const errors = toFieldErrors(parsed.error).list;
      // Each entry's errors by its index; a wrong list as a whole (not a list, too long) is the body's.
      if (Array.isArray(errors) && errors.every((e) => typeof e === 'string'))
        throw badRequest({ non_field_errors: errors });
      throw badRequest(Object.fromEntries(Object.entries(errors ?? {}).filter(([, e]) => Object.keys(e).length)));
    }
    const entries = parsed.data.list;
    const errors: FieldErrors = {};
    const known = new Map((await dq.findAreas(db, [...new Set(entries.map((e) => e.area))])).map((a) => [a.id, a]));
    const seen = new Set<number>();
    entries.forEach((entry, i) => {
      const area = known.get(entry.area);
      const message = !area
        ? DEFAULT_MESSAGES.doesNotExist('Area', entry.area)
        : area.isRetired
          ? M.retiredArea
          : seen.has(entry.area)
            ? M.duplicateArea
            : undefined;
      seen.add(entry.area);
      if (message) errors[String(i)] = { area: [message] };
    });
    if (Object.keys(errors).length) throw badRequest(errors);
    return entries;
  }

  return {
    async list(actor: Actor, restaurantId: number) {
      await loadVisible(actor, restaurantId);
      return (await dq.deliveryAreasOf(db, restaurantId)).map(deliveryAreaOut);
    },

    /** Replaces the whole list in one transaction; on any error nothing changes. The owner of it or an admin. */
    async replace(actor: UserActor, restaurantId: number, body: unknown) {
      const restaurant = await loadVisible(actor, restaurantId);
      if (!isAdmin(actor) && restaurant.ownerId !== actor.id) throw forbidden();
      const entries = await checked(body);
      await ctx.transaction(async (tx) => {
        if (!(await q.lockRestaurant(tx, restaurantId))) throw notFound();
        await dq.replaceDeliveryAreas(
          tx,
          restaurantId,
          entries.map((e) => ({
            areaId: e.area,
            feeCents: e.fee,
            minimumOrderCents: e.minimum_order,
            deliveryMinutes: e.delivery_minutes,
          })),
        );
      });
      return (await dq.deliveryAreasOf(db, restaurantId)).map(deliveryAreaOut);
    },
  };
}
