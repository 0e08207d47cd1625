import type { LandingPageName } from 'shared-kit/contracts';
import { NotFound } from 'shared-kit/ui';

/**
 * PLACEHOLDER (engineer "ui-landings" replaces it, keeping the file and export): one landing page of SPEC section 2,
 * the published page `landing:{name}` built in the page builder.
 */
export function LandingPage(_props: { name: LandingPageName }) {
  return <NotFound />;
}
