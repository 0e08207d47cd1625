import type { FormFieldProps } from './form-field';

/** The props a labelled control hands on to its FormField as they are. */
type FieldPart = Pick<FormFieldProps, 'label' | 'hint' | 'error' | 'optional' | 'id' | 'className'>;

/**
 * Splits a labelled control's props into its FormField's (label, hint, error, optional, id, className) and the
 * control's own, so the list of what belongs to the field is written once, here, and not in every control.
 */
export function splitFieldProps<P extends FieldPart>({ label, hint, error, optional, id, className, ...control }: P) {
  return [{ label, hint, error, optional, id, className }, control] as const;
}
