// The form toolkit: one form's state and rules, the error summary above it, the new-password pair. A shared module of
// its own, apart from `shared-kit/ui`, which every page loads whole at its first render: only the screens with a form
// download it (docs/design-system.md#two-entry-points, docs/delivery.md#the-guard).
export { type Form, type FormError, type FormRules, useForm, type UseFormOptions } from './use-form';
export { checkValue, type FieldRule } from './rules';
export { ErrorSummary, type ErrorSummaryProps } from './error-summary';
export { NewPasswordFields, type NewPasswordFieldsProps, newPasswordRules } from '../new-password-fields';
