import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'shared-kit/i18n';
import { dismissNotification, POSITIONS, useNotifications } from 'shared-kit/notify';
import { Toast } from 'shared-kit/ui';
import type { ShellMessageId } from '../../../locales';

/** The open modal (a Dialog or Drawer, `dialog.sk-modal[open]`) on top, or null. */
function topModal(): HTMLElement | null {
  const open = document.querySelectorAll<HTMLElement>('dialog.sk-modal[open]');
  return open[open.length - 1] ?? null;
}

/**
 * The open modal on top, followed as modals open and close. A modal dialog sits in the browser's top layer and
 * makes the rest of the page inert: a notice outside it would be drawn under it, unseen, unannounced and out of
 * reach (docs/design-system.md#toast).
 */
function useTopModal(): HTMLElement | null {
  const [modal, setModal] = useState<HTMLElement | null>(null);
  useEffect(() => {
    // Only the `open` attribute (showModal and close set it), not every change of the page: cheap on busy screens.
    const follow = () => setModal(topModal());
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, []);
  // A modal removed from the page while open (its screen left) is no place for notices.
  return modal?.isConnected ? modal : null;
}

/**
 * Renders the notices raised anywhere on the page as toasts, one stack per position (docs/product-rules.md#notifications,
 * docs/design-system.md#toast); while a Dialog or Drawer is open, inside it.
 */
export function Notifications() {
  const t = useTranslate<ShellMessageId>();
  const notifications = useNotifications();
  const modal = useTopModal();
  const regions = POSITIONS.map((position) => {
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
  });
  return modal ? createPortal(regions, modal) : regions;
}
