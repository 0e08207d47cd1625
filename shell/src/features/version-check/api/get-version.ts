import { http } from 'shared-kit/http';

/** `GET /api/version-check`: the version of the deployed front end (not counted by the loading bar). */
export async function getVersion(): Promise<string> {
  const { data } = await http.get<{ version: string }>('/api/version-check');
  return data.version;
}
