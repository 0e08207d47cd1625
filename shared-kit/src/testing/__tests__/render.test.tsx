import { screen } from '@testing-library/react';
import { useLocation } from 'shared-kit/router';
import { getAppStore, getSession, useSession } from 'shared-kit/session';
import { makeUser, renderWithProviders } from 'shared-kit/testing';

function Probe() {
  const { type, user } = useSession();
  const { pathname } = useLocation();
  return (
    <p>
      {pathname} {type} {user?.email ?? 'nobody'}
    </p>
  );
}

describe('renderWithProviders', () => {
  it('renders at a route as a guest by default', () => {
    renderWithProviders(<Probe />, { route: '/account/my-cvs' });
    expect(screen.getByText('/account/my-cvs guest nobody')).toBeInTheDocument();
  });

  it('signs in a user of a type', () => {
    renderWithProviders(<Probe />, { session: 'company' });
    expect(screen.getByText('/ company company@example.com')).toBeInTheDocument();
  });

  it('signs in a given user and token, in a fresh store that is the app store', () => {
    const { store } = renderWithProviders(<Probe />, {
      session: { user: makeUser({ email: 'x@example.com' }), token: 'tok' },
    });
    expect(store).toBe(getAppStore());
    expect(getSession().token).toBe('tok');
    expect(screen.getByText('/ candidate x@example.com')).toBeInTheDocument();
    renderWithProviders(<Probe />);
    expect(getSession().type).toBe('guest');
  });
});
