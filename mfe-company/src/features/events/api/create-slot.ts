import type { CompanySlot, CompanySlotResponse, SlotInput } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `POST /api/companies/events/{eventId}/slots`: `starts_at` as a wall time (`2026-12-01T10:00`) that the api reads
 * in the event's zone. A 422 names the field; the form shows it there.
 */
export async function createSlot(eventId: number, input: SlotInput): Promise<CompanySlot> {
  const response = await http.post<CompanySlotResponse>(`/api/companies/events/${eventId}/slots`, input, {
    notifyErrors: false,
  });
  return response.data.slot;
}
