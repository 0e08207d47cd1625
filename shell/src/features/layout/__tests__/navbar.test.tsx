import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'shared-kit/router';
import { makeUser, renderWithProviders, type TestSession } from 'shared-kit/testing';
import { Navbar } from '../components/navbar';

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderNavbar(session?: TestSession) {
  renderWithProviders(
    <>
      <Navbar />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route: '/', session },
  );
  return userEvent.setup();
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Navbar', () => {
  it("shows a guest the site's links, Log in and the Sign up call to action in its row", () => {
    renderNavbar();
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'EuLangJobs' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/jobs');
    expect(nav.getByRole('link', { name: 'Career events' })).toHaveAttribute('href', '/career-events');
    expect(nav.getByRole('link', { name: 'For companies' })).toHaveAttribute('href', '/company');
    expect(nav.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(nav.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('opens the menu as a dialog with the links, the account links and the language switcher', async () => {
    const user = renderNavbar();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(menuButton());
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const inMenu = within(menu);
    for (const [name, href] of [
      ['Jobs', '/jobs'],
      ['Career events', '/career-events'],
      ['For companies', '/company'],
      ['Log in', '/login'],
      ['Sign up', '/register'],
    ]) {
      expect(inMenu.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(inMenu.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('closes on its close button and on Escape, and gives the focus back to the menu button', async () => {
    const user = renderNavbar();
    await user.click(menuButton());
    await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton());
    // What a browser does on Escape in a modal <dialog>: a cancelable `cancel` event (jsdom does not send it).
    fireEvent(screen.getByRole('dialog', { name: 'Menu' }), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
  });

  it('follows a link of the menu and closes it', async () => {
    const user = renderNavbar();
    await user.click(menuButton());
    await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Career events' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/career-events');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a signed-in candidate their dashboard and Log out, and no Sign up', async () => {
    const user = renderNavbar({ user: makeUser({ type: 'candidate', nombre: 'Lena', email: 'lena@example.test' }) });
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Lena' })).toHaveAttribute('href', '/account/dashboard');
    expect(nav.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');
    expect(nav.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    await user.click(menuButton());
    const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
    expect(menu.getByRole('link', { name: 'Lena' })).toHaveAttribute('href', '/account/dashboard');
    expect(menu.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');
    expect(menu.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('sends a company to its dashboard', () => {
    renderNavbar({ user: makeUser({ type: 'company', nombre: 'Marta', email: 'marta@acme.test' }) });
    expect(within(mainNav()).getByRole('link', { name: 'Marta' })).toHaveAttribute('href', '/company/dashboard');
  });
});
