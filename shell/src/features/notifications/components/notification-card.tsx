import { useTranslate } from 'shared-kit/i18n';
import type { Notification } from 'shared-kit/notify';
import type { ShellMessageId } from '../../../locales';

interface Props {
  notification: Notification;
  onDismiss: () => void;
}

export function NotificationCard({ notification, onDismiss }: Props) {
  const t = useTranslate<ShellMessageId>();
  const { content, type, count, timeout, badgePosition, progressDuration, shownAt } = notification;
  const urgent = type === 'error' || type === 'warning';
  return (
    <div className={`notice notice--${type}`} role={urgent ? 'alert' : 'status'}>
      {count > 1 && (
        <span className={`notice__badge notice__badge--${badgePosition}`}>
          {count}
          <span className="visually-hidden"> {t('shell.notifications.times', { count })}</span>
        </span>
      )}
      <p className="notice__content">{content}</p>
      <button type="button" className="notice__close" onClick={onDismiss} aria-label={t('shell.notifications.dismiss')}>
        ×
      </button>
      {timeout > 0 && (
        // Restarted (by key) when a grouped duplicate arrives, like the dismiss timer.
        <span
          key={shownAt}
          className="notice__progress"
          style={{ animationDuration: `${progressDuration}ms` }}
          aria-hidden="true"
        />
      )}
    </div>
  );
}
