// The OpenAPI document at /api/docs (docs/contracts.md#the-openapi-document), built by @fastify/swagger from the
// routes' TypeBox schemas and completed here from the rules the server enforces, so a client generated from it can
// call every operation: who must be signed in (the protected prefixes) and which calls echo the XSRF cookie.
import fastifySwagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { requiredTypeFor } from './auth';
import { swaggerUiCsp } from './security-headers';
import { requiresXsrf, XSRF_COOKIE, XSRF_HEADER } from './xsrf';

const DESCRIPTION = [
  'JSON API of EuLangJobs (docs/contracts.md).',
  '',
  `Every state-changing call (POST, PUT, PATCH, DELETE under /api/, except the few that name no XSRF scheme) echoes the`,
  `\`${XSRF_COOKIE}\` cookie in the \`${XSRF_HEADER}\` header (double-submit cookie). The api sets the cookie on any answer`,
  'to a client that does not send it, so call any GET first (GET /api/ping), keep the cookie and send its value in the',
  'header; without it the call answers 419.',
  '',
  'Signed-in calls send `Authorization: Bearer <token>`, the token of POST /api/auth/login.',
].join('\n');

type Requirement = Record<string, string[]>;
type OpenApiObject = ReturnType<NonNullable<FastifyDynamicSwaggerOptions['transformObject']>>;
type Operation = {
  operationId?: string;
  security?: Requirement[];
  responses?: Record<string, unknown>;
};
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
  servers?: { url: string; description?: string }[];
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const XSRF = { xsrfHeader: [], xsrfCookie: [] };

const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description: 'The token POST /api/auth/login (or register) answers; it lives 24 hours.',
  },
  xsrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: XSRF_HEADER,
    description: `The value of the \`${XSRF_COOKIE}\` cookie, echoed on every state-changing call (docs/security.md#cross-site-request-forgery).`,
  },
  xsrfCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: XSRF_COOKIE,
    description: 'Set by the api on any answer to a client without it (call GET /api/ping first); sent back as it is.',
  },
} as const;

/** `post /api/auth/login` -> `postAuthLogin`, `get /api/jobs/{page}` -> `getJobsByPage`: a method name for clients. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((part, index) => part && !(index === 1 && part === 'api'))
    .flatMap((part) => {
      const parameter = /^\{(.+)\}$/.exec(part);
      return parameter ? ['by', ...(parameter[1] as string).split(/[^A-Za-z0-9]+/)] : part.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method, ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join('');
}

/**
 * Who may call an operation, from the server's own rules: the protected prefixes need a bearer token
 * (plugins/auth.ts), and a state-changing call on /api the XSRF header and cookie (plugins/xsrf.ts), added to every
 * alternative. A public read says so with an empty list.
 */
function securityOf(method: string, path: string, declared: Requirement[] = []): Requirement[] {
  let requirements = declared;
  if (requiredTypeFor(path) && !requirements.some((requirement) => 'bearerAuth' in requirement)) {
    requirements = [{ bearerAuth: [] }];
  }
  if (requiresXsrf(method, path)) {
    requirements = requirements.length > 0 ? requirements.map((requirement) => ({ ...requirement, ...XSRF })) : [XSRF];
  }
  return requirements;
}

/**
 * The generated document completed: servers, security schemes, each operation's security, an operationId (a name
 * generated clients give the call) and the 4XX answer every route can give (a malformed URL or body).
 */
function completeDocument<T extends Document>(document: T): T {
  const used = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      let id = operation.operationId ?? operationIdOf(method, path);
      for (let n = 2; used.has(id); n++) id = `${operationIdOf(method, path)}${n}`;
      used.add(id);
      operation.operationId = id;
      operation.security = securityOf(method, path, operation.security);
      const responses = operation.responses ?? {};
      if (!Object.keys(responses).some((code) => code.startsWith('4'))) {
        operation.responses = { ...responses, '4XX': { $ref: '#/components/responses/ClientError' } };
      }
    }
  }
  document.servers = [{ url: '/', description: 'The site the document is served from' }];
  document.components = {
    ...document.components,
    securitySchemes: { ...document.components?.securitySchemes, ...SECURITY_SCHEMES },
    responses: {
      ...document.components?.responses,
      ClientError: {
        description: 'A malformed request: an address that is not valid or too long, a body that is not JSON.',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['message', 'toasts'],
              properties: {
                message: { type: 'string' },
                toasts: {
                  type: 'array',
                  items: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
                },
              },
            },
          },
        },
      },
    },
  };
  return document;
}

/** The document (GET /api/docs/json) and its UI at /api/docs. */
export async function registerOpenApi(fastify: FastifyInstance, config: Config): Promise<void> {
  await fastify.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'EuLangJobs API', version: config.appVersion, description: DESCRIPTION },
      // Declared up front too: @fastify/swagger checks the schemes routes name against these.
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transformObject: (documentObject) =>
      completeDocument(
        ('openapiObject' in documentObject ? documentObject.openapiObject : {}) as Document,
      ) as OpenApiObject,
  });
  await fastify.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: swaggerUiCsp(config) });
}
