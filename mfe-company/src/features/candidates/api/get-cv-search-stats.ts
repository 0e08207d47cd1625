import { useGet } from 'shared-kit/http';
import type { CvSearchStats } from './types';

/** `GET /api/cv-search-stats` (public): candidates in CV search, by language and by country (top 12 of each). */
export function useCvSearchStats() {
  return useGet<CvSearchStats>('/api/cv-search-stats');
}
