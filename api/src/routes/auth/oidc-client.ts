import { constants, createHash, createPublicKey, type JsonWebKeyInput, verify } from 'node:crypto';

type Jwk = JsonWebKeyInput['key'] & { kid?: string; use?: string; kty?: string };

/**
 * The OpenID Connect relying party, with node:crypto and fetch only (no dependency): discovery, the authorisation
 * code exchange (PKCE, client_secret_basic) and ID token validation (signature from the provider's JWKS, issuer,
 * audience, azp, expiry, nonce).
 */
export type Discovery = { issuer: string; authorization_endpoint: string; token_endpoint: string; jwks_uri: string };
export type IdTokenClaims = {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat?: number;
  nonce?: string;
  azp?: string;
  email?: string;
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
  name?: string;
};

export class OidcError extends Error {}

const CLOCK_SKEW_S = 60;
const discoveries = new Map<string, Promise<Discovery>>();
const jwksCache = new Map<string, { keys: Jwk[]; at: number }>();

/** How long a call to the provider may take (tests shorten it). */
export const oidcHttp = { timeoutMs: 10_000 };

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(oidcHttp.timeoutMs) });
    if (!response.ok) throw new OidcError(`${url} answered ${response.status}`);
    return (await response.json()) as T;
  } catch (error) {
    // A provider that does not answer in time makes fetch reject with a DOMException (TimeoutError), which is neither
    // a TypeError nor an OidcError: the callback answered 500 instead of refusing the login. Every failure to talk
    // to the provider is an OidcError.
    if (error instanceof OidcError) throw error;
    throw new OidcError(`${url}: ${(error as Error).name}: ${(error as Error).message}`, { cause: error });
  }
}

export function discover(issuer: string): Promise<Discovery> {
  let pending = discoveries.get(issuer);
  if (!pending) {
    pending = getJson<Discovery>(`${issuer}/.well-known/openid-configuration`).then((doc) => {
      if (doc.issuer !== issuer) throw new OidcError('discovery issuer mismatch');
      return doc;
    });
    pending.catch(() => discoveries.delete(issuer));
    discoveries.set(issuer, pending);
  }
  return pending;
}

export const base64url = (data: Buffer) => data.toString('base64url');
export const pkceChallenge = (verifier: string) => base64url(createHash('sha256').update(verifier).digest());

export async function exchangeCode(
  discovery: Discovery,
  client: { clientId: string; clientSecret: string },
  params: { code: string; redirectUri: string; codeVerifier: string },
): Promise<{ id_token: string; access_token?: string }> {
  const basic = Buffer.from(`${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`).toString('base64');
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: params.code,
    redirect_uri: params.redirectUri,
    code_verifier: params.codeVerifier,
  });
  const tokens = await getJson<{ id_token?: string; access_token?: string }>(discovery.token_endpoint, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
  });
  if (!tokens.id_token) throw new OidcError('no id_token');
  return { id_token: tokens.id_token, access_token: tokens.access_token };
}

async function signingKey(jwksUri: string, kid: string | undefined, alg: string) {
  for (const fresh of [false, true]) {
    let cached = jwksCache.get(jwksUri);
    if (!cached || fresh || Date.now() - cached.at > 60 * 60 * 1000) {
      const { keys } = await getJson<{ keys: Jwk[] }>(jwksUri);
      cached = { keys, at: Date.now() };
      jwksCache.set(jwksUri, cached);
    }
    const wanted = alg.startsWith('ES') ? 'EC' : 'RSA';
    const candidates = cached.keys.filter((k) => k.kty === wanted && (k.use === undefined || k.use === 'sig'));
    const key = kid ? candidates.find((k) => k.kid === kid) : candidates.length === 1 ? candidates[0] : undefined;
    if (key) return createPublicKey({ key, format: 'jwk' });
  }
  throw new OidcError('no matching signing key');
}

const ALGORITHMS: Record<string, { hash: string; options: object }> = {
  RS256: { hash: 'sha256', options: {} },
  PS256: { hash: 'sha256', options: { padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 } },
  ES256: { hash: 'sha256', options: { dsaEncoding: 'ieee-p1363' } },
};

/** Checks signature, issuer, audience, azp, expiry and nonce; returns the claims. */
export async function validateIdToken(
  idToken: string,
  discovery: Discovery,
  clientId: string,
  nonce: string,
  now = Date.now(),
): Promise<IdTokenClaims> {
  const parts = idToken.split('.');
  if (parts.length !== 3) throw new OidcError('malformed id_token');
  const [head, payload, signature] = parts as [string, string, string];
  const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string; kid?: string };
  // Only asymmetric algorithms: never 'none', never HS* (a client secret is not a signature here).
  const algorithm = header.alg ? ALGORITHMS[header.alg] : undefined;
  if (!algorithm || !header.alg) throw new OidcError(`unsupported alg ${header.alg}`);
  const key = await signingKey(discovery.jwks_uri, header.kid, header.alg);
  const valid = verify(algorithm.hash, Buffer.from(`${head}.${payload}`), { key, ...algorithm.options }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new OidcError('bad signature');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as IdTokenClaims;
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  const seconds = now / 1000;
  if (claims.iss !== discovery.issuer) throw new OidcError('issuer mismatch');
  if (!audiences.includes(clientId)) throw new OidcError('audience mismatch');
  if ((audiences.length > 1 || claims.azp !== undefined) && claims.azp !== clientId) throw new OidcError('azp mismatch');
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_S < seconds) throw new OidcError('expired');
  if (typeof claims.iat === 'number' && claims.iat - CLOCK_SKEW_S > seconds) throw new OidcError('issued in the future');
  if (claims.nonce !== nonce) throw new OidcError('nonce mismatch');
  if (typeof claims.sub !== 'string' || !claims.sub) throw new OidcError('no subject');
  return claims;
}
