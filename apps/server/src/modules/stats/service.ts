import type { AdminStatsOut, OwnerStatsOut } from '@dishcraft/contract';
import { STATS_LIMITS, STATS_MESSAGES } from '@dishcraft/contract';
import type { AppContext } from '../../context.js';
import type { UserActor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { queryReader } from '../../lib/query-params.js';
import { money } from '../../lib/serialize.js';
import * as q from './queries.js';

/** `?days=` 1–365 (default 30); a bad value is a 400 naming the parameter. */
function readDays(query: Record<string, unknown>): number {
  const read = queryReader(query);
  const days = read.int('days', STATS_LIMITS.days.min, STATS_LIMITS.days.max);
  read.done();
  return days ?? STATS_LIMITS.days.default;
}

/** Dashboard statistics (API.md §3.13), computed in SQL with a fixed number of queries. */
export function statsService(ctx: AppContext) {
  const { db } = ctx.database;
  const window = (days: number): q.StatsWindow => ({ now: ctx.clock.now(), timeZone: ctx.config.TZ, days });

  async function common(restaurantId: number | null, w: q.StatsWindow) {
    const [totals, daily] = await Promise.all([q.orderTotals(db, restaurantId), q.dailySeries(db, restaurantId, w)]);
    return {
      total_orders: totals.total,
      total_revenue: money(totals.revenueCents),
      delivery_fees: money(totals.feesCents),
      // Gross is what the orders cost before promo codes, net what they were charged (issue #23).
      gross_revenue: money(totals.revenueCents + totals.feesCents),
      discounts: money(totals.discountsCents),
      net_revenue: money(totals.revenueCents + totals.feesCents - totals.discountsCents),
      orders_by_status: totals.byStatus,
      daily: daily.map((d) => ({ date: d.date, orders: d.orders, revenue: money(d.revenueCents) })),
    };
  }

  return {
    /** The owner's restaurant (404 without one); `days` is validated after that, as §1.2 orders checks. */
    async owner(actor: UserActor, query: Record<string, unknown>): Promise<OwnerStatsOut> {
      const restaurant = await q.ownedRestaurant(db, actor.id);
      if (!restaurant) throw notFound(STATS_MESSAGES.noRestaurant);
      const w = window(readDays(query));
      const [base, top] = await Promise.all([common(restaurant.id, w), q.topMeals(db, restaurant.id, w)]);
      return {
        restaurant: restaurant.id,
        menu_items: restaurant.menuItems,
        pending_orders: base.orders_by_status.pending,
        ...base,
        top_meals: top.map((m) => ({
          meal: m.meal,
          name: m.name,
          quantity: m.quantity,
          revenue: money(m.revenueCents),
        })),
      };
    },

    async admin(query: Record<string, unknown>): Promise<AdminStatsOut> {
      const w = window(readDays(query));
      const [base, accounts] = await Promise.all([common(null, w), q.accountTotals(db)]);
      return {
        ...base,
        total_users: accounts.total,
        users_by_type: accounts.byType,
        restaurants: accounts.restaurants,
      };
    },
  };
}
