import type { JobDetailResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';
import type { ApplyExtra } from '../apply-types';

/**
 * The job's `extra` afresh (`GET /api/job?id=`, docs/contracts.md#job): after a task is done inside the flow the
 * server says again which tasks and mandatory languages are still missing (the rule lives once, in the api).
 */
export async function getJobExtra(id: number): Promise<ApplyExtra | null> {
  const response = await http.get<JobDetailResponse>('/api/job', { params: { id } });
  return (response.data.job?.extra as ApplyExtra | null | undefined) ?? null;
}
