import type { PhoneFieldsResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `POST /api/candidates/phone-fields` with the E.164 number read from a CV (docs/contracts.md#cv-extraction). */
export function acceptPhoneProposal(e164: string) {
  return http
    .post<PhoneFieldsResponse>('/api/candidates/phone-fields', { phoneNumber: e164 }, { notifyErrors: false })
    .then((response) => response.data);
}
