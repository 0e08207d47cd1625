import {
  ActionBar,
  blocksPlugin,
  createUsePuck,
  type Dictionary,
  fieldsPlugin,
  type Overrides,
  outlinePlugin,
  type Plugin,
  useGetPuck,
} from '@puckeditor/core';
import { createContext, type KeyboardEvent, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { Button } from 'shared-kit/ui';
import type { BuilderMessageId } from '../../../locales/pages';

/**
 * Puck (pinned 0.23.0) in the admin's language and by keyboard alone (docs/events.md#the-page-builder-by-keyboard).
 * Puck's own hooks first: its `dictionary` for its words, its plugin API for the panel tabs, its `overrides` for the
 * list field and the block's action bar. A small wrapper of ours (`KeyboardPuck`) only where Puck has no hook.
 */
type Translate = (id: BuilderMessageId, values?: Record<string, unknown>) => string;

const usePuck = createUsePuck();
/** Says what a key press did (a block added or moved) in the wrapper's polite live region. */
const Announce = createContext<(text: string) => void>(() => {});
/** Puck's one zone of a page without nested zones: the root's. */
const ROOT_ZONE = 'root:default-zone';

/** Every word of Puck's interface that the builder can show, from our catalogue. */
const PUCK_WORDS = [
  'header-publish',
  'header-undo',
  'header-redo',
  'header-toggle-leftsidebar',
  'header-toggle-rightsidebar',
  'header-toggle-menubar',
  'action-selectparent',
  'action-duplicate',
  'action-delete',
  'label-page',
  'label-component',
  'outline-empty',
  'outline-item-collapse',
  'outline-item-expand',
  'outline-header-title',
  'outline-header-collapseall',
  'outline-item-duplicate',
  'outline-item-delete',
  'drawer-category-collapse',
  'drawer-category-expand',
  'drawer-category-other',
  'canvas-noconfig',
  'field-readonly',
  'field-arrayitem-summary',
  'field-arrayitem-duplicate',
  'field-arrayitem-delete',
  'viewport-zoom-in',
  'viewport-zoom-out',
  'viewport-zoom-auto',
  'viewport-toggle-menu',
  'viewport-switch',
  'viewport-switch-default',
  'plugin-blocks',
  'plugin-outline',
  'plugin-fields',
  'plugin-components',
  'layout-maximize',
  'layout-minimize',
  'loader-loading',
] as const;

/** Puck fills in its own placeholders (`{title}`, `{index}`…): our messages hand them back to it as written. */
const KEEP_PLACEHOLDERS = Object.fromEntries(
  ['title', 'type', 'index', 'zoom', 'label', 'count'].map((name) => [name, `{${name}}`]),
);

/** Puck's `dictionary` in the admin's language. The rich-text and external fields' words are left out: no block uses them. */
export function puckDictionary(t: Translate): Dictionary {
  return Object.fromEntries(
    PUCK_WORDS.map((key) => [key, t(`events.puck.${key}` as BuilderMessageId, KEEP_PLACEHOLDERS)]),
  );
}

/**
 * A panel tab (Blocks, Outline, Fields). Puck draws each as a `div` with a click handler, out of the keyboard's reach,
 * and has no override for it; its plugin API takes an icon. So the icon carries a real toggle button laid over the
 * whole tab (styles/page-builder.css): a key press on it is a click, which reaches Puck's handler, so the tab opens and closes its
 * panel the way a click does. Named by the tab's visible label, pressed while its panel is open.
 */
function PanelTab({ name, label, icon }: { name: string; label: string; icon: ReactNode }) {
  const pressed = usePuck((s) => s.appState.ui.leftSideBarVisible && s.appState.ui.plugin.current === name);
  return (
    <>
      {icon}
      <Button variant="ghost" className="admin-builder-tab" aria-label={label} aria-pressed={pressed} />
    </>
  );
}

/** Puck's three panels, in its order, each with its label in the admin's language and a tab the keyboard reaches. */
export function panelPlugins(t: Translate): Plugin[] {
  const tab = (plugin: Plugin, label: string): Plugin => ({
    ...plugin,
    label,
    icon: <PanelTab name={plugin.name ?? ''} label={label} icon={plugin.icon} />,
  });
  return [
    tab(blocksPlugin(), t('events.puck.plugin-blocks')),
    tab(outlinePlugin(), t('events.puck.plugin-outline')),
    tab(fieldsPlugin() as Plugin, t('events.puck.plugin-fields')),
  ];
}

/** The selected block's place on the page, or null. */
function useSelectedIndex() {
  return usePuck((s) => {
    const selector = s.appState.ui.itemSelector;
    return selector && (selector.zone ?? ROOT_ZONE) === ROOT_ZONE ? selector.index : null;
  });
}

/** Focus on the element `selector` finds inside Puck once it has drawn (it moves the action bar with the block). */
function focusSoon(selector: string) {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`.admin-builder-canvas ${selector}`)?.focus()),
  );
}

/**
 * The selected block's action bar with "Move up" and "Move down" beside Puck's Duplicate and Delete: Puck moves a
 * block only by dragging it. The block stays selected at its new place and the button keeps the focus.
 */
function BlockActionBar({
  t,
  label,
  children,
  parentAction,
}: {
  t: Translate;
  label?: string;
  children: ReactNode;
  parentAction: ReactNode;
}) {
  const index = useSelectedIndex();
  const count = usePuck((s) => s.appState.data.content.length);
  const dispatch = usePuck((s) => s.dispatch);
  const announce = useContext(Announce);
  const move = (by: -1 | 1) => {
    if (index === null) return;
    const destinationIndex = index + by;
    dispatch({ type: 'reorder', sourceIndex: index, destinationIndex, destinationZone: ROOT_ZONE });
    dispatch({ type: 'setUi', ui: { itemSelector: { index: destinationIndex, zone: ROOT_ZONE } } });
    announce(t('events.puck.moved', { n: destinationIndex + 1, total: count }));
    focusSoon(`[data-builder-move="${by < 0 ? 'up' : 'down'}"] button`);
  };
  return (
    <ActionBar>
      <ActionBar.Group>
        {parentAction}
        {label && <ActionBar.Label label={label} />}
      </ActionBar.Group>
      <ActionBar.Group>
        {index !== null && index > 0 && (
          <span data-builder-move="up" className="admin-builder-move">
            <ActionBar.Action label={t('events.puck.moveUp')} onClick={() => move(-1)}>
              <span aria-hidden="true">↑</span>
            </ActionBar.Action>
          </span>
        )}
        {index !== null && index < count - 1 && (
          <span data-builder-move="down" className="admin-builder-move">
            <ActionBar.Action label={t('events.puck.moveDown')} onClick={() => move(1)}>
              <span aria-hidden="true">↓</span>
            </ActionBar.Action>
          </span>
        )}
        {children}
      </ActionBar.Group>
    </ActionBar>
  );
}

type ArrayFieldProps = {
  children: ReactNode;
  field: { type: string; label?: string; max?: number; defaultItemProps?: unknown };
  value: unknown;
  onChange: (value: unknown) => void;
  readOnly?: boolean;
};

/**
 * A list field (the FAQ's questions) as Puck draws it, with our own add button: Puck's is an icon with no name
 * (puckeditor/puck#1807) and no dictionary word, so it is hidden (styles/page-builder.css) and this one, named by the list, adds
 * the same item the same way (Puck's `onChange` with the list and one more item).
 */
function ListField({ t, children, field, value, onChange, readOnly }: ArrayFieldProps & { t: Translate }) {
  const items = Array.isArray(value) ? value : [];
  const full = field.max !== undefined && items.length >= field.max;
  const start = field.defaultItemProps;
  const add = () => {
    const item = typeof start === 'function' ? start(items.length) : { ...(start as object) };
    onChange([...items, item]);
  };
  return (
    <div className="admin-builder-list">
      {children}
      {!readOnly && !full && (
        <Button variant="secondary" size="sm" onClick={add}>
          {t('events.puck.addItem', { list: field.label ?? '' })}
        </Button>
      )}
    </div>
  );
}

/** Puck's overrides for the keyboard: the action bar with moves, the list field with a named add button. */
export function keyboardOverrides(t: Translate): Partial<Overrides> {
  return {
    actionBar: ({ label, children, parentAction }) => (
      <BlockActionBar t={t} label={label} parentAction={parentAction}>
        {children}
      </BlockActionBar>
    ),
    fieldTypes: {
      array: (props) => <ListField t={t} {...(props as unknown as ArrayFieldProps)} />,
    },
    puck: ({ children }) => <KeyboardPuck t={t}>{children}</KeyboardPuck>,
  };
}

/** A control inside an element: a button inside a button is one the keyboard and a screen reader cannot tell apart. */
const CONTROL = 'button, a[href], input, select, textarea';

/**
 * Puck's drag library makes every draggable a button, also the rows that hold buttons of their own: an outline row
 * (its block's select button, duplicate, delete) and a list item's summary (duplicate, delete), which axe reports as
 * nested-interactive. The row of the outline is no button then (its select button does what its click does); the
 * summary keeps its place in the Tab order, and Enter opens it (`data-builder-toggle`). Both stay draggable.
 * The blocks on the canvas are left as they are: what they hold is inert (canvas-block.tsx).
 */
const BUTTON_ATTRIBUTES = ['role', 'aria-roledescription', 'aria-describedby', 'aria-pressed', 'aria-disabled'];
function unnestButtons(root: HTMLElement) {
  for (const row of root.querySelectorAll<HTMLElement>('[role="button"]:not(button):not([data-puck-component])')) {
    if (!row.querySelector(CONTROL)) continue;
    // The button's states and the library's words about dragging by keyboard (which Puck does not listen to) go
    // with the role.
    for (const name of BUTTON_ATTRIBUTES) row.removeAttribute(name);
    if (row.parentElement?.hasAttribute('data-puck-layer-tree-id')) row.removeAttribute('tabindex');
    else row.dataset.builderToggle = '';
  }
}

/**
 * The wrapper for what Puck has no hook for. Puck's drag library marks each block on the canvas, each block of the
 * Blocks panel and each list item's summary as a button (`role="button"`, in the Tab order) but listens to the
 * pointer only (and nests buttons: `unnestButtons`). Here Enter and Space do what they promise:
 * - on a block of the canvas or a list item: what a click does (select the block, open the item);
 * - on a block of the Blocks panel: add that block after the selected one (else at the end), select it and move
 *   the focus onto it, where its action bar (move, duplicate, delete) follows.
 */
function KeyboardPuck({ t, children }: { t: Translate; children: ReactNode }) {
  const getPuck = useGetPuck();
  const [said, say] = useState('');
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    unnestButtons(element);
    const observer = new MutationObserver(() => unnestButtons(element));
    observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: BUTTON_ATTRIBUTES });
    return () => observer.disconnect();
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const target = event.target as HTMLElement;
    const puckButton = target.getAttribute('role') === 'button' || target.hasAttribute('data-builder-toggle');
    if (!puckButton || target.tagName === 'BUTTON') return;
    event.preventDefault();
    const drawerItem = target.closest<HTMLElement>('[data-puck-drawer-item]');
    if (!drawerItem) {
      target.click();
      return;
    }
    const type = drawerItem.dataset.testid?.replace(/^drawer-item:/, '');
    const { appState, dispatch, config } = getPuck();
    if (!type || !config.components[type]) return;
    const selected = appState.ui.itemSelector;
    const index =
      selected && (selected.zone ?? ROOT_ZONE) === ROOT_ZONE ? selected.index + 1 : appState.data.content.length;
    dispatch({ type: 'insert', componentType: type, destinationIndex: index, destinationZone: ROOT_ZONE });
    dispatch({ type: 'setUi', ui: { itemSelector: { index, zone: ROOT_ZONE } } });
    const id = getPuck().appState.data.content[index]?.props.id;
    if (id) focusSoon(`[data-puck-component="${CSS.escape(String(id))}"]`);
    say(t('events.puck.added', { block: config.components[type]?.label ?? type, n: index + 1 }));
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only hears key presses bubbling up from Puck's own buttons.
    <div className="admin-builder-keys" ref={root} onKeyDown={onKeyDown}>
      <Announce.Provider value={say}>{children}</Announce.Provider>
      <p className="sk-visually-hidden" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
