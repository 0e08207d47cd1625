import { http } from 'shared-kit/http';

/** `PATCH /api/candidates/mycv/{id}/review`: answers SPEC's "Your CV has been sent! ..." in the caller's language. */
export function reviewCv(id: number): Promise<{ message: string }> {
  return http
    .patch<{ message: string }>(`/api/candidates/mycv/${id}/review`, undefined, { notifyErrors: false })
    .then((response) => response.data);
}
