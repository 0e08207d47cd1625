import type { LoginResponse, OidcCallbackRequest } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `POST /api/auth/oidc/callback` (docs/auth.md): the api checks the state, exchanges the code and answers like login.
 * `iss` is sent only when the provider named itself (RFC 9207).
 */
export async function completeSocialLogin({ code, state, iss }: OidcCallbackRequest): Promise<LoginResponse> {
  const response = await http.post<LoginResponse>(
    '/api/auth/oidc/callback',
    iss ? { code, state, iss } : { code, state },
    {
      silent: false,
    },
  );
  return response.data;
}
