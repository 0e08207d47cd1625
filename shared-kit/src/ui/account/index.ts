// The parts of the account screens (candidate, company, admin): long forms, files, dates, steps and tabs. A shared
// module of its own, so the public pages, which never show them, never download them
// (docs/design-system.md#two-entry-points).
export { DateInput, type DateInputProps } from './date-input';
export { FileDropZone, type FileDropZoneProps, type FileUpload } from './file-drop-zone';
export { ImageDropZone, type ImageDropZoneProps } from './image-drop-zone';
export { RadioGroup, type RadioGroupProps } from './radio-group';
export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
export { richTextLengthOf } from './rich-text';
export { Spinner, type SpinnerProps } from './spinner';
export { Stepper, type StepperProps } from './stepper';
export { Switch, type SwitchProps } from './switch';
export { TextArea, type TextAreaProps } from './text-area';
export { Tabs, type TabsProps } from './tabs';
// The sign-in email and password forms of the candidate's and the company's settings, on their area's base.
export {
  AccountEmailForm,
  type AccountEmailFormProps,
  AccountPasswordForm,
  type AccountPasswordFormProps,
} from './account-forms';
export type { AccountSettingsBase } from './update-account';
// One country's cities, for the location pickers of both areas.
export { useCities } from './use-cities';
// The links of a page's sections drawn as tabs (the employer's pipeline).
export { type TabLink, TabLinks, type TabLinksProps } from '../tab-links';
// The footer of a dialog that holds a form: cancel, then the button that submits it.
export { DialogActions, type DialogActionsProps } from '../dialog-actions';
