import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'shared-kit/http';
import { getNotifications } from 'shared-kit/notify';
import { Route, Routes, useLocation } from 'shared-kit/router';
import { getSession, takeLoginTarget } from 'shared-kit/session';
import { makeUser, mockHttp, renderWithProviders, type TestSession } from 'shared-kit/testing';
import { AreaDispatcher } from '../area-dispatcher';
import { SessionGuard } from '../session-guard';

jest.mock('../../remotes/remote-area', () => ({
  RemoteArea: ({ name }: { name: string }) => <p>area {name}</p>,
}));

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function WithLocation() {
  const location = useLocation();
  return (
    <>
      <p>at {location.pathname + location.search}</p>
      <AreaDispatcher />
    </>
  );
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

  it('a registered candidate gets the event page', () => {
    render({ user: makeUser({ virtual_events: [{ fk_virtual_event_id: 25 }] }) });
    expect(screen.getByText('at /german/speed-hiring-week/newsletter?view=event')).toBeInTheDocument();
  });
});

describe('SessionGuard', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('a 401 on a signed-in session: back to guest, notice, to login with the page saved', async () => {
    restore = mockHttp(() => ({
      status: 401,
      data: { message: 'Unauthenticated.', toasts: [{ message: 'Your session has expired. Please log in again.' }] },
    })).restore;
    renderWithProviders(
      <>
        <SessionGuard />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </>,
      { route: '/account/my-cvs?tab=2', session: 'candidate' },
    );
    await act(async () => {
      await http.get('/api/candidates/mycv').catch(() => undefined);
    });
    expect(await screen.findByText('at /login')).toBeInTheDocument();
    expect(getSession().isLoggedIn).toBe(false);
    expect(takeLoginTarget()).toBe('/account/my-cvs?tab=2');
    expect(getNotifications().map((n) => n.content)).toContain('Your session has expired. Please log in again.');
  });

  it('a 401 to a guest request changes nothing', async () => {
    restore = mockHttp(() => ({ status: 401, data: { message: 'Unauthenticated.' } })).restore;
    renderWithProviders(
      <>
        <SessionGuard />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </>,
      { route: '/jobs' },
    );
    await act(async () => {
      await http.get('/api/candidates/profile').catch(() => undefined);
    });
    expect(screen.getByText('at /jobs')).toBeInTheDocument();
  });

  it('ends the session when its 24 hours are over, with a notice', async () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<SessionGuard />, { session: 'candidate' });
      expect(getSession().isLoggedIn).toBe(true);
      act(() => {
        jest.advanceTimersByTime(24 * 60 * 60 * 1000 - 1000);
      });
      expect(getSession().isLoggedIn).toBe(true);
      act(() => {
        jest.advanceTimersByTime(2000);
      });
      await waitFor(() => expect(getSession().isLoggedIn).toBe(false));
      expect(getNotifications().map((n) => n.content)).toContain('Your session has expired. Please log in again.');
    } finally {
      jest.useRealTimers();
    }
  });
});
