import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale, registerCatalogue } from 'shared-kit/i18n';
import { LanguageSwitcher } from 'shared-kit/ui';
import { loadKitMessages } from '../../locales';

beforeAll(() => registerCatalogue(loadKitMessages));
afterEach(() => act(() => activateLocale('en')));

it('lists every interface language in its own name and passes the choice on', async () => {
  const onChoose = jest.fn((locale) => activateLocale(locale));
  render(<LanguageSwitcher onChoose={onChoose} returnTo="/jobs" />);
  const select = screen.getByRole('combobox', { name: 'Language' });
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    'English',
    'Deutsch',
    'Français',
    'Español',
    'Italiano',
    'Polski',
  ]);
  await userEvent.selectOptions(select, 'pl');
  expect(onChoose).toHaveBeenCalledWith('pl');
  expect(await screen.findByRole('combobox', { name: 'Język' })).toHaveValue('pl');
});

it('is a form the api can answer without JavaScript', () => {
  const { container } = render(<LanguageSwitcher onChoose={jest.fn()} returnTo="/jobs?page=2" />);
  const form = container.querySelector('form');
  expect(form).toHaveAttribute('action', '/api/locale');
  expect(form).toHaveAttribute('method', 'post');
  expect(container.querySelector('input[name="next"]')).toHaveValue('/jobs?page=2');
});
