import {
  type ReactNode,
  type MouseEvent as ReactMouseEvent,
  type SyntheticEvent,
  useLayoutEffect,
  useId,
  useRef,
} from 'react';
import { useTranslate } from 'shared-kit/i18n';
import type { KitMessageId } from '../locales';

export type DialogProps = {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop: the caller sets `open` to false. */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** A sentence under the title, read with the name (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** The actions row (buttons), kept in view under a scrolling body. */
  footer?: ReactNode;
  className?: string;
};

type ModalProps = DialogProps & { block: string; modifier?: string };

/**
 * The modal under Dialog and Drawer (docs/design-system.md#dialog-and-drawer). The native `<dialog>` opened with
 * showModal() gives what the WAI-ARIA dialog pattern asks for without script: the rest of the page is inert (focus
 * is trapped), Escape cancels, the top layer puts it above everything. We add the name and description, the close
 * button, and focus back on the opener; the page's scroll is locked in CSS (`html:has(.sk-modal[open])`).
 */
export function Modal({ open, onClose, title, description, children, footer, className, block, modifier }: ModalProps) {
  const t = useTranslate<KitMessageId>();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;

  // A layout effect: when the screen under an open dialog goes away, the dialog is closed before React removes it
  // from the page, so whoever follows the `open` attribute (the shell's notices, docs/design-system.md#toast) sees it
  // close; a passive effect's clean-up runs after the removal, on a node the page no longer holds.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      // Browsers differ on where focus goes when a dialog closes; the pattern wants it back on the opener.
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  // Escape: the browser would close the dialog itself; the caller's state decides instead.
  const cancel = (event: SyntheticEvent) => {
    event.preventDefault();
    latestOnClose.current();
  };
  // Closed some other way (a form with method="dialog", a second Escape the browser will not let us cancel).
  const closed = () => {
    if (open) latestOnClose.current();
  };
  // The panel fills the <dialog>, so a click whose target is the <dialog> itself landed on the backdrop.
  const backdrop = (event: ReactMouseEvent) => {
    if (event.target === event.currentTarget) latestOnClose.current();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse shortcut; Escape is the keyboard's
    <dialog
      ref={ref}
      className={['sk-modal', block, modifier && `${block}--${modifier}`, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={cancel}
      onClose={closed}
      onClick={backdrop}
    >
      {open && (
        <div className={`${block}__panel`}>
          <header className={`${block}__header`}>
            <h2 id={titleId} className={`${block}__title`}>
              {title}
            </h2>
            <button type="button" className={`${block}__close`} aria-label={t('kit.ui.dialog.close')} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </header>
          {description && (
            <p id={descriptionId} className={`${block}__description`}>
              {description}
            </p>
          )}
          {children && <div className={`${block}__body`}>{children}</div>}
          {footer && <footer className={`${block}__footer`}>{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}

/**
 * A modal dialog for a short task or a confirmation (docs/design-system.md#dialog-and-drawer), centred on the page.
 */
export function Dialog(props: DialogProps) {
  return <Modal {...props} block="sk-dialog" />;
}
