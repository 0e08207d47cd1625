import type { AuthProvidersResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

export type AuthProvider = AuthProvidersResponse['providers'][number];

/**
 * `GET /api/auth/providers`: the social logins the server has configured. An extra on the login and register pages,
 * so a failure raises no notice (the caller shows no buttons).
 */
export async function getAuthProviders(): Promise<AuthProvider[]> {
  const { data } = await http.get<AuthProvidersResponse>('/api/auth/providers', { silent: true });
  return Array.isArray(data?.providers) ? data.providers : [];
}
