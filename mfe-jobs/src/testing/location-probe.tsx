import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useLocation } from 'shared-kit/router';
import { type RenderWithProvidersOptions, renderWithProviders } from 'shared-kit/testing';

/** Shows the router's location, so tests can read where the app navigated. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders `ui` (the area's routes) as renderWithProviders does, with the router's location shown beside it. */
export function renderWithLocation(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  return renderWithProviders(
    <>
      {ui}
      <LocationProbe />
    </>,
    options,
  );
}

/** Where the app has navigated to: path and query (needs renderWithLocation). */
export const currentLocation = () => screen.getByTestId('location').textContent;
