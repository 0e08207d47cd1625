import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Secrets never reach the logs: headers with credentials, cookies, password/token fields wherever they are, the
 * OpenID Connect secrets, and secrets carried in URLs (below).
 */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.password_confirmation',
  '*.current_password',
  '*.token',
  '*.password_hash',
  '*.code',
  '*.state',
  '*.nonce',
  '*.code_verifier',
  '*.id_token',
  '*.access_token',
  '*.client_secret',
  'body.password',
  'body.token',
];

const SECRET_QUERY = /([?&](?:token|code|state|id_token|access_token|code_verifier|nonce)=)[^&#]*/gi;
const SECRET_PATH = /^(\/password\/reset\/)[^/?#]+/;

/** A URL as it may be logged: the reset token of /password/reset/{token} and secret query values masked. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

type RequestLike = { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } };

/**
 * Where the log lines go: stdout, in one write per turn of the event loop. A pipe or file on stdout is written
 * synchronously by Node, so one write per line cost each request a system call and woke the process reading the pipe;
 * under traffic an api process answers several requests per turn, and their lines now leave together
 * (docs/operations.md#logs). Nothing waits longer than the turn, and what is pending is written when the process
 * exits (an uncaught error included); a process killed outright loses at most that one turn's lines.
 */
function stdoutByTurn(): { write(line: string): void } {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    process.stdout.write(text);
  };
  process.on('exit', flush);
  return {
    write(line: string) {
      pending.push(line);
      if (scheduled) return;
      scheduled = true;
      setImmediate(flush);
    },
  };
}

/** One per process: its loggers (the api, its queue worker, the primary) share the turn's write. */
let stdout: ReturnType<typeof stdoutByTurn> | null = null;

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  stdout ??= stdoutByTurn();
  return {
    level,
    stream: stdout,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // Fastify's default request serializer, with the URL redacted (/backdoor?token=, /auth/callback?code=&state=).
      req: (request: RequestLike) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

/**
 * The one log line of a request, when it is answered: what an operator reads (method, URL with secrets masked,
 * status, milliseconds, client address; the request id is on every line of `request.log`). Fastify's own two lines
 * per request ("incoming request", "request completed") are off (`disableRequestLogging`): under traffic each line
 * is a synchronous write, and half of them said nothing the second did not (docs/operations.md#logs).
 */
export function logRequest(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  request.log.info(
    {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      remoteAddress: request.ip,
    },
    'request',
  );
  done();
}
