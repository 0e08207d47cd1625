import { comboboxSection } from './combobox';
import { dialogSection } from './dialog';
import { drawerSection } from './drawer';
import { menuSection } from './menu';
import { multiComboboxSection } from './multi-combobox';
import type { CatalogueSection } from './section';

/**
 * Every section of the design system's catalogue, one per component (docs/design-system.md#the-catalogue), in
 * the order of the page. A new component of shared-kit/ui adds its section file here.
 */
export const SECTIONS: CatalogueSection[] = [
  dialogSection,
  drawerSection,
  menuSection,
  comboboxSection,
  multiComboboxSection,
];
