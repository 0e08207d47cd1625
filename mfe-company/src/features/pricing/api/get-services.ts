import { useGet } from 'shared-kit/http';
import type { ServicesResponse } from '../../../billing/types';

/** `GET /api/services` (public): the catalogue with its net prices and the default VAT rate. */
export function usePublicServices() {
  return useGet<ServicesResponse>('/api/services');
}
