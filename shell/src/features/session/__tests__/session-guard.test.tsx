import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'shared-kit/http';
import { getNotifications } from 'shared-kit/notify';
import { Route, Routes, useLocation } from 'shared-kit/router';
import { getSession, takeLoginTarget } from 'shared-kit/session';
import { type FakeReply, mockHttp, renderWithProviders, type TestSession } from 'shared-kit/testing';
import { SessionGuard } from '../components/session-guard';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

let restore: () => void = () => undefined;
afterEach(() => restore());

/** The guard on a page at `route`, after the api answered `answer` to a request the page sent. */
async function requestAnswered(answer: FakeReply, route: string, session?: TestSession) {
  restore = mockHttp(() => answer).restore;
  renderWithProviders(
    <>
      <SessionGuard />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route, session },
  );
  await act(async () => {
    await http.get('/api/candidates/mycv').catch(() => undefined);
  });
}

describe('SessionGuard', () => {
  it('a 401 on a signed-in session: back to guest, notice, to login with the page saved', async () => {
    await requestAnswered(
      {
        status: 401,
        data: { message: 'Unauthenticated.', toasts: [{ message: 'Your session has expired. Please log in again.' }] },
      },
      '/account/my-cvs?tab=2',
      'candidate',
    );
    expect(await screen.findByText('at /login')).toBeInTheDocument();
    expect(getSession().isLoggedIn).toBe(false);
    expect(takeLoginTarget()).toBe('/account/my-cvs?tab=2');
    expect(getNotifications().map((n) => n.content)).toContain('Your session has expired. Please log in again.');
  });

  it('a 401 to a guest request changes nothing', async () => {
    await requestAnswered({ status: 401, data: { message: 'Unauthenticated.' } }, '/jobs');
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
