import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export type TabsProps = {
  /** The tab list's accessible name ("Company sections"). */
  label: string;
  tabs: { id: string; label: ReactNode; panel: ReactNode }[];
  /** The selected tab's id (controlled); without it the tabs keep their own choice, starting at the first. */
  selected?: string;
  onSelect?: (id: string) => void;
  className?: string;
};

/**
 * Tabs to the WAI-ARIA pattern with automatic activation (docs/design-system.md#tabs): one tab stop (the selected tab,
 * roving tabindex), Left/Right arrows move and select with wrap-around, Home/End go to the first/last; Tab then goes
 * into the panel. Every panel is rendered (hidden when not selected), so a panel keeps its state.
 */
export function Tabs({ label, tabs, selected, onSelect, className }: TabsProps) {
  const base = useId();
  const [own, setOwn] = useState(tabs[0]?.id);
  const current = tabs.some((tab) => tab.id === (selected ?? own)) ? (selected ?? own) : tabs[0]?.id;
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const choose = (id: string) => {
    setOwn(id);
    if (id !== current) onSelect?.(id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const id = tabs[next].id;
    choose(id);
    buttons.current.get(id)?.focus();
  };

  return (
    <div className={['sk-tabs', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className="sk-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const on = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${index}`}
              aria-selected={on}
              aria-controls={`${base}-panel-${index}`}
              tabIndex={on ? 0 : -1}
              className="sk-tabs__tab"
              onClick={() => choose(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          // By position, not by tab id: an id may hold characters an element id cannot (spaces).
          id={`${base}-panel-${index}`}
          aria-labelledby={`${base}-tab-${index}`}
          hidden={tab.id !== current}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes the panel the next tab stop, so a panel without controls can be reached and read
          tabIndex={0}
          className="sk-tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
