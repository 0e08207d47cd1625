// Notices (docs/product-rules.md#notifications). State is a private atom of the one app store, so the http interceptor
// and other non-React code can raise notices; the shell renders `useNotifications()`.
import { atom, useAtomValue } from 'jotai';
// By package name, not a relative path: under Module Federation each shared-kit subpath is one shared
// singleton, and a relative import would give this chunk its own copy of the store.
import { getAppStore } from 'shared-kit/session';

export const POSITIONS = [
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
  'top',
  'bottom',
  'left',
  'right',
  'center',
] as const;
export type NotificationPosition = (typeof POSITIONS)[number];

/** Where the counter badge of a grouped notice sits on it. */
export const BADGE_POSITIONS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type BadgePosition = (typeof BADGE_POSITIONS)[number];

export const NOTIFICATION_TYPES = ['success', 'error', 'info', 'warning'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const DEFAULT_TIMEOUT = 5000;
export const DEFAULT_POSITION: NotificationPosition = 'top-right';
export const DEFAULT_BADGE_POSITION: BadgePosition = 'top-right';
export const DEFAULT_TYPE: NotificationType = 'info';

export type NotifyInput = {
  content: string;
  type?: NotificationType;
  position?: NotificationPosition;
  /** Milliseconds before auto-dismiss; 0 keeps the notice until it is dismissed. */
  timeout?: number;
  badgePosition?: BadgePosition;
};
export type NotifyOptions = Omit<NotifyInput, 'content' | 'type'>;

export type Notification = {
  id: number;
  content: string;
  type: NotificationType;
  position: NotificationPosition;
  timeout: number;
  badgePosition: BadgePosition;
  /** How many times this content was raised while shown (the badge shows it when above 1). */
  count: number;
  /** Duration of the progress animation: timeout + 1000 ms. */
  progressDuration: number;
  /** When it was (re)shown: changes when a repeat restarts the timer, so a renderer can restart its animation. */
  shownAt: number;
};

/** docs/product-rules.md#notifications: the progress animation lasts the timeout plus 1000 ms. */
export function progressDuration(timeout: number): number {
  return timeout + 1000;
}

const notificationsAtom = atom<readonly Notification[]>([]);
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

function includes<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** docs/product-rules.md#notifications: misuse is logged only; a bad option falls back to its default. */
function validate(input: unknown): Omit<Notification, 'id' | 'count' | 'shownAt'> | null {
  const given = (input && typeof input === 'object' ? input : {}) as Partial<Record<keyof NotifyInput, unknown>>;
  const { content, type, position, timeout, badgePosition } = given;
  if ((typeof content !== 'string' && typeof content !== 'number') || content === '') {
    console.error('[notify] parameter required: content');
    return null;
  }
  let ok = {
    type: DEFAULT_TYPE,
    position: DEFAULT_POSITION,
    timeout: DEFAULT_TIMEOUT,
    badgePosition: DEFAULT_BADGE_POSITION,
  };
  if (type !== undefined) {
    if (includes(NOTIFICATION_TYPES, type)) ok = { ...ok, type };
    else console.error(`[notify] wrong type: ${String(type)} (one of ${NOTIFICATION_TYPES.join(', ')})`);
  }
  if (position !== undefined) {
    if (includes(POSITIONS, position)) ok = { ...ok, position };
    else console.error(`[notify] wrong position: ${String(position)} (one of ${POSITIONS.join(', ')})`);
  }
  if (timeout !== undefined) {
    if (typeof timeout === 'number' && Number.isFinite(timeout) && timeout >= 0) ok = { ...ok, timeout };
    else console.error(`[notify] wrong timeout: ${String(timeout)} (a non-negative number of milliseconds)`);
  }
  if (badgePosition !== undefined) {
    if (includes(BADGE_POSITIONS, badgePosition)) ok = { ...ok, badgePosition };
    else console.error(`[notify] wrong badgePosition: ${String(badgePosition)} (one of ${BADGE_POSITIONS.join(', ')})`);
  }
  return { content: String(content), ...ok, progressDuration: progressDuration(ok.timeout) };
}

function schedule(id: number, timeout: number): void {
  const previous = timers.get(id);
  if (previous !== undefined) clearTimeout(previous);
  timers.delete(id);
  if (timeout > 0)
    timers.set(
      id,
      setTimeout(() => dismissNotification(id), timeout),
    );
}

/**
 * Shows a notice and returns its id (null when the input is unusable). The same content while it is shown is
 * grouped: its counter goes up, its options are replaced by the new ones and its timer restarts.
 */
function show(input: NotifyInput): number | null {
  const valid = validate(input);
  if (!valid) return null;
  const store = getAppStore();
  const list = store.get(notificationsAtom);
  const now = Date.now();
  const same = list.find((n) => n.content === valid.content);
  if (same) {
    const grouped: Notification = { ...same, ...valid, count: same.count + 1, shownAt: now };
    store.set(
      notificationsAtom,
      list.map((n) => (n.id === same.id ? grouped : n)),
    );
    schedule(same.id, grouped.timeout);
    return same.id;
  }
  const id = nextId++;
  store.set(notificationsAtom, [...list, { id, ...valid, count: 1, shownAt: now }]);
  schedule(id, valid.timeout);
  return id;
}

const shortcut =
  (type: NotificationType) =>
  (content: string, options: NotifyOptions = {}): number | null =>
    show({ ...options, content, type });

export const notify = Object.assign(show, {
  success: shortcut('success'),
  error: shortcut('error'),
  info: shortcut('info'),
  warning: shortcut('warning'),
});

export function dismissNotification(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  const store = getAppStore();
  const list = store.get(notificationsAtom);
  if (list.some((n) => n.id === id))
    store.set(
      notificationsAtom,
      list.filter((n) => n.id !== id),
    );
}

/** Removes every notice (logout clears the stores). */
export function clearNotifications(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  getAppStore().set(notificationsAtom, []);
}

/** The shown notices, oldest first, for code outside React. */
export function getNotifications(): readonly Notification[] {
  return getAppStore().get(notificationsAtom);
}

/** The shown notices, oldest first, for the shell's renderer. */
export function useNotifications(): readonly Notification[] {
  return useAtomValue(notificationsAtom, { store: getAppStore() });
}
