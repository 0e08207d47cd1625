import type { FormEvent, ReactNode, Ref } from 'react';
import { Dialog } from 'shared-kit/ui';
import { DialogActions } from 'shared-kit/ui/account';

type DangerFormDialogProps = {
  /** The form's id: the confirm button, in the dialog's footer, submits it from outside it. */
  formId: string;
  formRef: Ref<HTMLFormElement>;
  title: string;
  /** What the confirm does and cannot undo, said under the title. */
  description: string;
  cancel: string;
  confirm: string;
  /** While the request runs: the confirm button shows it is busy. */
  pending: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's refusals and fields. */
  children: ReactNode;
};

/**
 * An open dialog around a form whose submit cannot be undone (withdrawing an application, deleting the account):
 * Cancel first and the red confirm last (docs/design-system.md#dialog-and-drawer), the confirm submitting the form.
 */
export function DangerFormDialog({
  formId,
  formRef,
  title,
  description,
  cancel,
  confirm,
  pending,
  onClose,
  onSubmit,
  children,
}: DangerFormDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={description}
      footer={
        <DialogActions
          form={formId}
          cancel={cancel}
          confirm={confirm}
          onCancel={onClose}
          pending={pending}
          confirmVariant="danger"
        />
      }
    >
      <form id={formId} ref={formRef} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Dialog>
  );
}
