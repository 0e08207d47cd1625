import { useCallback } from 'react';
import type { SectorList } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';

/**
 * `GET /api/sectors` (docs/contracts.md#sectors): every sector with its slug (named from the catalogue) and English
 * name. The section says itself when the list cannot load, so no error notice is shown too.
 */
export function useSectors() {
  const load = useCallback(
    () => http.get<SectorList>('/api/sectors', { notifyErrors: false }).then((response) => response.data),
    [],
  );
  return useRequest(load);
}
