import { act, screen } from '@testing-library/react';
import { useStore } from 'jotai';
import { useLocation } from 'shared-kit/router';
import { cookieNames, getAppStore, readCookie, writeCookie } from 'shared-kit/session';
import { renderStandalone } from 'shared-kit/standalone';

/** Stands for a remote's routes component: shows what the shell would have given it. */
function AreaRoutes() {
  const { pathname } = useLocation();
  const store = useStore();
  return (
    <p>
      {pathname} in {store === getAppStore() ? 'the app store' : 'another store'}
    </p>
  );
}

describe('a remote running standalone', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    window.history.pushState({}, '', '/jobs-in-Germany');
  });

  it("renders the area's routes at the page's path, inside the one app store", async () => {
    const root = await act(async () => renderStandalone(AreaRoutes));

    expect(screen.getByText('/jobs-in-Germany in the app store')).toBeInTheDocument();
    act(() => root?.unmount());
  });

  it('keeps the auth cookies it shares with the shell on :8080 (the session is not restored here)', async () => {
    const names = cookieNames();
    writeCookie(names.token, 'token-of-the-shell', 1);
    writeCookie(names.email, 'candidate@example.com', 1);

    const root = await act(async () => renderStandalone(AreaRoutes));

    expect(readCookie(names.token)).toBe('token-of-the-shell');
    expect(readCookie(names.email)).toBe('candidate@example.com');
    act(() => root?.unmount());
  });

  it('renders nothing on a page without #root', () => {
    document.body.innerHTML = '';
    expect(renderStandalone(AreaRoutes)).toBeNull();
  });
});
