import { z } from 'zod';
import { ORDER_STATUSES, USER_TYPES } from '../enums.js';
import { STATS_LIMITS } from '../stats.js';
import { answerShapes, dateOut, idOut, moneyOut } from './common.js';

const counts = <const T extends readonly string[]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.int().nonnegative()])) as Record<T[number], z.ZodInt>);

export const dailyStatSchema = z.object({
  date: dateOut.describe('a day in the server time zone'),
  orders: z.int().nonnegative(),
  revenue: moneyOut.describe('the items (subtotals) of orders not cancelled, without delivery fees'),
});

const commonStats = z.object({
  total_orders: z.int().nonnegative(),
  total_revenue: moneyOut.describe('the items (subtotals) of orders not cancelled, without delivery fees'),
  delivery_fees: moneyOut.describe('the delivery fees of orders not cancelled'),
  gross_revenue: moneyOut.describe('items and delivery fees of orders not cancelled, before discounts (issue #23)'),
  discounts: moneyOut.describe('what promo codes took off those orders'),
  net_revenue: moneyOut.describe('gross_revenue - discounts: what those orders were charged'),
  orders_by_status: counts(ORDER_STATUSES),
  daily: z.array(dailyStatSchema),
});

/** OwnerStatsOut (API.md §2.19). */
export const ownerStatsOutSchema = commonStats
  .extend({
    restaurant: idOut,
    menu_items: z.int().nonnegative(),
    pending_orders: z.int().nonnegative(),
    top_meals: z.array(z.object({ meal: idOut, name: z.string(), quantity: z.int(), revenue: moneyOut })),
  })
  .register(answerShapes, { id: 'OwnerStatsOut' });

/** AdminStatsOut (API.md §2.19). */
export const adminStatsOutSchema = commonStats
  .extend({
    total_users: z.int().nonnegative(),
    users_by_type: counts(USER_TYPES),
    restaurants: counts(['total', 'approved', 'pending', 'rejected'] as const),
  })
  .register(answerShapes, { id: 'AdminStatsOut' });

export const statsQuery = z.object({
  days: z
    .string()
    .optional()
    .describe(`${STATS_LIMITS.days.min}–${STATS_LIMITS.days.max}, default ${STATS_LIMITS.days.default}`),
});

export type DailyStat = z.output<typeof dailyStatSchema>;
export type OwnerStatsOut = z.output<typeof ownerStatsOutSchema>;
export type AdminStatsOut = z.output<typeof adminStatsOutSchema>;
