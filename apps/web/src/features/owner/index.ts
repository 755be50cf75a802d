/**
 * What the admin screens use of the owner's (ADR 017): the staff's restaurant and order queries and their cache keys,
 * and the order status control, which both staff roles share.
 */
export { ownerKeys, storeRestaurant, useOrderList, useRestaurants } from './api';
export { DailyCharts } from './charts';
export { OrderStatusControl } from './OrderStatusControl';
