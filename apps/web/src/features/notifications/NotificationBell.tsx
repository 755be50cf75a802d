/** The header's notification bell (signed-in users only); built in this feature. */
export function NotificationBell() {
  return null;
}
