// Signing the traffic bench's people in (traffic.mjs, traffic-cpu.mjs): as a browser does, through the api.
import net from 'node:net';
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

/**
 * `users` candidates and a fifth as many recruiters, the same ones every run (`pool`: the bench database); the
 * candidates' addresses in the order of their tokens.
 */
export async function signInAll(base, pool, users) {
  const people = async (like, n) =>
    (await pool.query(`SELECT email FROM users WHERE email LIKE $1 ORDER BY md5(email) LIMIT $2`, [like, n])).rows.map(
      (row) => row.email,
    );
  const candidateEmails = await people(candidateEmail('%'), users);
  const candidates = await signIn(base, candidateEmails);
  const recruiters = await signIn(base, await people(recruiterEmail('%'), Math.max(1, Math.round(users / 5))));
  return { candidates: candidates.tokens, candidateEmails, recruiters: recruiters.tokens, xsrf: candidates.xsrf };
}

/**
 * One keep-alive connection of the mix, as a browser keeps one: `send` writes a request as a browser would (compressed
 * answers, the bearer token of a signed-in user, the XSRF cookie, and its header on a write) and reads the answer's
 * whole body as it comes over the wire (compressed: a browser's decompression is the browser's work, not the
 * server's). Answers the status, `ok` and the body's length. One request at a time; a connection the server closed is
 * opened again by the next request.
 *
 * HTTP/1.1 written and read on a socket, not `node:http`: the client runs on the cores it measures, and node:http cost
 * it 0.30-0.45 ms of CPU a request where this costs 0.11-0.15 (a place list, 20 connections; before session 22,
 * `fetch` cost 0.85-0.92 ms). The server receives the same requests and sends the same bytes
 * (docs/search.md#the-benchs-client).
 */
export function openConnection(base) {
  const { hostname, port } = new URL(base);
  const host = `${hostname}:${port}`;
  let socket = null;
  /** The request waiting for its answer: its promise's callbacks. */
  let waiting = null;
  /** Bytes of the answer read so far, and what its head said once it has come. */
  let received = Buffer.alloc(0);
  let head = null;

  const answerOf = (status, bytes) => ({ status, ok: status >= 200 && status < 300, bytes });

  const settle = (error, answer) => {
    const current = waiting;
    waiting = null;
    received = Buffer.alloc(0);
    head = null;
    if (!current) return;
    if (error) current.reject(error);
    else current.resolve(answer);
  };

  /** The answer's head (status, framing), once its blank line has come; null before. */
  const readHead = () => {
    const end = received.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const lines = received.toString('latin1', 0, end).split('\r\n');
    const status = Number(lines[0].split(' ')[1]);
    const header = (name) => {
      const line = lines.find((l) => l.slice(0, name.length + 1).toLowerCase() === `${name}:`);
      return (
        line
          ?.slice(name.length + 1)
          .trim()
          .toLowerCase() ?? null
      );
    };
    const length = header('content-length');
    return {
      status,
      bodyStart: end + 4,
      length: length === null ? null : Number(length),
      chunked: header('transfer-encoding') === 'chunked',
      close: header('connection') === 'close',
    };
  };

  /** The body's length when the whole chunked body has come, else null. */
  const chunkedLength = () => {
    let at = head.bodyStart;
    let total = 0;
    for (;;) {
      const lineEnd = received.indexOf('\r\n', at);
      if (lineEnd < 0) return null;
      const size = Number.parseInt(received.toString('latin1', at, lineEnd), 16);
      if (size === 0) return received.indexOf('\r\n\r\n', lineEnd) >= 0 ? total : null;
      if (received.length < lineEnd + 2 + size + 2) return null;
      total += size;
      at = lineEnd + 2 + size + 2;
    }
  };

  const onData = (chunk) => {
    received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
    head ??= readHead();
    if (!head) return;
    let bytes = null;
    if (head.status === 204 || head.status === 304) bytes = 0;
    else if (head.length !== null) bytes = received.length >= head.bodyStart + head.length ? head.length : null;
    else if (head.chunked) bytes = chunkedLength();
    else return; // read until the server closes (settled on 'close')
    if (bytes === null) return;
    const { status, close } = head;
    if (close) {
      // Let go of it first: the next request, sent as soon as this one settles, opens another.
      const closing = socket;
      socket = null;
      closing?.destroy();
    }
    settle(null, answerOf(status, bytes));
  };

  const connect = () => {
    const opened = net.connect(Number(port), hostname);
    opened.setNoDelay(true);
    opened.on('data', onData);
    opened.on('error', (error) => {
      if (socket !== opened) return;
      socket = null;
      opened.destroy();
      settle(error);
    });
    opened.on('close', () => {
      if (socket !== opened) return; // one this client let go of
      socket = null;
      // An answer framed by the connection's end (neither a length nor chunks) ends here.
      if (waiting && head && head.length === null && !head.chunked) {
        settle(null, answerOf(head.status, received.length - head.bodyStart));
      } else settle(new Error('connection closed by the server'));
    });
    return opened;
  };

  // The path and query percent-encoded, as a browser sends a link (`/jobs-in-Gdańsk`): raw UTF-8 is a 400.
  const target = (url) => {
    const parsed = new URL(url, base);
    return parsed.pathname + parsed.search;
  };

  return {
    send(request, xsrf) {
      const body = request.body ? JSON.stringify(request.body) : '';
      // The XSRF cookie goes with every request, as a browser sends the cookie it was given; until session 23 only
      // writes carried it, so the api made and set a new cookie on every read (docs/search.md#the-benchs-client).
      let text = `${request.method ?? 'GET'} ${target(request.url)} HTTP/1.1\r\nhost: ${host}\r\naccept-encoding: gzip, br\r\ncookie: XSRF-TOKEN=${xsrf}\r\n`;
      if (request.auth) text += `authorization: Bearer ${request.auth}\r\n`;
      if (body) {
        text += `content-type: application/json\r\nx-xsrf-token: ${xsrf}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n`;
      }
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        socket ??= connect();
        socket.write(`${text}\r\n${body}`);
      });
    },
    close() {
      socket?.destroy();
      socket = null;
    },
  };
}

/** A job list's 404 (a place or language with no such jobs) is a real answer; any other error status is a failure. */
export const isFailure = (request, response) => !response.ok && !(response.status === 404 && request.listKind);
