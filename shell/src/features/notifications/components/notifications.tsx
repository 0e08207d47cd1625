import { useTranslate } from 'shared-kit/i18n';
import { dismissNotification, POSITIONS, useNotifications } from 'shared-kit/notify';
import type { ShellMessageId } from '../../../locales';
import { NotificationCard } from './notification-card';

/** Renders the notices raised anywhere on the page, one stack per position (docs/product-rules.md#notifications). */
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
            className={`notices notices--${position}`}
            aria-label={t('shell.notifications.label')}
          >
            {here.map((notification) => (
              <NotificationCard
                key={notification.id}
                notification={notification}
                onDismiss={() => dismissNotification(notification.id)}
              />
            ))}
          </section>
        );
      })}
    </>
  );
}
