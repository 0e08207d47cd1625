import { http } from 'shared-kit/http';

/** `GET /api/ping`: rejects when the server cannot be reached (not counted by the loading bar). */
export async function pingServer(): Promise<void> {
  await http.get('/api/ping');
}
