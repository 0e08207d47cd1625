import { screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { Route, Routes, useLocation } from 'shared-kit/router';
import { takeLoginTarget } from 'shared-kit/session';
import { makeUser, mockHttp, renderWithProviders, servePage, type TestSession } from 'shared-kit/testing';
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
  ['/blog', 'mfe_jobs'],
  ['/blog/work-in-the-netherlands', 'mfe_jobs'],
  ['/blog/category/cv-tips/2', 'mfe_jobs'],
  ['/career-events', 'mfe_events'],
  ['/company', 'mfe_company'],
  ['/candidates/data-deletion', 'mfe_candidate'],
])('%s goes to %s', (path, area) => {
  renderAt(path);
  expect(screen.getByText(`area ${area}`)).toBeInTheDocument();
});

describe('paths outside the route table', () => {
  let http: ReturnType<typeof mockHttp>;
  beforeEach(() => {
    // The api knows one event published by a marketer, at /polish/speed-hiring-week.
    http = mockHttp((request) => {
      const path = String(request.params?.path ?? '');
      if (request.url === '/api/events/resolve' && path.startsWith('/polish/speed-hiring-week')) {
        const referral = path.split('/')[3] ?? null;
        return { data: { event_id: 1000, landing_path: '/polish/speed-hiring-week', referral, city: null } };
      }
      return { status: 404, data: { message: 'Not found.' } };
    });
  });
  afterEach(() => http.restore());

  test('an unknown path shows the not-found page', async () => {
    renderAt('/this-is-not-a-page');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/not found/i);
  });

  test("an event published at a new path is the events area's, with the view for the visitor", async () => {
    renderWithProviders(
      <Routes>
        <Route path="*" element={<WithLocation />} />
      </Routes>,
      { route: '/polish/speed-hiring-week/partner1' },
    );
    expect(await screen.findByText('area mfe_events')).toBeInTheDocument();
    expect(screen.getByText('at /polish/speed-hiring-week/partner1?view=landing')).toBeInTheDocument();
  });

  test('a registered candidate gets the event page of a new event', async () => {
    renderWithProviders(
      <Routes>
        <Route path="*" element={<WithLocation />} />
      </Routes>,
      {
        route: '/polish/speed-hiring-week',
        session: { user: makeUser({ virtual_events: [{ fk_virtual_event_id: 1000 }] }) },
      },
    );
    expect(await screen.findByText('at /polish/speed-hiring-week?view=event')).toBeInTheDocument();
  });
});

test('a non-canonical job-list path redirects to the canonical one, keeping the query', () => {
  renderAt('/jobs-in-germany-for-german-speakers?keywords=sales');
  expect(screen.getByText('area mfe_jobs')).toBeInTheDocument();
});

test.each([
  ['/blog/posts', '/blog/posts/1'],
  ['/blog/posts/', '/blog/posts/1'],
  ['/blog/category/cv-tips?utm_source=mail', '/blog/category/cv-tips/1?utm_source=mail'],
])('the paged blog route %s without its page goes to page 1 (%s)', (path, target) => {
  renderWithProviders(<WithLocation />, { route: path });
  expect(screen.getByText(`at ${target}`)).toBeInTheDocument();
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

/** Hands `onCommit` the page's text as React's first commit left it, before any effect changed it. */
function FirstCommit({ onCommit }: { onCommit: (text: string) => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first commit only.
  useLayoutEffect(() => onCommit(document.body.textContent ?? ''), []);
  return null;
}

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

  it("keeps the server's markup of the landing in its first render, while it adds the view to the address", () => {
    const leave = servePage('/german/speed-hiring-week/newsletter', '<h1>German Speed Hiring Week</h1>');
    let first = '';
    const onFirstCommit = (text: string) => {
      first = text;
    };
    try {
      renderWithProviders(
        <Routes>
          <Route
            path="*"
            element={
              <>
                <AreaDispatcher />
                <FirstCommit onCommit={onFirstCommit} />
              </>
            }
          />
        </Routes>,
        { route: '/german/speed-hiring-week/newsletter' },
      );
      // Not an empty area above the page's other parts, which the landing would push down a moment later.
      expect(first).toContain('German Speed Hiring Week');
      expect(screen.getByText('area mfe_events')).toBeInTheDocument();
    } finally {
      leave();
    }
  });

  it('a registered candidate gets the event page', () => {
    render({ user: makeUser({ virtual_events: [{ fk_virtual_event_id: 25 }] }) });
    expect(screen.getByText('at /german/speed-hiring-week/newsletter?view=event')).toBeInTheDocument();
  });
});
