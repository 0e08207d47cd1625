import { useLocation } from 'shared-kit/router';

/** Shows the router's location, so tests can read where the app navigated. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}
