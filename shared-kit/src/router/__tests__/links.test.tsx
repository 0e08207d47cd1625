import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, NavLink, useLocation } from 'shared-kit/router';
import { renderWithProviders } from 'shared-kit/testing';

// Our Link and NavLink (docs/delivery.md#react-router-what-we-use) behave as react-router's do in a <BrowserRouter>.

function Where() {
  return <output data-testid="where">{useLocation().pathname + useLocation().search}</output>;
}

describe('Link', () => {
  it('is a real link that a plain click follows inside the app, keeping the props it is given', async () => {
    const onClick = jest.fn();
    renderWithProviders(
      <>
        <Link to="/jobs?page=2" className="card-link" lang="fr" onClick={onClick}>
          Jobs
        </Link>
        <Where />
      </>,
      { route: '/' },
    );
    const link = screen.getByRole('link', { name: 'Jobs' });
    expect(link).toHaveAttribute('href', '/jobs?page=2');
    expect(link).toHaveClass('card-link');
    expect(link).toHaveAttribute('lang', 'fr');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where')).toHaveTextContent('/jobs?page=2');
  });

  it('leaves a modified click, another target, reloadDocument and another site to the browser', () => {
    renderWithProviders(
      <>
        <Link to="/jobs">Jobs</Link>
        <Link to="/login" target="_blank">
          New tab
        </Link>
        <Link to="/api/auth/google" reloadDocument>
          Google
        </Link>
        <Link to="https://example.org/page">Elsewhere</Link>
        <Where />
      </>,
      { route: '/' },
    );
    // fireEvent returns false when the handler prevented the browser's default (an in-app navigation).
    expect(fireEvent.click(screen.getByRole('link', { name: 'Jobs' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'New tab' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Google' }))).toBe(true);
    const elsewhere = screen.getByRole('link', { name: 'Elsewhere' });
    expect(elsewhere).toHaveAttribute('href', 'https://example.org/page');
    expect(fireEvent.click(elsewhere)).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });
});

describe('NavLink', () => {
  it('marks the link to the page on screen, and the one above it unless `end`', () => {
    renderWithProviders(
      <nav>
        <NavLink to="/admin" end>
          Admin
        </NavLink>
        <NavLink to="/admin/events">Events</NavLink>
        <NavLink to="/Admin/Events/New" className="nav-link">
          New
        </NavLink>
        <NavLink to="/admin/events-archive">Archive</NavLink>
      </nav>,
      { route: '/admin/events/new' },
    );
    expect(screen.getByRole('link', { name: 'Admin' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Admin' })).not.toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Events' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'New' })).toHaveClass('nav-link', 'active');
    expect(screen.getByRole('link', { name: 'Archive' })).not.toHaveAttribute('aria-current');
  });
});
