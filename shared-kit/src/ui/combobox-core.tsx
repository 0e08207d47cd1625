import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import type { KitMessageId } from '../locales';

/** `also`: other names the option is found by, not shown (a city's names in other languages: docs/i18n.md#place-names). */
export type ComboboxOption = { value: string; label: string; hint?: string; also?: string[] };

type Props = {
  label: ReactNode;
  options: ComboboxOption[];
  selected: string[];
  multiple: boolean;
  /** Chooses (single) or toggles (multiple) an option. */
  onPick: (option: ComboboxOption) => void;
  /** Escape on a closed popup (single: clear the value); Backspace in an empty input (multiple: drop the last). */
  onClear?: () => void;
  onBackspace?: () => void;
  /** Chips of the chosen values, shown before the input. */
  before?: ReactNode;
  /** A note on the limit, shown and read with the input (MultiCombobox's `max`). */
  limit?: string;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  /** The typed text, each time it changes (Combobox's `onInputChange`). */
  onInputChange?: (text: string) => void;
};

// Case and accents do not count ("ce" finds "Čeština"); letters that do not decompose into base + mark are mapped.
const STROKED: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe' };
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łøđßæœ]/g, (letter) => STROKED[letter] ?? letter);

/**
 * The WAI-ARIA combobox with a listbox popup behind Combobox and MultiCombobox
 * (docs/design-system.md#combobox-and-multicombobox). Focus stays in the input; the active option is pointed to by
 * aria-activedescendant, so a screen reader reads it while the person types. Matches whose label starts with the
 * text come first.
 */
export function ComboboxCore(props: Props) {
  const { label, options, selected, multiple, onPick, placeholder, hint, error, limit, before, className } = props;
  const t = useTranslate<KitMessageId>();
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  // Single: the input shows the chosen label until the person types.
  const [typing, setTyping] = useState(false);
  const [active, setActive] = useState(-1);

  const folded = useMemo(() => options.map((option) => [option.label, ...(option.also ?? [])].map(fold)), [options]);
  const filter = multiple || typing ? fold(query.trim()) : '';
  const shown = useMemo(() => {
    if (!filter) return options;
    const starts: ComboboxOption[] = [];
    const contains: ComboboxOption[] = [];
    options.forEach((option, index) => {
      const names = folded[index] ?? [];
      if (names.some((text) => text.startsWith(filter) || text.includes(` ${filter}`))) starts.push(option);
      else if (names.some((text) => text.includes(filter))) contains.push(option);
    });
    return starts.concat(contains);
  }, [options, folded, filter]);

  const activeId = open && shown[active] ? `${id}-${active}` : undefined;
  useEffect(() => {
    // jsdom has no scrollIntoView
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const single = options.find((option) => option.value === selected[0]);
  const text = multiple || typing ? query : (single?.label ?? '');
  const unavailable = (option: ComboboxOption) => Boolean(limit) && !selected.includes(option.value);

  /**
   * A multiple choice stays open after Enter, for the next pick from the keyboard; a pick with the pointer is a
   * completed choice and closes the list, which would otherwise cover what follows, such as its form's Save button
   * (docs/design-system.md#combobox-and-multicombobox). Focus stays in the input: a click or ArrowDown opens it again.
   */
  const pick = (option: ComboboxOption, by: 'keyboard' | 'pointer') => {
    if (unavailable(option)) return;
    onPick(option);
    setQuery('');
    setTyping(false);
    if (multiple && by === 'keyboard') setActive(options.indexOf(option));
    else setOpen(false);
  };

  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = shown.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!open) {
          const current = shown.findIndex((option) => selected.includes(option.value));
          openAt(event.altKey ? -1 : current >= 0 ? current : down ? 0 : count - 1);
        } else if (count) setActive(active < 0 && !down ? count - 1 : (active + (down ? 1 : count - 1)) % count);
        break;
      }
      case 'Enter': {
        const option = open ? shown[active] : undefined;
        if (option) {
          event.preventDefault();
          pick(option, 'keyboard');
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        } else if (query || (!multiple && selected.length)) {
          // Handled here only when there is something to clear: otherwise Escape is left to a dialog around us.
          event.preventDefault();
          setQuery('');
          setTyping(false);
          props.onClear?.();
        }
        break;
      case 'Backspace':
        if (!query) props.onBackspace?.();
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const onBlur = () => {
    if (!multiple && typing && !query.trim()) props.onClear?.();
    setOpen(false);
    setTyping(false);
    setQuery('');
  };

  const described = [hint && `${id}-hint`, limit && `${id}-limit`, error && `${id}-error`].filter(Boolean).join(' ');

  return (
    <div
      className={['sk-combobox', multiple && 'sk-combobox--multiple', error && 'sk-combobox--invalid', className]
        .filter(Boolean)
        .join(' ')}
    >
      <label id={`${id}-label`} className="sk-combobox__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="sk-combobox__hint">
          {hint}
        </p>
      )}
      <div className="sk-combobox__control">
        {before}
        <input
          id={`${id}-input`}
          className="sk-combobox__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-describedby={described || undefined}
          aria-invalid={error ? true : undefined}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setQuery(event.target.value);
            setTyping(true);
            props.onInputChange?.(event.target.value);
            openAt(event.target.value.trim() ? 0 : -1);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
      </div>
      <div className="sk-combobox__popup" hidden={!open}>
        <div
          id={listId}
          role="listbox"
          className="sk-combobox__list"
          aria-labelledby={`${id}-label`}
          aria-multiselectable={multiple || undefined}
        >
          {open &&
            shown.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the input (aria-activedescendant)
              // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input; the option is aria-activedescendant
              <div
                key={option.value}
                id={`${id}-${index}`}
                role="option"
                className={['sk-combobox__option', index === active && 'sk-combobox__option--active']
                  .filter(Boolean)
                  .join(' ')}
                aria-selected={selected.includes(option.value)}
                aria-disabled={unavailable(option) || undefined}
                // Keep focus in the input while the pointer picks.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option, 'pointer')}
              >
                {option.label}
                {option.hint && <span className="sk-combobox__option-hint"> {option.hint}</span>}
              </div>
            ))}
        </div>
        {open && !shown.length && <p className="sk-combobox__empty">{t('kit.ui.combobox.noResults')}</p>}
      </div>
      {limit && (
        <p id={`${id}-limit`} className="sk-combobox__limit">
          {limit}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="sk-combobox__error">
          {error}
        </p>
      )}
      <div role="status" className="sk-visually-hidden">
        {open ? t('kit.ui.combobox.results', { count: shown.length }) : ''}
      </div>
    </div>
  );
}
