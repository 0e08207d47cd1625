import { Select } from 'shared-kit/ui';
import type { PickerProps } from './home-page';

/**
 * The home search's picker in the server's first HTML (src/server-render.tsx): a native select of the same choices
 * as the browser's Combobox, with the field's name, so the form is a plain GET to /jobs without JavaScript, which the
 * api turns into the list of the choices (api/src/routes/pages/index.ts). Only the server module imports it: the
 * browser's home chunk does not carry it.
 */
export function NativePicker({ name, className, label, placeholder, options }: PickerProps) {
  // A native option has no hint: a city's country goes in its label.
  const choices = options.map(({ value, label, hint }) => ({ value, label: hint ? `${label} (${hint})` : label }));
  return (
    <Select
      id={`home-search-${name}`}
      name={name}
      className={className}
      label={label}
      placeholder={placeholder}
      options={choices}
      defaultValue=""
    />
  );
}
