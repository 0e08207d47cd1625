import type { AdminJob, JobModerationInput } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `POST /api/admin/jobs/{id}/moderation`: closes the job with a category and a reason, or reopens it; answers the job
 * as it now is. The form shows a 422 on its fields and other failures itself, so no second notice.
 */
export async function moderateAdminJob(id: number, input: JobModerationInput): Promise<AdminJob> {
  const response = await http.post<{ job: AdminJob }>(`/api/admin/jobs/${id}/moderation`, input, {
    notifyErrors: false,
  });
  return response.data.job;
}
