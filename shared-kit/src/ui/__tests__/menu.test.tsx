import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'shared-kit/router';
import { Menu } from 'shared-kit/ui/menu';

function setup() {
  const onSelect = jest.fn();
  render(
    <MemoryRouter initialEntries={['/']}>
      <button type="button">Before</button>
      <Menu
        label="Account"
        items={[
          { id: 'profile', label: 'Profile', href: '/profile' },
          { id: 'saved', label: 'Saved jobs', onSelect: () => onSelect('saved') },
          { id: 'settings', label: 'Settings', onSelect: () => onSelect('settings') },
          { id: 'signout', label: 'Sign out', onSelect: () => onSelect('signout') },
        ]}
      />
      <button type="button">After</button>
      <Routes>
        <Route path="/profile" element={<h1>Profile page</h1>} />
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
  );
  return { onSelect, user: userEvent.setup(), button: screen.getByRole('button', { name: 'Account' }) };
}

it('is a menu button: closed until asked, opened on the first item by Enter, on the last by ArrowUp', async () => {
  const { user, button } = setup();
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  await user.tab();
  await user.tab();
  expect(button).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('menu', { name: 'Account' })).toBeInTheDocument();
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'Profile',
    'Saved jobs',
    'Settings',
    'Sign out',
  ]);
  expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
});

it('moves with the arrows (wrapping), Home, End and typeahead, and chooses with Enter', async () => {
  const { user, button, onSelect } = setup();
  await user.click(button);
  expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
  await user.keyboard('{Home}');
  expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
  await user.keyboard('s');
  expect(screen.getByRole('menuitem', { name: 'Saved jobs' })).toHaveFocus();
  await user.keyboard('s');
  expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(onSelect).toHaveBeenCalledWith('settings');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});

it('closes on Tab and on a click elsewhere; a link item navigates', async () => {
  const { user, button } = setup();
  await user.click(button);
  await user.tab();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  await user.click(button);
  await user.click(screen.getByRole('button', { name: 'Before' }));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  await user.click(button);
  await user.keyboard('{Enter}');
  expect(screen.getByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
});

it('marks the current page and sets an item apart with a separator the arrow keys skip', async () => {
  render(
    <MemoryRouter initialEntries={['/jobs']}>
      <Menu
        label="Account"
        items={[
          { id: 'jobs', label: 'My jobs', href: '/jobs', current: true },
          { id: 'settings', label: 'Settings', href: '/settings' },
          { id: 'signout', label: 'Sign out', href: '/logout', separatorBefore: true },
        ]}
      />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Account' }));
  expect(screen.getByRole('menuitem', { name: 'My jobs' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('menuitem', { name: 'Settings' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('separator')).toBeInTheDocument();
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
});
