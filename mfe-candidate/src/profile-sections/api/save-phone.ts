import type { PhoneFieldsRequest, PhoneFieldsResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `POST /api/candidates/phone-fields {phoneNumber, countryCode}` (docs/contracts.md#profile-and-settings): the api
 * parses the number itself and answers the Phone entity (null once an empty number removed it) and the tasks.
 */
export async function savePhone(input: Pick<PhoneFieldsRequest, 'phoneNumber' | 'countryCode'>) {
  const response = await http.post<PhoneFieldsResponse>('/api/candidates/phone-fields', input, {
    notifyErrors: false,
  });
  return response.data;
}
