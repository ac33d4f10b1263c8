export function NotificationsRoute() {
  return null;
}
