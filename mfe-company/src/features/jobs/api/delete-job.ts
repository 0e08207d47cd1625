import { http } from 'shared-kit/http';

/** `DELETE /api/companies/jobs/{id}`: refused (422 on `id`) once the job has applicants; close it instead. */
export async function deleteJob(id: number): Promise<string> {
  const response = await http.delete<{ message: string }>(`/api/companies/jobs/${id}`, { notifyErrors: false });
  return response.data.message;
}
