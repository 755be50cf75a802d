/** What other features may use of the notifications (ADR 017): the unread ones, to mark an order's read. */
export { useUnreadNotifications } from './api';
