export { AreaError, type AreaErrorProps } from './area-error';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { Checkbox, type CheckboxProps } from './checkbox';
export { type FieldControlProps, type FieldProps, FormField, type FormFieldProps } from './form-field';
export { LinkButton, type LinkButtonProps } from './link-button';
export { Select, type SelectProps } from './select';
export { TextField, type TextFieldProps } from './text-field';
export { NotFound, type NotFoundProps } from './not-found';
export { type ApiSeo, applyHead, type ClientHead, useApiHead } from './page-head';
export {
  captureServerMarkup,
  hasServerMarkup,
  releaseServerMarkup,
  ServedWhileLoading,
  ServerMarkup,
  useReleaseServerMarkup,
} from './server-markup';
export { PageTitle, type PageTitleProps, SITE_NAME } from './page-title';
export { Skeleton, type SkeletonProps } from './skeleton';
export { PageSkeleton } from './skeleton';
export { LanguageSwitcher, type LanguageSwitcherProps, LOCALE_FORM_ACTION } from './language-switcher';
export { Avatar, type AvatarProps } from './avatar';
export { Badge, type BadgeProps } from './badge';
export { Card, type CardProps, CardSection, type CardSectionProps } from './card';
export { Chip, type ChipProps } from './chip';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { Illustration, type IllustrationName, type IllustrationProps } from './illustration';
export { JobTitle, type JobTitleProps } from './job-title';
export { Pagination, type PaginationProps } from './pagination';
export { Toast, type ToastProps } from './toast';
export { Combobox, type ComboboxProps } from './combobox';
export type { ComboboxOption } from './combobox-core';
export { Dialog, type DialogProps } from './dialog';
export { Drawer, type DrawerProps } from './drawer';
export { MultiCombobox, type MultiComboboxProps } from './multi-combobox';
export {
  forgetRemoteSlots,
  type RemoteModule,
  type RemoteModuleLoader,
  RemoteSlot,
  type RemoteSlotProps,
  registerRemoteLoader,
} from './remote-slot';
// The form toolkit (useForm, checkValue, ErrorSummary, NewPasswordFields) is `shared-kit/ui/form`, TabLinks is in
// `shared-kit/ui/account`: not on every page's first render (docs/design-system.md#two-entry-points).
export { SaveToggle, type SaveToggleProps, saveFavorite } from './save-toggle';
export { buttonClass } from './button';
export { HiddenFields } from './hidden-fields';
