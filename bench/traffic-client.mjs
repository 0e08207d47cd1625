// Signing the traffic bench's people in (traffic.mjs, traffic-cpu.mjs): as a browser does, through the api.
import http from 'node:http';
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
 * Keep-alive connections for the mix, as a browser keeps them; as many as the bench's widest phase uses at once.
 * node:http rather than fetch: the client runs on the cores it measures, and fetch (undici) cost it about twice the
 * CPU per request, with the answer's decompression on top (docs/search.md#the-benchs-client).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });

/**
 * Sends one request of the mix as a browser would (compressed answers, the bearer token of a signed-in user, the
 * XSRF cookie, and its header on a write) and reads its whole body as it comes over the wire (compressed: a browser's decompression
 * is the browser's work, not the server's). Answers the status, `ok` and the body's length.
 */
export function sendMixRequest(base, request, xsrf) {
  // The XSRF cookie goes with every request, as a browser sends the cookie it was given; until session 23 only writes
  // carried it, so the api made and set a new cookie on every read (docs/search.md#the-benchs-client).
  const headers = { 'accept-encoding': 'gzip, br', cookie: `XSRF-TOKEN=${xsrf}` };
  if (request.auth) headers.authorization = `Bearer ${request.auth}`;
  const body = request.body && JSON.stringify(request.body);
  if (body) Object.assign(headers, { 'content-type': 'application/json', 'x-xsrf-token': xsrf });
  return new Promise((resolve, reject) => {
    const sent = http.request(base + request.url, { method: request.method ?? 'GET', headers, agent }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('error', reject);
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        resolve({ status, ok: status >= 200 && status < 300, bytes });
      });
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** A job list's 404 (a place or language with no such jobs) is a real answer; any other error status is a failure. */
export const isFailure = (request, response) => !response.ok && !(response.status === 404 && request.listKind);
