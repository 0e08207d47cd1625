import type { ReactNode } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import type { KitMessageId } from '../locales';
import { type ComboboxOption, ComboboxCore } from './combobox-core';

export type MultiComboboxProps = {
  label: ReactNode;
  options: ComboboxOption[];
  values: string[];
  onChange: (values: string[]) => void;
  /** The most values that can be chosen; at the limit the other options are unavailable and a note says why. */
  max?: number;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
};

/**
 * A searchable choice of several options (docs/design-system.md#combobox-and-multicombobox): the chosen values are
 * chips before the input, each with a remove button; Enter toggles the active option and the list stays open for
 * more, a click on an option picks it and closes the list; Backspace in the empty input removes the last chip.
 */
export function MultiCombobox({ values, onChange, max, options, ...rest }: MultiComboboxProps) {
  const t = useTranslate<KitMessageId>();
  const remove = (value: string) => onChange(values.filter((v) => v !== value));
  const chosen = values.map((value) => options.find((option) => option.value === value) ?? { value, label: value });
  const full = max !== undefined && values.length >= max;
  return (
    <ComboboxCore
      {...rest}
      options={options}
      multiple
      selected={values}
      limit={full ? t('kit.ui.combobox.max', { max }) : undefined}
      onPick={(option) =>
        onChange(values.includes(option.value) ? values.filter((v) => v !== option.value) : [...values, option.value])
      }
      onBackspace={() => {
        if (values.length) onChange(values.slice(0, -1));
      }}
      before={
        chosen.length > 0 && (
          <ul className="sk-combobox__chips">
            {chosen.map((option) => (
              <li key={option.value} className="sk-combobox__chip">
                {option.label}
                <button
                  type="button"
                  className="sk-combobox__chip-remove"
                  aria-label={t('kit.ui.combobox.remove', { label: option.label })}
                  onClick={(event) => {
                    remove(option.value);
                    // The button disappears: focus goes to the input rather than to the page.
                    event.currentTarget.closest('.sk-combobox__control')?.querySelector('input')?.focus();
                  }}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}
