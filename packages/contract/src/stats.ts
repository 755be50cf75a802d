import type { OrderStatus, UserType } from './enums.js';

/** `?days=` of the statistics endpoints (API.md §3.13). */
export const STATS_LIMITS = {
  days: { min: 1, max: 365, default: 30 },
  topMeals: 5,
} as const;

export const STATS_MESSAGES = {
  ownersOnly: 'Only restaurant owners can access this endpoint.',
  noRestaurant: 'You do not have a restaurant set up yet.',
} as const;

export interface DailyStat {
  /** `YYYY-MM-DD` in the server's time zone. */
  date: string;
  orders: number;
  /** money: orders not cancelled */
  revenue: string;
}

interface CommonStats {
  total_orders: number;
  total_revenue: string;
  orders_by_status: Record<OrderStatus, number>;
  daily: DailyStat[];
}

/** OwnerStatsOut (API.md §2.19). */
export interface OwnerStatsOut extends CommonStats {
  restaurant: number;
  menu_items: number;
  pending_orders: number;
  top_meals: { meal: number; name: string; quantity: number; revenue: string }[];
}

/** AdminStatsOut (API.md §2.19). */
export interface AdminStatsOut extends CommonStats {
  total_users: number;
  users_by_type: Record<UserType, number>;
  restaurants: { total: number; approved: number; pending: number; rejected: number };
}
