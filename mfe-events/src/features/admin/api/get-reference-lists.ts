import type { LanguageListResponse } from 'shared-kit/contracts';
import { useGet } from 'shared-kit/http';

/** `GET /api/languages`: the board's languages with their ids, for an event's languages. */
export function useLanguages() {
  return useGet<LanguageListResponse>('/api/languages');
}
