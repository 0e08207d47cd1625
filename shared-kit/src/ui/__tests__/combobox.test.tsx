import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { activateLocale, registerCatalogue } from 'shared-kit/i18n';
import { Combobox, type ComboboxOption, MultiCombobox } from 'shared-kit/ui';
import { loadKitMessages } from '../../locales';

beforeAll(() => registerCatalogue(loadKitMessages));
afterEach(() => act(() => activateLocale('en')));

// 52 options, as many as the job languages, with accents and letters that do not decompose (ł).
const NAMES = [
  'Čeština',
  'Dansk',
  'Deutsch',
  'Eesti',
  'English',
  'Español',
  'Euskara',
  'Français',
  'Gaeilge',
  'Galego',
  'Hrvatski',
  'Íslenska',
  'Italiano',
  'Latviešu',
  'Lietuvių',
  'Magyar',
  'Malti',
  'Nederlands',
  'Norsk',
  'Polski',
  'Português',
  'Română',
  'Slovenčina',
  'Slovenščina',
  'Suomi',
  'Svenska',
  'Türkçe',
  'Ελληνικά',
  'Български',
  'Русский',
  'Українська',
  'Српски',
  'Македонски',
  'Shqip',
  'Bosanski',
  'Català',
  'Cymraeg',
  'Føroyskt',
  'Lëtzebuergesch',
  'Rumantsch',
  'Sámegiella',
  'Kaszëbsczi',
  'Wałbrzyski',
  'Frysk',
  'Brezhoneg',
  'Corsu',
  'Occitan',
  'Asturianu',
  'Aragonés',
  'Sardu',
  'Furlan',
  'Ladin',
];
const OPTIONS: ComboboxOption[] = NAMES.map((label, index) => ({ value: `l${index}`, label }));

function Single({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <Combobox label="Language" hint="Type to search" options={OPTIONS} value={value} onChange={setValue} />
      <p>chosen: {value ?? 'none'}</p>
    </>
  );
}

function Multi({ max }: { max?: number }) {
  const [values, setValues] = useState<string[]>([]);
  return (
    <>
      <MultiCombobox label="Languages" options={OPTIONS} values={values} onChange={setValues} max={max} />
      <p>chosen: {values.join(',')}</p>
    </>
  );
}

const names = () => screen.queryAllByRole('option').map((option) => option.textContent);

it('is a WAI-ARIA combobox that filters as one types, ignoring case and accents', async () => {
  const user = userEvent.setup();
  render(<Single />);
  expect(NAMES).toHaveLength(52);
  const input = screen.getByRole('combobox', { name: 'Language' });
  expect(input).toHaveAccessibleDescription('Type to search');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  expect(listbox).toHaveAttribute('role', 'listbox');
  await user.type(input, 'ce');
  expect(input).toHaveAttribute('aria-expanded', 'true');
  // Starts first, then contains.
  expect(names()).toEqual(['Čeština', 'Türkçe']);
  expect(screen.getByRole('status')).toHaveTextContent('2 results');
  await user.clear(input);
  await user.type(input, 'sl');
  // Starts first (Slovenčina, Slovenščina), then contains (Íslenska).
  expect(names()).toEqual(['Slovenčina', 'Slovenščina', 'Íslenska']);
  await user.clear(input);
  await user.type(input, 'WALB');
  expect(names()).toEqual(['Wałbrzyski']);
  await user.type(input, 'x');
  expect(names()).toEqual([]);
  expect(screen.getByText('No results', { selector: 'p' })).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('No results');
});

it('points to the active option with aria-activedescendant; Enter chooses; Escape closes, then clears', async () => {
  const user = userEvent.setup();
  render(<Single />);
  const input = screen.getByRole('combobox', { name: 'Language' });
  await user.click(input);
  await user.keyboard('{ArrowDown}');
  const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
  expect(input).toHaveFocus();
  expect(active()).toHaveTextContent('Čeština');
  expect(active()).toHaveAttribute('role', 'option');
  await user.keyboard('{ArrowUp}');
  expect(active()).toHaveTextContent('Ladin');
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(active()).toHaveTextContent('Dansk');
  await user.keyboard('{Enter}');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(input).toHaveValue('Dansk');
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  expect(screen.getByText('chosen: l1')).toBeInTheDocument();

  // Reopened, the chosen option is active and selected.
  await user.keyboard('{ArrowDown}');
  expect(active()).toHaveTextContent('Dansk');
  expect(screen.getByRole('option', { name: 'Dansk' })).toHaveAttribute('aria-selected', 'true');
  await user.type(input, '{Escape}');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(input).toHaveValue('Dansk');
  await user.keyboard('{Escape}');
  expect(input).toHaveValue('');
  expect(screen.getByText('chosen: none')).toBeInTheDocument();
});

it('chooses with the pointer, and gives the chosen label back when one leaves after typing', async () => {
  const user = userEvent.setup();
  render(<Single initial="l19" />);
  const input = screen.getByRole('combobox', { name: 'Language' });
  expect(input).toHaveValue('Polski');
  await user.click(input);
  await user.click(screen.getByRole('option', { name: 'Suomi' }));
  expect(input).toHaveValue('Suomi');
  expect(input).toHaveFocus();
  await user.type(input, 'xyz');
  await user.tab();
  expect(input).toHaveValue('Suomi');
  expect(screen.getByText('chosen: l24')).toBeInTheDocument();
});

it('multi: picks with Enter as chips, keeps the list open, toggles, and drops the last chip with Backspace', async () => {
  const user = userEvent.setup();
  render(<Multi />);
  const input = screen.getByRole('combobox', { name: 'Languages' });
  expect(screen.getByRole('listbox', { hidden: true })).toHaveAttribute('aria-multiselectable', 'true');
  await user.type(input, 'esp{Enter}');
  expect(input).toHaveValue('');
  expect(input).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('option', { name: 'Español' })).toHaveAttribute('aria-selected', 'true');
  await user.type(input, 'deu{Enter}');
  expect(screen.getByText('chosen: l5,l2')).toBeInTheDocument();
  const chips = screen.getAllByRole('listitem');
  expect(chips.map((chip) => chip.textContent)).toEqual(['Español×', 'Deutsch×']);
  // Enter on a chosen option takes it back.
  await user.type(input, 'esp{Enter}');
  expect(screen.getByText('chosen: l2')).toBeInTheDocument();
  await user.type(input, 'pol{Enter}');
  await user.keyboard('{Backspace}');
  expect(screen.getByText('chosen: l2')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove Deutsch' }));
  expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  expect(input).toHaveFocus();
});

it('multi: a pick with the pointer completes the choice and closes the list; a click on the field opens it again', async () => {
  const user = userEvent.setup();
  render(<Multi />);
  const input = screen.getByRole('combobox', { name: 'Languages' });
  await user.click(input);
  expect(input).toHaveAttribute('aria-expanded', 'true');
  await user.click(screen.getByRole('option', { name: 'Español' }));
  expect(screen.getByText('chosen: l5')).toBeInTheDocument();
  // Closed, so it no longer covers what follows (its form's Save button); focus stays in the field.
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  expect(input).toHaveFocus();
  await user.click(input);
  await user.click(screen.getByRole('option', { name: 'Deutsch' }));
  expect(screen.getByText('chosen: l5,l2')).toBeInTheDocument();
  // Escape and leaving close it too.
  await user.keyboard('{ArrowDown}');
  expect(input).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  await user.keyboard('{ArrowDown}');
  await user.click(document.body);
  expect(input).toHaveAttribute('aria-expanded', 'false');
});

it('multi: respects max with a note, and the options beyond it are unavailable', async () => {
  const user = userEvent.setup();
  render(<Multi max={2} />);
  const input = screen.getByRole('combobox', { name: 'Languages' });
  await user.type(input, 'esp{Enter}deu{Enter}');
  expect(input).toHaveAccessibleDescription('You can choose up to 2. Remove one to choose another.');
  await user.type(input, 'pol');
  expect(screen.getByRole('option', { name: 'Polski' })).toHaveAttribute('aria-disabled', 'true');
  await user.keyboard('{Enter}');
  await user.click(screen.getByRole('option', { name: 'Polski' }));
  expect(screen.getByText('chosen: l5,l2')).toBeInTheDocument();
  const chip = screen.getAllByRole('listitem')[0] as HTMLElement;
  await user.click(within(chip).getByRole('button'));
  expect(input).not.toHaveAccessibleDescription();
});

it('leaves Escape to a dialog around it once there is nothing left to close or clear', async () => {
  const user = userEvent.setup();
  render(<Multi />);
  const input = screen.getByRole('combobox', { name: 'Languages' });
  await user.type(input, 'esp{Enter}fr');
  // fireEvent answers false when a handler called preventDefault (a modal <dialog> then does not cancel).
  expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(false);
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(false);
  expect(input).toHaveValue('');
  expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(true);
  expect(screen.getByText('chosen: l5')).toBeInTheDocument();
});

it('says its words in the interface language', async () => {
  const user = userEvent.setup();
  render(<Multi max={3} />);
  await act(() => activateLocale('pl'));
  const input = await screen.findByRole('combobox', { name: 'Languages' });
  await user.type(input, 'esp{Enter}qq');
  expect(await screen.findByText('Brak wyników', { selector: 'p' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Usuń Español' })).toBeInTheDocument();
  await user.clear(input);
  await user.type(input, 's');
  expect(screen.getByRole('status').textContent).toMatch(/^\d+ wynik(i|ów)?$/);
});

/** A combobox whose options follow the typed text, as a server's answers would. */
function Searched({ onTyped }: { onTyped: (text: string) => void }) {
  const [options, setOptions] = useState<ComboboxOption[]>([]);
  return (
    <Combobox
      label="Skill"
      options={options}
      value={null}
      onChange={() => undefined}
      onInputChange={(text) => {
        onTyped(text);
        setOptions(OPTIONS.filter((option) => option.label.toLowerCase().startsWith(text.toLowerCase())));
      }}
    />
  );
}

it('reports the typed text, so options searched on the server can follow it', async () => {
  const user = userEvent.setup();
  const typed: string[] = [];
  render(<Searched onTyped={(text) => typed.push(text)} />);
  await user.type(screen.getByRole('combobox', { name: 'Skill' }), 'Sl');
  expect(typed).toEqual(['S', 'Sl']);
  expect(names()).toEqual(['Slovenčina', 'Slovenščina']);
});
