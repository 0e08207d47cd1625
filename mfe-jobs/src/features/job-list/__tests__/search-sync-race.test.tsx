import { act, screen, waitFor } from '@testing-library/react';
import { mockHttp } from 'shared-kit/testing';
import { makeJobList } from '../../../testing/job-fixtures';
import { currentLocation, renderWithLocation } from '../../../testing/location-probe';
import { useSearchNavigation, useSearchSync } from '../hooks/use-search';
import { useJobListState } from '../state/job-list-store';
import { readSearchUrl, type SearchUrl } from '../state/search-url';

// The router shows a new URL in a transition; until it does, the list still renders the old one. An answer to the
// old URL's search arriving then must not write the old URL's first job back over the visitor's new URL (what made
// two languages picked quickly by keyboard go back to the first: e2e/tests/keyboard.spec.ts).

let pickGerman = () => {};

/** The list's URL sync at a URL the test holds: the one the router would still show during its transition. */
function HeldList({ url }: { url: SearchUrl }) {
  useSearchSync(url);
  const navigation = useSearchNavigation(url);
  pickGerman = () => navigation.setPath({ languages: ['English', 'German'] });
  const { selectedId } = useJobListState();
  return selectedId === null ? null : <output data-testid={`selected-${selectedId}`} />;
}

it("keeps the visitor's new URL when the old URL's answer arrives before the router shows the new one", async () => {
  let answer: (list: ReturnType<typeof makeJobList>) => void = () => {};
  const { requests } = mockHttp(() => new Promise((resolve) => (answer = (list) => resolve({ data: list }))));
  const english = readSearchUrl('/jobs-for-English-speakers', '');
  if (!english) throw new Error('not a job list');
  renderWithLocation(<HeldList url={english} />, { route: '/jobs-for-English-speakers' });

  await waitFor(() => expect(requests).toHaveLength(1));
  act(() => pickGerman());
  expect(currentLocation()).toBe('/jobs-for-English+German-speakers');
  await act(async () => answer(makeJobList(1, 20, 40)));

  // The answer is in (the store's first job is selected: the held list shows it) and the URL is still the visitor's.
  await screen.findByTestId('selected-1');
  expect(currentLocation()).toBe('/jobs-for-English+German-speakers');
});
