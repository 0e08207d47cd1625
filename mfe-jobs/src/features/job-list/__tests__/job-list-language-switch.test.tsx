import { act, screen } from '@testing-library/react';
import { activateLocale, loadKitMessages, registerCatalogue } from 'shared-kit/i18n';
import { mockHttp, renderWithProviders } from 'shared-kit/testing';
import { loadJobsMessages } from '../../../locales';
import JobsRoutes from '../../../remote-entry';
import { makeJob, makeJobList, makeReference } from '../../../testing/job-fixtures';

// docs/i18n.md#place-names: the api names places in the visitor's language (the cookie the switcher writes), so a
// switch asks for the same list again: the cards then say "Köln", not "Cologne, Deutschland".

beforeAll(async () => {
  await registerCatalogue(loadKitMessages);
  await registerCatalogue(loadJobsMessages);
});
afterEach(() => act(() => activateLocale('en')));

const cologne = (name: string) =>
  makeJob(1, {
    title: 'Kundenberater',
    city: { slug: 'Cologne', name, country_slug: 'Germany' },
    country: { id: 81, slug: 'Germany', name: 'Germany', continente: 1, iso2: 'DE' },
  });

it('asks for the list again after a language switch and shows the places the api names in the new language', async () => {
  let said = 'Cologne';
  const { requests } = mockHttp(({ url }) => {
    if (url === '/api/job') return { status: 404 };
    const list = makeJobList(1, 1, 1, {}, makeReference());
    return { data: { ...list, jobs: { ...list.jobs, data: [cologne(said)] } } };
  });
  renderWithProviders(<JobsRoutes />, { route: '/jobs-in-Germany' });
  expect(await screen.findByText(/Cologne, Germany/)).toBeInTheDocument();
  const lists = () => requests.filter((request) => request.url?.startsWith('/api/jobs')).length;
  expect(lists()).toBe(1);

  said = 'Köln';
  await act(() => activateLocale('de'));
  expect(await screen.findByText(/Köln, Deutschland/)).toBeInTheDocument();
  expect(lists()).toBe(2);
});
