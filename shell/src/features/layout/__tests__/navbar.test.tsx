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

  const accountButton = () => within(mainNav()).getByRole('button', { name: /^Account menu/ });
  /** The account menu is a chunk of its own, loaded when a signed-in user's navbar first renders. */
  const accountMenuLoaded = () => within(mainNav()).findByRole('button', { name: /^Account menu/ });
  const entries = () =>
    screen.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')] as const);

  /** A candidate's account pages, in the account menu and in the phone's menu alike. */
  const CANDIDATE_MENU = [
    ['Dashboard', '/account/dashboard'],
    ['My profile', '/account/my-profile'],
    ['My CVs', '/account/my-cvs'],
    ['My jobs', '/account/my-jobs'],
    ['Job alerts', '/account/job-alerts'],
    ['Matchings', '/account/matchings'],
    ['Settings', '/account/account-settings'],
    ['Log out', '/logout'],
  ];

  it("gives a signed-in candidate an account menu with their account's pages and Log out, and no Sign up", async () => {
    const user = renderNavbar({ user: makeUser({ type: 'candidate', nombre: 'Lena', email: 'lena@example.test' }) });
    await accountMenuLoaded();
    const nav = within(mainNav());
    expect(accountButton()).toHaveAccessibleName('Account menu Lena');
    expect(accountButton()).toHaveAttribute('aria-haspopup', 'menu');
    expect(nav.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();

    await user.click(accountButton());
    expect(screen.getByRole('menu', { name: 'Account menu Lena' })).toBeInTheDocument();
    expect(entries()).toEqual(CANDIDATE_MENU);
    await user.click(screen.getByRole('menuitem', { name: 'Job alerts' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/account/job-alerts');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(accountButton()).toHaveFocus();

    // The phone's menu lists the same pages under the user's name.
    await user.click(menuButton());
    const account = within(
      await within(screen.getByRole('dialog', { name: 'Menu' })).findByRole('region', { name: 'Lena' }),
    );
    expect(account.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      CANDIDATE_MENU,
    );
    expect(account.getByRole('link', { name: 'Job alerts' })).toHaveAttribute('aria-current', 'page');
    await user.click(account.getByRole('link', { name: 'Settings' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/account/account-settings');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("gives a company the back office's areas", async () => {
    const user = renderNavbar({ user: makeUser({ type: 'company', nombre: 'Marta', email: 'marta@acme.test' }) });
    await user.click(await accountMenuLoaded());
    expect(entries()).toEqual([
      ['Dashboard', '/company/dashboard'],
      ['Jobs', '/company/jobs'],
      ['Applicants', '/company/applicants'],
      ['CV search', '/company/cvsearch'],
      ['Minisite', '/company/minisite'],
      ['Career events', '/company/events'],
      ['Services and credits', '/company/services'],
      ['Settings', '/company/account-settings'],
      ['Log out', '/logout'],
    ]);
  });

  it("gives an admin the admin area's parts, and a user without a name their email", async () => {
    const user = renderNavbar({ user: makeUser({ type: 'admin', nombre: null, email: 'root@eulangjobs.test' }) });
    await accountMenuLoaded();
    expect(accountButton()).toHaveAccessibleName('Account menu root@eulangjobs.test');
    await user.click(accountButton());
    expect(entries()).toEqual([
      ['Dashboard', '/admin'],
      ['New event', '/admin/events/new'],
      ['Job moderation', '/admin/jobs'],
      ['Blog posts', '/admin/blog'],
      ['Log out', '/logout'],
    ]);
  });
});
