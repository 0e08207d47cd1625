import type { ProfileSectionProps } from '../../profile-state';

/** Being built in parallel (issue 11): this placeholder only fixes the name and props the pages import. */
export function PhotoSection(_props: ProfileSectionProps) {
  return null;
}
