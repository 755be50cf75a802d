/** What other features may use of the customer's orders (ADR 017): one order, and the list of a user's orders. */
export { useOrder } from './api';
export { OrderList } from './OrdersPage';
