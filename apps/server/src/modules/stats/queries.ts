import { ORDER_STATUSES, type OrderStatus, STATS_LIMITS, USER_TYPES, type UserType } from '@dishcraft/contract';
import { and, asc, count, desc, eq, gte, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { meals, orderItems, orders, restaurants, users } from '../../db/schema.js';

/** The statistics window: the last `days` days of the server's time zone, today (per `now`) included. */
export interface StatsWindow {
  now: Date;
  timeZone: string;
  days: number;
}

const today = (w: StatsWindow) => sql`(${w.now.toISOString()}::timestamptz at time zone ${w.timeZone})::date`;
const firstDay = (w: StatsWindow) => sql`(${today(w)} - ${w.days - 1}::int)`;
/** The instant a local day starts in the server's time zone. */
const dayStart = (day: SQL, w: StatsWindow) => sql`((${day})::timestamp at time zone ${w.timeZone})`;

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const cents = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);
const notCancelled = ne(orders.status, 'cancelled');

const statusCounts = Object.fromEntries(
  ORDER_STATUSES.map((status) => [status, countWhere(sql`${orders.status} = ${status}`)]),
) as Record<OrderStatus, SQL<number>>;

/** Totals over every order of the scope (one restaurant, or all for admins), all time: revenue is the subtotals. */
export async function orderTotals(db: Executor, restaurantId: number | null) {
  const [row] = await db
    .select({
      total: count(),
      // Revenue is what the items sold for; delivery fees are counted apart (issue #21).
      revenueCents: cents(sql`sum(${orders.subtotalCents}) filter (where ${notCancelled})`),
      feesCents: cents(sql`sum(${orders.deliveryFeeCents}) filter (where ${notCancelled})`),
      discountsCents: cents(sql`sum(${orders.discountCents}) filter (where ${notCancelled})`),
      byStatus: statusCounts,
    })
    .from(orders)
    .where(restaurantId === null ? undefined : eq(orders.restaurantId, restaurantId));
  return row as {
    total: number;
    revenueCents: number;
    feesCents: number;
    discountsCents: number;
    byStatus: Record<OrderStatus, number>;
  };
}

/** One row a day of the window, oldest first, zero-filled: orders placed, revenue (subtotals) of those not cancelled. */
export async function dailySeries(db: Executor, restaurantId: number | null, w: StatsWindow) {
  const scope = restaurantId === null ? sql`true` : sql`${orders.restaurantId} = ${restaurantId}`;
  const result = await db.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as date,
           count(${orders.id})::int as orders,
           coalesce(sum(${orders.subtotalCents}) filter (where ${notCancelled}), 0)::bigint as revenue
      from generate_series(${firstDay(w)}, ${today(w)}, interval '1 day') as d(day)
      left join ${orders}
        on ${orders.createdAt} >= ${dayStart(sql`d.day::date`, w)}
       and ${orders.createdAt} < ${dayStart(sql`d.day::date + 1`, w)}
       and ${scope}
     group by d.day
     order by d.day`);
  return (
    result as unknown as { rows: { date: string; orders: number | string; revenue: number | string }[] }
  ).rows.map((r) => ({ date: r.date, orders: Number(r.orders), revenueCents: Number(r.revenue) }));
}

/** The restaurant's meals with the most portions ordered in the window (cancelled orders and deleted meals left out). */
export async function topMeals(db: Executor, restaurantId: number, w: StatsWindow) {
  const quantity = sql<number>`sum(${orderItems.quantity})`.mapWith(Number);
  const revenue = sql<number>`sum(${orderItems.quantity} * ${orderItems.priceCents})`.mapWith(Number);
  return db
    .select({ meal: meals.id, name: meals.name, quantity, revenueCents: revenue })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(meals, eq(meals.id, orderItems.mealId))
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        notCancelled,
        eq(orderItems.kind, 'meal'),
        gte(orders.createdAt, dayStart(firstDay(w), w)),
      ),
    )
    .groupBy(meals.id, meals.name)
    .orderBy(desc(quantity), desc(revenue), asc(meals.id))
    .limit(STATS_LIMITS.topMeals);
}

export async function ownedRestaurant(db: Executor, ownerId: number) {
  const [row] = await db
    .select({ id: restaurants.id, menuItems: count(meals.id) })
    .from(restaurants)
    .leftJoin(meals, eq(meals.restaurantId, restaurants.id))
    .where(eq(restaurants.ownerId, ownerId))
    .groupBy(restaurants.id);
  return row;
}

/** Users by type and restaurants by approval state, in one query. */
export async function accountTotals(db: Executor) {
  const restaurantCount = (condition: SQL) =>
    sql<number>`(select count(*) from ${restaurants} where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      total: count(),
      byType: Object.fromEntries(
        USER_TYPES.map((type) => [type, countWhere(sql`${users.userType} = ${type}`)]),
      ) as Record<UserType, SQL<number>>,
      restaurants: {
        total: restaurantCount(sql`true`),
        approved: restaurantCount(sql`${restaurants.isApproved} = true`),
        pending: restaurantCount(sql`${restaurants.isApproved} is null`),
        rejected: restaurantCount(sql`${restaurants.isApproved} = false`),
      },
    })
    .from(users);
  return row as {
    total: number;
    byType: Record<UserType, number>;
    restaurants: { total: number; approved: number; pending: number; rejected: number };
  };
}
