import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'shared-kit/router';
import { takeLoginTarget } from 'shared-kit/session';
import { makeUser, renderWithProviders, type TestSession } from 'shared-kit/testing';
import { AreaDispatcher } from '../area-dispatcher';

// The remote loader is replaced by a marker of which area would load.
jest.mock('../../remotes/remote-area', () => ({
  RemoteArea: ({ name }: { name: string }) => <p>area {name}</p>,
}));

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function WithLocation() {
  return (
    <>
      <Where />
      <AreaDispatcher />
    </>
  );
}

function renderAt(route: string, session?: 'candidate' | 'company') {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<Where />} />
      <Route path="/login" element={<Where />} />
      <Route path="*" element={<AreaDispatcher />} />
    </Routes>,
    { route, session },
  );
}

test.each([
  ['/jobs', 'mfe_jobs'],
  ['/jobs-in-Germany-for-German+French-speakers/2', 'mfe_jobs'],
  ['/jobs/software-engineer-12', 'mfe_jobs'],
  ['/career-events', 'mfe_events'],
  ['/company', 'mfe_company'],
  ['/candidates/data-deletion', 'mfe_candidate'],
])('%s goes to %s', (path, area) => {
  renderAt(path);
  expect(screen.getByText(`area ${area}`)).toBeInTheDocument();
});

test('an unknown path shows the not-found page', () => {
  renderAt('/this-is-not-a-page');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/not found/i);
});

test('a non-canonical job-list path redirects to the canonical one, keeping the query', () => {
  renderAt('/jobs-in-germany-for-german-speakers?keywords=sales');
  expect(screen.getByText('area mfe_jobs')).toBeInTheDocument();
});

test('a guest opening a candidate page is sent to login with the target saved', () => {
  renderAt('/account/my-cvs');
  expect(screen.getByText('at /login')).toBeInTheDocument();
  expect(takeLoginTarget()).toBe('/account/my-cvs');
});

test('a user of the wrong type goes home', () => {
  renderAt('/company/dashboard', 'candidate');
  expect(screen.getByText('at /')).toBeInTheDocument();
});

test.each(['/company/dashboard', '/eulangjobs/faq-for-companies'])('a company reaches %s in its area', (path) => {
  renderAt(path, 'company');
  expect(screen.getByText('area mfe_company')).toBeInTheDocument();
});

describe('event entry routes', () => {
  const render = (session?: TestSession) =>
    renderWithProviders(
      <Routes>
        <Route path="*" element={<WithLocation />} />
      </Routes>,
      { route: '/german/speed-hiring-week/newsletter', session },
    );

  it.each([
    ['a guest', undefined],
    ['a company', 'company' as const],
    ['a candidate not registered for the event', { user: makeUser({ virtual_events: [{ fk_virtual_event_id: 20 }] }) }],
  ])('%s gets the landing page', (_who, session) => {
    render(session);
    expect(screen.getByText('at /german/speed-hiring-week/newsletter?view=landing')).toBeInTheDocument();
    expect(screen.getByText('area mfe_events')).toBeInTheDocument();
  });

  it('a registered candidate gets the event page', () => {
    render({ user: makeUser({ virtual_events: [{ fk_virtual_event_id: 25 }] }) });
    expect(screen.getByText('at /german/speed-hiring-week/newsletter?view=event')).toBeInTheDocument();
  });
});
