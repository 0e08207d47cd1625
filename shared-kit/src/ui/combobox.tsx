import type { ReactNode } from 'react';
import { type ComboboxOption, ComboboxCore } from './combobox-core';

export type ComboboxProps = {
  label: ReactNode;
  options: ComboboxOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  /**
   * The text as the person types it, for options searched on the server (the skills' tags): the caller fetches and
   * passes the new `options`, which the list still filters by the same text.
   */
  onInputChange?: (text: string) => void;
};

/**
 * A searchable single choice among many options (docs/design-system.md#combobox-and-multicombobox): type to filter,
 * arrows and Enter to choose, Escape closes the list and then clears the choice.
 */
export function Combobox({ value, onChange, ...rest }: ComboboxProps) {
  return (
    <ComboboxCore
      {...rest}
      multiple={false}
      selected={value === null ? [] : [value]}
      onPick={(option) => onChange(option.value)}
      onClear={() => onChange(null)}
    />
  );
}
