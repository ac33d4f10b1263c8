export function UnsubscribeRoute() {
  return null;
}
