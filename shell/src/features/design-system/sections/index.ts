import { areaErrorSection } from './area-error';
import { avatarSection } from './avatar';
import { badgeSection } from './badge';
import { cardSection } from './card';
import { chipSection } from './chip';
import { emptyStateSection } from './empty-state';
import { paginationSection } from './pagination';
import { comboboxSection } from './combobox';
import { dialogSection } from './dialog';
import { drawerSection } from './drawer';
import { menuSection } from './menu';
import { multiComboboxSection } from './multi-combobox';
import type { CatalogueSection } from './section';
import { skeletonSection } from './skeleton';
import { spinnerSection } from './spinner';
import { tabsSection } from './tabs';
import { toastSection } from './toast';
import { buttonSection } from './button';
import { checkboxSection } from './checkbox';
import { dateInputSection } from './date-input';
import { fileDropZoneSection } from './file-drop-zone';
import { formFieldSection } from './form-field';
import { linkButtonSection } from './link-button';
import { radioGroupSection } from './radio-group';
import { richTextEditorSection } from './rich-text-editor';
import { selectSection } from './select';
import { stepperSection } from './stepper';
import { switchSection } from './switch';
import { textAreaSection } from './text-area';
import { textFieldSection } from './text-field';

/**
 * Every section of the design system's catalogue, one per component (docs/design-system.md#the-catalogue), in
 * the order of the page. A new component of shared-kit/ui adds its section file here.
 */
export const SECTIONS: CatalogueSection[] = [
  buttonSection,
  linkButtonSection,
  formFieldSection,
  textFieldSection,
  textAreaSection,
  richTextEditorSection,
  selectSection,
  checkboxSection,
  radioGroupSection,
  switchSection,
  dateInputSection,
  fileDropZoneSection,
  stepperSection,
  badgeSection,
  chipSection,
  cardSection,
  avatarSection,
  emptyStateSection,
  paginationSection,
  tabsSection,
  toastSection,
  areaErrorSection,
  skeletonSection,
  spinnerSection,
  dialogSection,
  drawerSection,
  menuSection,
  comboboxSection,
  multiComboboxSection,
];
