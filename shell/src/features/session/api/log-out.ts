import { http } from 'shared-kit/http';

/** `POST /api/auth/logout`: revokes the session's token on the server. Silent: the caller tells the user. */
export async function logOut(): Promise<void> {
  await http.post('/api/auth/logout', undefined, { silent: true });
}
