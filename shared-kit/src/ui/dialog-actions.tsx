import { Button, type ButtonVariant } from './button';

export type DialogActionsProps = {
  /** The id of the form in the dialog's body: the confirm button submits it (`type="submit" form={id}`). */
  form: string;
  /** The cancel button's words ("Cancel", "Keep my account"). */
  cancel: string;
  /** The confirm button's words. */
  confirm: string;
  onCancel: () => void;
  /** The form is being sent: the confirm button shows it is busy. */
  pending?: boolean;
  /** `danger` for a step that cannot be undone (deleting, withdrawing). */
  confirmVariant?: ButtonVariant;
  cancelVariant?: ButtonVariant;
};

/**
 * The footer of a dialog that holds a form (docs/design-system.md#dialog-and-drawer): cancel, then the button that
 * submits the form in the dialog's body. One piece, so every such dialog puts its buttons in the same order with the
 * same states.
 */
export function DialogActions({
  form,
  cancel,
  confirm,
  onCancel,
  pending,
  confirmVariant = 'primary',
  cancelVariant = 'ghost',
}: DialogActionsProps) {
  return (
    <>
      <Button variant={cancelVariant} onClick={onCancel}>
        {cancel}
      </Button>
      <Button variant={confirmVariant} type="submit" form={form} loading={pending}>
        {confirm}
      </Button>
    </>
  );
}
