import { http } from 'shared-kit/http';
import type { RejectionMessage, Stage } from './types';

export type BulkAction =
  | { ids: number[]; action: 'move'; stage: Stage }
  | { ids: number[]; action: 'reject'; message?: RejectionMessage };

/** `POST /api/companies/applicants/bulk`: moves or rejects up to 100 applicants at once (all or none). */
export async function bulkUpdateApplicants(body: BulkAction): Promise<number> {
  const response = await http.post<{ updated: number }>('/api/companies/applicants/bulk', body);
  return response.data.updated;
}
