import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse } from 'axios';
import { i18n } from 'shared-kit/i18n';
import { TextField } from 'shared-kit/ui';
import { checkValue, ErrorSummary, useForm } from 'shared-kit/ui/form';
import polish from '../../locales/pl.json';

function refused(status: number, data: unknown): AxiosError {
  return new AxiosError('refused', String(status), undefined, undefined, { status, data } as AxiosResponse);
}

type Values = { name: string; email: string; password: string };

/** A register-like form on the toolkit: the rules are the kind the api's schema has (required, bounds, email). */
function Demo({ send }: { send: (values: Values) => Promise<void> }) {
  const form = useForm<Values>({
    initial: { name: '', email: '', password: '' },
    rules: () => ({
      name: { label: i18n.locale === 'pl' ? 'Imię' : 'First name', required: true, maxLength: 10 },
      email: { label: 'Email', required: true, email: true },
      password: { label: 'Password', required: true, minLength: 4 },
    }),
    failure: () => 'Could not register.',
  });
  return (
    <form onSubmit={form.submit(send)} noValidate ref={form.formRef}>
      <ErrorSummary errors={form.sent ? form.errors : []} onSelect={form.focus} />
      {form.message && <p role="alert">{form.message}</p>}
      <TextField {...form.field('name')} />
      <TextField {...form.field('email')} type="email" />
      <TextField {...form.field('password')} type="password" />
      <button type="submit">Register</button>
    </form>
  );
}

/** A list kept beside the form (rows in the editor's own state), checked by `check` under the api's names. */
function ListDemo({ send }: { send: () => Promise<void> }) {
  const [rows, setRows] = useState(['', 'ok']);
  const form = useForm<{ title: string }>({
    id: 'list',
    initial: { title: '' },
    rules: () => ({ title: { label: 'Title', required: true } }),
    failure: () => 'Could not save.',
    check: () =>
      Object.fromEntries(
        rows.flatMap((row, index) => {
          const error = checkValue({ label: `Row ${index + 1}`, required: true, maxLength: 5 }, row, {});
          return error ? [[`rows.${index}.name`, error]] : [];
        }),
      ),
  });
  return (
    <form onSubmit={form.submit(send)} noValidate ref={form.formRef}>
      <ErrorSummary errors={form.sent ? form.errors : []} onSelect={form.focus} />
      <TextField {...form.field('title')} />
      {rows.map((row, index) => (
        <TextField
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed demo list.
          key={index}
          id={form.fieldId(`rows.${index}.name`)}
          label={`Row ${index + 1}`}
          value={row}
          error={form.error(`rows.${index}.name`)}
          onChange={(event) => {
            setRows((all) => all.map((one, i) => (i === index ? event.target.value : one)));
            form.forget(`rows.${index}.name`);
          }}
        />
      ))}
      <button type="submit">Save</button>
    </form>
  );
}

const input = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('useForm', () => {
  afterEach(() => act(() => i18n.activate('en')));

  it('sends nothing with empty fields: every error at once, a summary, the focus on the first field', async () => {
    const send = jest.fn(() => Promise.resolve());
    render(<Demo send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText('There are 3 problems with this form:')).toBeInTheDocument();
    expect(input(/First name/)).toHaveAccessibleDescription('First name is required.');
    expect(input(/Email/)).toHaveAccessibleDescription('Email is required.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required.');
    expect(input(/First name/)).toHaveFocus();
    // The summary links each error to its field.
    await userEvent.click(screen.getByRole('link', { name: 'Password is required.' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('checks the bounds and the email shape, and an error follows the value once shown', async () => {
    render(<Demo send={() => Promise.resolve()} />);
    // The input itself stops at the bound (maxLength): ten characters of twelve typed.
    await userEvent.type(input(/First name/), 'Maximilianus');
    expect(input(/First name/).value).toBe('Maximilian');
    await userEvent.type(input(/Email/), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    // Nothing is said while typing the first time; leaving a field shows its error.
    expect(input(/First name/)).not.toHaveAccessibleDescription();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(input(/First name/)).not.toHaveAccessibleDescription();
    expect(input(/Email/)).toHaveAccessibleDescription('Email must be an email address, like name@example.com.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 4 characters.');
    expect(screen.getByText('There are 2 problems with this form:')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'd');
    expect(screen.getByLabelText('Password')).not.toHaveAccessibleDescription();
    expect(screen.getByText('There is 1 problem with this form:')).toBeInTheDocument();
  });

  it('refuses a value over its bound however it came (counted in characters, as the api counts)', () => {
    const rule = { label: 'First name', required: true, maxLength: 3 };
    expect(checkValue(rule, 'Zoë', {})).toBeUndefined();
    expect(checkValue(rule, '😀😀😀', {})).toBeUndefined();
    expect(checkValue(rule, 'Zoës', {})).toBe('First name must be at most 3 characters.');
    expect(checkValue({ ...rule, requiredMessage: 'Please answer this question.' }, '  ', {})).toBe(
      'Please answer this question.',
    );
    expect(checkValue({ label: 'Last name' }, '', {})).toBeUndefined();
  });

  it('shows an error when a field is left, not before', async () => {
    render(<Demo send={() => Promise.resolve()} />);
    await userEvent.click(input(/Email/));
    await userEvent.type(input(/Email/), 'a@');
    expect(input(/Email/)).not.toHaveAccessibleDescription();
    await userEvent.tab();
    expect(input(/Email/)).toHaveAccessibleDescription('Email must be an email address, like name@example.com.');
    expect(input(/First name/)).not.toHaveAccessibleDescription();
  });

  it("puts the api's 422 on its fields, focuses the first and drops a field's message once it is edited", async () => {
    const send = jest.fn(() =>
      Promise.reject(
        refused(422, {
          message: 'The email has already been taken.',
          errors: { email: ['The email has already been taken.'] },
        }),
      ),
    );
    render(<Demo send={send} />);
    await userEvent.type(input(/First name/), 'Ana');
    await userEvent.type(input(/Email/), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(send).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com', password: 'secret' });
    expect(input(/Email/)).toHaveAccessibleDescription('The email has already been taken.');
    expect(input(/Email/)).toHaveFocus();
    expect(screen.queryByText('Could not register.')).not.toBeInTheDocument();
    await userEvent.type(input(/Email/), 'x');
    expect(input(/Email/)).not.toHaveAccessibleDescription();
  });

  it("says the api's message, or the form's own failure, when no field is named", async () => {
    const send = jest
      .fn()
      .mockRejectedValueOnce(refused(429, { message: 'Too many attempts. Try again in 1 minute.' }))
      .mockRejectedValueOnce(new Error('offline'));
    render(<Demo send={send} />);
    await userEvent.type(input(/First name/), 'Ana');
    await userEvent.type(input(/Email/), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Too many attempts. Try again in 1 minute.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Could not register.')).toBeInTheDocument();
  });

  it('checks the rows of a list kept beside the form (check) with the fields: all at once, nothing sent', async () => {
    const send = jest.fn(() => Promise.resolve());
    render(<ListDemo send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText('There are 2 problems with this form:')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Title is required.',
      'Row 1 is required.',
    ]);
    expect(input(/^Row 1/)).toHaveAccessibleDescription('Row 1 is required.');
    await userEvent.click(screen.getByRole('link', { name: 'Row 1 is required.' }));
    expect(input(/^Row 1/)).toHaveFocus();
    // The error follows the row's state; fixed, the form sends.
    await userEvent.type(input(/^Row 1/), 'abc');
    expect(input(/^Row 1/)).not.toHaveAccessibleDescription('Row 1 is required.');
    await userEvent.type(input(/^Title/), 'T');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('says the errors in the active language, naming the field by its label', async () => {
    i18n.load('pl', polish);
    act(() => i18n.activate('pl'));
    render(<Demo send={() => Promise.resolve()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(input(/Imię/)).toHaveAccessibleDescription('Pole „Imię” jest wymagane.');
    expect(screen.getByText('W formularzu są 3 błędy:')).toBeInTheDocument();
  });
});
