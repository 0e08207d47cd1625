import { Button, Dialog } from 'shared-kit/ui';

type ConfirmDeleteProps<T> = {
  /** What is to be deleted; null: the dialog is closed. */
  item: T | null;
  title: string;
  /** The sentence that names what goes. */
  text: (item: T) => string;
  cancel: string;
  confirm: string;
  onClose: () => void;
  onConfirm: (item: T) => void;
};

/**
 * The question before a candidate deletes one of their things (a CV, a job alert): what goes, named, and two buttons,
 * Cancel first and the red one last (docs/design-system.md#dialog-and-drawer).
 */
export function ConfirmDelete<T>({ item, title, text, cancel, confirm, onClose, onConfirm }: ConfirmDeleteProps<T>) {
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      title={title}
      description={item !== null ? text(item) : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancel}
          </Button>
          <Button variant="danger" onClick={() => item !== null && onConfirm(item)}>
            {confirm}
          </Button>
        </>
      }
    />
  );
}
