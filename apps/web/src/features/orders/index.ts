/**
 * What other features may use of the customer's orders (ADR 017): one order, how it is received (the admin's order
 * page shows it as the customer's does), and the list of a user's orders.
 */
export { useOrder } from './api';
export { FulfilmentCard, fulfilmentTitle } from './FulfilmentCard';
export { OrderList } from './OrdersPage';
