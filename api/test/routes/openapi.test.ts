import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { useTestApp } from '../helper';

// The OpenAPI document at /api/docs/json, read the way client generators read it (docs/contracts.md#the-openapi-document).

type SecurityScheme = { type: string; in?: 'header' | 'cookie' | 'query'; name?: string; scheme?: string };
type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, unknown> };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes?: Record<string, SecurityScheme> };
};

const UNSAFE = ['post', 'put', 'patch', 'delete'];

/**
 * A client that knows only the document: it fills each path parameter, sends an empty JSON body where one is declared
 * and applies the credentials of the operation's first security requirement whose schemes it holds, as generated
 * clients do with their configured API keys (a header, a cookie or a bearer token, by the scheme's `in` and `name`).
 */
function schemaDrivenClient(app: FastifyInstance, document: Document, credentials: Record<string, string>) {
  const schemes = document.components.securitySchemes ?? {};
  return async (method: string, route: string) => {
    const operation = document.paths[route]?.[method] as Operation;
    const headers: Record<string, string> = {};
    const cookies: string[] = [];
    const requirement = (operation.security ?? []).find((alternative) =>
      Object.keys(alternative).every((name) => credentials[name] !== undefined),
    );
    for (const name of Object.keys(requirement ?? {})) {
      const scheme = schemes[name] as SecurityScheme;
      const value = credentials[name] as string;
      if (scheme.type === 'http' && scheme.scheme === 'bearer') headers.authorization = `Bearer ${value}`;
      else if (scheme.in === 'header') headers[(scheme.name as string).toLowerCase()] = value;
      else if (scheme.in === 'cookie') cookies.push(`${scheme.name}=${value}`);
    }
    if (cookies.length > 0) headers.cookie = cookies.join('; ');
    const json = operation.requestBody?.content?.['application/json'] !== undefined;
    return app.inject({
      method: method.toUpperCase() as 'POST',
      url: route.replace(/\{[^}]+\}/g, '1'),
      headers: json ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(json ? { payload: '{}' } : {}),
    });
  };
}

describe('the OpenAPI document', () => {
  const t = useTestApp();
  let document: Document;

  beforeAll(async () => {
    document = (await t.app.inject('/api/docs/json')).json();
  });

  it('describes the XSRF double-submit: a client built from it gets no 419 on any state-changing call', async () => {
    // The cookie the api sets on a first read, as a browser or a generated client's cookie jar keeps it.
    const ping = await t.app.inject('/api/ping');
    const cookie = ping.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value as string;
    expect(cookie).toBeTruthy();
    // A token that is no one's: the signed-in calls then answer 401 after the XSRF check, and change nothing.
    const client = schemaDrivenClient(t.app, document, {
      bearerAuth: 'not-a-live-token',
      xsrfHeader: cookie,
      xsrfCookie: cookie,
    });
    const refused: string[] = [];
    let calls = 0;
    for (const [route, item] of Object.entries(document.paths)) {
      for (const method of UNSAFE) {
        if (!item[method] || !route.startsWith('/api/')) continue;
        calls++;
        const response = await client(method, route);
        if (response.statusCode === 419) refused.push(`${method.toUpperCase()} ${route}`);
      }
    }
    expect(calls).toBeGreaterThan(60);
    expect(refused).toEqual([]);
  });

  it('names the header and the cookie as API keys on every state-changing call, and on no read', () => {
    expect(document.components.securitySchemes?.xsrfHeader).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-XSRF-TOKEN',
    });
    expect(document.components.securitySchemes?.xsrfCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'XSRF-TOKEN',
    });
    const login = document.paths['/api/auth/login']?.post;
    expect(login?.security).toEqual([{ xsrfHeader: [], xsrfCookie: [] }]);
    const reads = Object.entries(document.paths).filter(([, item]) =>
      item.get?.security?.some((requirement) => 'xsrfHeader' in requirement),
    );
    expect(reads).toEqual([]);
  });

  it('asks for a bearer token on every operation of the signed-in areas (GET /api/admin/companies among them)', () => {
    expect(document.paths['/api/admin/companies']?.get?.security).toEqual([{ bearerAuth: [] }]);
    const open = Object.entries(document.paths)
      .filter(([route]) => /^\/api\/(admin|candidates|companies)(\/|$)/.test(route))
      .flatMap(([route, item]) =>
        Object.entries(item)
          .filter(([, operation]) => !operation.security?.every((requirement) => 'bearerAuth' in requirement))
          .map(([method]) => `${method} ${route}`),
      );
    expect(open).toEqual([]);
  });

  it('gives every operation a unique operationId, the name a generated client calls it by', () => {
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("passes Redocly's recommended rules (api/redocly.yaml says why a rule is off)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'eulangjobs-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      // Redocly's own CLI (its package's bin), run by this Node.
      const cli = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
      const result = spawnSync(
        process.execPath,
        [
          cli,
          'lint',
          file,
          '--config',
          path.resolve(__dirname, '../../redocly.yaml'),
          '--format',
          'json',
          '--max-problems',
          '500',
        ],
        {
          encoding: 'utf8',
          timeout: 60_000,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        },
      );
      const report = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as {
        problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
      };
      const problems = report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
