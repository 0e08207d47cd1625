import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormField, Select, TextField } from 'shared-kit/ui';
import { DateInput, TextArea } from 'shared-kit/ui/account';

describe('FormField', () => {
  it('names the control by its label and describes it by the error, then the hint', () => {
    render(
      <FormField label="Email" hint="We never share it." error="Enter an email address." optional>
        {(field) => <input {...field} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email (optional)' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Enter an email address. We never share it.');
  });

  it('announces an error that appears, politely, and drops aria-invalid when it goes', () => {
    const { rerender } = render(<TextField label="City" />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    const region = document.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    rerender(<TextField label="City" error="Enter your city." />);
    expect(region).toHaveTextContent('Enter your city.');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Enter your city.');
    rerender(<TextField label="City" />);
    expect(input).toBeValid();
  });
});

describe('TextField', () => {
  it('passes input attributes through', async () => {
    const onChange = jest.fn();
    render(<TextField label="Email" type="email" name="email" required onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    await userEvent.type(input, 'a@b.eu');
    expect(onChange).toHaveBeenCalledTimes(6);
    expect(input).toHaveValue('a@b.eu');
  });
});

describe('TextArea', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts towards maxLength, stops there, and reads the count out once typing pauses', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<TextArea label="Cover letter" maxLength={5} />);
    const textarea = screen.getByRole('textbox', { name: 'Cover letter' });
    expect(textarea).toHaveAttribute('maxlength', '5');
    expect(screen.getByText('0 / 5')).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription('0 of 5 characters used');
    await user.type(textarea, 'Hallo Welt');
    expect(textarea).toHaveValue('Hallo');
    expect(screen.getByText('5 / 5')).toBeInTheDocument();
    const live = document.querySelector('.sk-visually-hidden[aria-live="polite"]');
    expect(live).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(1000));
    expect(live).toHaveTextContent('5 of 5 characters used');
  });

  it('counts a controlled value', () => {
    render(<TextArea label="About" maxLength={200} value="Hola" onChange={() => {}} />);
    expect(screen.getByText('4 / 200')).toBeInTheDocument();
  });
});

describe('Select', () => {
  it('is a native select with its placeholder and options', async () => {
    const onChange = jest.fn();
    render(
      <Select
        label="Country"
        placeholder="Any country"
        options={[
          { value: 'es', label: 'Spain' },
          { value: 'pl', label: 'Poland' },
        ]}
        onChange={(event) => onChange(event.target.value)}
        error="Choose a country."
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Any country', 'Spain', 'Poland']);
    expect(select).toBeInvalid();
    await userEvent.selectOptions(select, 'Poland');
    expect(onChange).toHaveBeenCalledWith('pl');
  });
});

function StartDate() {
  const [value, setValue] = useState('');
  return (
    <>
      <DateInput label="Start date" value={value} onChange={setValue} min="2026-01-01" max="2026-12-31" />
      <button type="button">Next</button>
    </>
  );
}

describe('DateInput', () => {
  it('passes min and max on and names the limit once a date out of range is left', async () => {
    render(<StartDate />);
    const input = screen.getByLabelText('Start date');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '2026-01-01');
    expect(input).toHaveAttribute('max', '2026-12-31');
    await userEvent.type(input, '2025-06-01');
    // Still in the field (a year is typed digit by digit): no error yet (the browser's own range check aside).
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Choose a date on or after 1 Jan 2026.');
    await userEvent.clear(input);
    await userEvent.type(input, '2027-02-01');
    expect(input).toHaveAccessibleDescription('Choose a date on or before 31 Dec 2026.');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-05-04');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the caller’s error over its own', () => {
    render(<DateInput label="Birth date" value="1990-01-01" onChange={() => {}} error="Required." />);
    expect(screen.getByLabelText('Birth date')).toHaveAccessibleDescription('Required.');
  });
});
