// Signing the traffic bench's people in (traffic.mjs, traffic-cpu.mjs): as a browser does, through the api.
import { candidateEmail, PASSWORD, recruiterEmail } from './traffic-data.mjs';

/** Signs `emails` in one after another (concurrent logins from one address would look like guessing). */
export async function signIn(base, emails) {
  const ping = await fetch(`${base}/api/ping`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(ping.headers.get('set-cookie') ?? '')?.[1];
  const tokens = [];
  for (const email of emails) {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const body = await response.json();
    if (!response.ok || !body.token) throw new Error(`login ${email}: ${response.status} ${JSON.stringify(body)}`);
    tokens.push(body.token);
  }
  return { tokens, xsrf };
}

/** `users` candidates and a fifth as many recruiters, the same ones every run (`pool`: the bench database). */
export async function signInAll(base, pool, users) {
  const people = async (like, n) =>
    (await pool.query(`SELECT email FROM users WHERE email LIKE $1 ORDER BY md5(email) LIMIT $2`, [like, n])).rows.map(
      (row) => row.email,
    );
  const candidates = await signIn(base, await people(candidateEmail('%'), users));
  const recruiters = await signIn(base, await people(recruiterEmail('%'), Math.max(1, Math.round(users / 5))));
  return { candidates: candidates.tokens, recruiters: recruiters.tokens, xsrf: candidates.xsrf };
}

/**
 * Sends one request of the mix as a browser would (compressed answers, the bearer token of a signed-in user, the
 * XSRF pair on a write) and reads its whole body; answers the response.
 */
export async function sendMixRequest(base, request, xsrf) {
  const headers = { 'accept-encoding': 'gzip, br' };
  if (request.auth) headers.authorization = `Bearer ${request.auth}`;
  if (request.body)
    Object.assign(headers, { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` });
  const response = await fetch(base + request.url, {
    method: request.method,
    headers,
    body: request.body && JSON.stringify(request.body),
  });
  await response.arrayBuffer();
  return response;
}

/** A job list's 404 (a place or language with no such jobs) is a real answer; any other error status is a failure. */
export const isFailure = (request, response) => !response.ok && !(response.status === 404 && request.listKind);
