import type { GoPlacesResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `GET /api/candidates/go-places`: the go-places event, its cities, city events and sponsors. */
export async function getGoPlaces(): Promise<GoPlacesResponse> {
  const response = await http.get<GoPlacesResponse>('/api/candidates/go-places');
  return response.data;
}
