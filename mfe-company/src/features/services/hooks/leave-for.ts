/**
 * Leaves the app for an address outside it (the payment provider's hosted checkout): a full page load, not a
 * router navigation. Its own module so that tests can stand in for the browser's navigation.
 */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
