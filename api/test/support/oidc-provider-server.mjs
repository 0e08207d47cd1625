// A real OpenID Connect provider (the oidc-provider package) for the social login tests, in its own process: the
// package ships only ES modules, which jest's CommonJS module system does not load. test/support/oidc-provider.ts
// starts it; it listens on a free port of 127.0.0.1, prints {"issuer": ...} as its first stdout line, and exits
// when its stdin closes (so it never outlives the test run).
//
// Clients (from the environment): OIDC_TEST_CLIENTS, a JSON array of {client_id, client_secret, redirect_uris}.
// Each is a confidential web client (authorisation code, client_secret_basic, PKCE required).
//
// Interactions: no login or consent page. /interaction/:uid logs in the account chosen last through
// POST /test/next-login {sub, email, email_verified, given_name, family_name} and grants whatever the client asked,
// as a user clicking through would. POST /test/token-delay {ms} slows the token endpoint down. POST /test/forge-id-token
// {mode, claims} makes the next token response carry a forged ID token (see forge below).
import { createSign, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import Provider from 'oidc-provider';

const clients = JSON.parse(process.env.OIDC_TEST_CLIENTS ?? '[]').map((c) => ({
  grant_types: ['authorization_code'],
  response_types: ['code'],
  token_endpoint_auth_method: 'client_secret_basic',
  application_type: 'web',
  ...c,
}));

const accounts = new Map();
let tokenDelayMs = 0;
let nextLogin = {
  sub: 'oidc-test-user',
  email: 'oidc-user@example.test',
  email_verified: true,
  given_name: 'Olga',
  family_name: 'Idc',
};
accounts.set(nextLogin.sub, nextLogin);

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'test-rs256', use: 'sig', alg: 'RS256' };

let forgery = null;

/**
 * An attacker's ID token made from the genuine one: 'altered' changes its claims and keeps the provider's signature
 * (which then no longer matches), 'unsigned' changes them under alg "none", 'resigned' changes them and signs them
 * with the provider's own key (a genuine signature over claims the client must still refuse).
 */
function forge(idToken, { mode, claims }) {
  const [head, payload, signature] = idToken.split('.');
  const encode = (object) => Buffer.from(JSON.stringify(object)).toString('base64url');
  const changed = encode({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ...claims });
  if (mode === 'altered') return `${head}.${changed}.${signature}`;
  if (mode === 'unsigned') return `${encode({ alg: 'none' })}.${changed}.`;
  const signed = createSign('RSA-SHA256').update(`${head}.${changed}`).sign(privateKey).toString('base64url');
  return `${head}.${changed}.${signed}`;
}

const readBody = (req) =>
  new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });

const server = http.createServer();
server.listen(0, '127.0.0.1', () => {
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const provider = new Provider(issuer, {
    clients,
    jwks: { keys: [signingKey] },
    cookies: { keys: ['oidc-test-cookie-key'] },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined;
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Like Google and LinkedIn: the ID token of the code flow carries the scopes' claims (email, names), which our
    // client reads from it; oidc-provider's default puts them only in userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  });
  provider.proxy = false;
  provider.use(async (ctx, next) => {
    await next();
    if (forgery && ctx.method === 'POST' && ctx.path === '/token' && typeof ctx.body?.id_token === 'string') {
      ctx.body = { ...ctx.body, id_token: forge(ctx.body.id_token, forgery) };
      forgery = null;
    }
  });
  const callback = provider.callback();

  server.on('request', async (req, res) => {
    try {
      if (req.method === 'POST' && req.url === '/test/next-login') {
        nextLogin = JSON.parse(await readBody(req));
        accounts.set(nextLogin.sub, nextLogin);
        res.writeHead(204).end();
        return;
      }
      if (req.method === 'POST' && req.url === '/test/forge-id-token') {
        forgery = JSON.parse(await readBody(req));
        res.writeHead(204).end();
        return;
      }
      // A token endpoint that answers only after `ms` (a provider too slow for the api's timeout).
      if (req.method === 'POST' && req.url === '/test/token-delay') {
        tokenDelayMs = JSON.parse(await readBody(req)).ms;
        res.writeHead(204).end();
        return;
      }
      if (tokenDelayMs > 0 && req.method === 'POST' && req.url === '/token') {
        setTimeout(() => res.writeHead(503).end(), tokenDelayMs).unref();
        return;
      }
      if (req.url?.startsWith('/interaction/')) {
        const details = await provider.interactionDetails(req, res);
        let result;
        if (details.prompt.name === 'login') {
          result = { login: { accountId: nextLogin.sub } };
        } else {
          const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = details.prompt.details;
          const grant = details.grantId
            ? await provider.Grant.find(details.grantId)
            : new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
          if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
          if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
          for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {}))
            grant.addResourceScope(indicator, scopes.join(' '));
          result = { consent: { grantId: await grant.save() } };
        }
        await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
        return;
      }
      callback(req, res);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.stack ?? error));
    }
  });
  process.stdout.write(`${JSON.stringify({ issuer })}\n`);
});

process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));
