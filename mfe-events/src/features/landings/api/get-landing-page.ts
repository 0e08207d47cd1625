import type { LandingPageName, PublicPageResponse } from 'shared-kit/contracts';
import { useGet } from 'shared-kit/http';

/** `GET /api/pages/landing:{name}`: the published landing page with its jobs and image addresses (404 if none). */
export function useLandingPage(name: LandingPageName) {
  return useGet<PublicPageResponse>(`/api/pages/landing:${name}`);
}
