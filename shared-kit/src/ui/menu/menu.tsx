import {
  type ButtonHTMLAttributes,
  Fragment,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link } from 'shared-kit/router';

export type MenuItem = {
  id: string;
  label: ReactNode;
  /** A link item (an in-app path): navigates through the router. */
  href?: string;
  onSelect?: () => void;
  /** The page the link leads to is the one shown: marked `aria-current="page"` and in bold. */
  current?: boolean;
  /** A line before the item that sets it apart from the ones above (Sign out after the account's pages). */
  separatorBefore?: boolean;
};

export type MenuProps = {
  /** The button's content (its accessible name). */
  label: ReactNode;
  buttonProps?: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'onKeyDown'>;
  items: MenuItem[];
  /** The edge of the button the menu lines up with. */
  align?: 'start' | 'end';
  className?: string;
};

const itemElements = (container: HTMLElement | null) =>
  Array.from(container?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * The WAI-ARIA menu button (docs/design-system.md#menu): a button that opens a `role="menu"` list of actions or
 * links. Focus moves into the menu (arrow keys, Home/End, typeahead); Escape and a choice put it back on the button,
 * Tab and a click elsewhere close the menu.
 */
export function Menu({ label, buttonProps, items, align = 'start', className }: MenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const generatedId = useId();
  const buttonId = buttonProps?.id ?? generatedId;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The item to focus once the menu is rendered open (first, last, or none while closed).
  const [focusIndex, setFocusIndex] = useState(0);

  useEffect(() => {
    if (!open) return;
    itemElements(root.current)[focusIndex]?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, focusIndex]);

  const show = (index: number) => {
    setFocusIndex(index < 0 ? items.length - 1 : index);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 0 : -1);
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const elements = itemElements(root.current);
    const current = elements.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      elements[(index + elements.length) % elements.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(current + 1);
    else if (event.key === 'ArrowUp') move(current - 1);
    else if (event.key === 'Home' || event.key === 'PageUp') move(0);
    else if (event.key === 'End' || event.key === 'PageDown') move(-1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') setOpen(false);
    else if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Typeahead: the next item whose text starts with the letter, after the current one.
      const letter = event.key.toLocaleLowerCase();
      for (let step = 1; step <= elements.length; step += 1) {
        const index = (current + step) % elements.length;
        if (elements[index]?.textContent?.trim().toLocaleLowerCase().startsWith(letter)) return move(index);
      }
    }
  };

  const choose = (item: MenuItem) => {
    item.onSelect?.();
    close();
  };

  return (
    <div ref={root} className={['sk-menu', `sk-menu--${align}`, className].filter(Boolean).join(' ')}>
      <button
        {...buttonProps}
        ref={button}
        id={buttonId}
        type="button"
        className={['sk-menu__button', buttonProps?.className].filter(Boolean).join(' ')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : show(0))}
        onKeyDown={onButtonKey}
      >
        {label}
      </button>
      {open && (
        <div id={menuId} role="menu" className="sk-menu__list" aria-labelledby={buttonId} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <Fragment key={item.id}>
              {/* Not an item: the arrow keys and typeahead skip it (itemElements reads menuitems only). */}
              {item.separatorBefore && <hr className="sk-menu__separator" />}
              {item.href ? (
                <Link
                  role="menuitem"
                  tabIndex={-1}
                  className="sk-menu__item"
                  to={item.href}
                  aria-current={item.current ? 'page' : undefined}
                  onClick={() => choose(item)}
                >
                  {item.label}
                </Link>
              ) : (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className="sk-menu__item"
                  onClick={() => choose(item)}
                >
                  {item.label}
                </button>
              )}
            </Fragment>
          ))}
        </div>
      )}
    </div>
  );
}
