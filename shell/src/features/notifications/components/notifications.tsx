import { useTranslate } from 'shared-kit/i18n';
import { dismissNotification, POSITIONS, useNotifications } from 'shared-kit/notify';
import { Toast } from 'shared-kit/ui';
import type { ShellMessageId } from '../../../locales';

/**
 * Renders the notices raised anywhere on the page as toasts, one stack per position (docs/product-rules.md#notifications,
 * docs/design-system.md#toast).
 */
export function Notifications() {
  const t = useTranslate<ShellMessageId>();
  const notifications = useNotifications();
  return (
    <>
      {POSITIONS.map((position) => {
        const here = notifications.filter((n) => n.position === position);
        if (here.length === 0) return null;
        return (
          <section
            key={position}
            className={`sk-toast-region sk-toast-region--${position}`}
            aria-label={t('shell.notifications.label')}
          >
            {here.map((notification) => (
              <Toast
                key={notification.id}
                tone={notification.type}
                count={notification.count}
                badgePosition={notification.badgePosition}
                progressDuration={notification.timeout > 0 ? notification.progressDuration : 0}
                onDismiss={() => dismissNotification(notification.id)}
              >
                {notification.content}
              </Toast>
            ))}
          </section>
        );
      })}
    </>
  );
}
