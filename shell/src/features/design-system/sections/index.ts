import { areaErrorSection } from './area-error';
import { avatarSection } from './avatar';
import { badgeSection } from './badge';
import { cardSection } from './card';
import { chipSection } from './chip';
import { emptyStateSection } from './empty-state';
import { paginationSection } from './pagination';
import type { CatalogueSection } from './section';
import { skeletonSection } from './skeleton';
import { spinnerSection } from './spinner';
import { tabsSection } from './tabs';
import { toastSection } from './toast';

/**
 * Every section of the design system's catalogue, one per component (docs/design-system.md#the-catalogue), in
 * the order of the page. A new component of shared-kit/ui adds its section file here.
 */
export const SECTIONS: CatalogueSection[] = [
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
];
