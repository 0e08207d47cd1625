import type { ReactNode } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import type { KitMessageId } from '../locales';

export type ToastProps = {
  /** Errors and warnings are alerts (announced at once); success and info are polite statuses. */
  tone: 'success' | 'error' | 'info' | 'warning';
  onDismiss: () => void;
  /** How many times the same message was raised while shown: a badge shows it above 1. */
  count?: number;
  /** The corner of the toast the count badge sits in. */
  badgePosition?: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
  /** Milliseconds over which a progress bar empties (the time left before it goes); none when absent or 0. */
  progressDuration?: number;
  children: ReactNode;
  className?: string;
};

/**
 * A short message that comes and goes (docs/design-system.md#toast): the shell shows shared-kit/notify's notices with
 * it. A toast does not take focus; its dismiss button is in the tab order where the toast sits.
 */
export function Toast({
  tone,
  onDismiss,
  count = 1,
  badgePosition = 'top-right',
  progressDuration = 0,
  children,
  className,
}: ToastProps) {
  const t = useTranslate<KitMessageId>();
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div
      className={['sk-toast', `sk-toast--${tone}`, className].filter(Boolean).join(' ')}
      role={urgent ? 'alert' : 'status'}
    >
      {count > 1 && (
        <span className={`sk-toast__count sk-toast__count--${badgePosition}`}>
          {count}
          <span className="sk-visually-hidden"> {t('kit.ui.toast.times', { count })}</span>
        </span>
      )}
      <div className="sk-toast__content">{children}</div>
      <button type="button" className="sk-toast__dismiss" onClick={onDismiss} aria-label={t('kit.ui.toast.dismiss')}>
        <span aria-hidden="true">×</span>
      </button>
      {progressDuration > 0 && (
        // Restarted (by key) when a grouped duplicate arrives: the dismiss timer restarts with it.
        <span
          key={count}
          className="sk-toast__progress"
          style={{ animationDuration: `${progressDuration}ms` }}
          aria-hidden="true"
        />
      )}
    </div>
  );
}
