import * as client from 'openid-client';
import type { OidcProviderConfig } from '../../config';

/**
 * The OpenID Connect relying party is openid-client (rules in docs/auth.md). What this file adds: one discovered
 * configuration per provider, kept while it works; plain http only for a provider on this machine (the local
 * provider of the tests or of development); ID token signatures checked against the provider's JWKS; and a timeout
 * on every call to the provider.
 */

/** How long a call to the provider may take (tests shorten it). */
export const oidcHttp = { timeoutMs: 10_000 };

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

const configurations = new Map<string, Promise<client.Configuration>>();

/** The provider's configuration (its discovery document, fetched once), with the current timeout. */
export async function providerConfiguration(provider: OidcProviderConfig): Promise<client.Configuration> {
  const key = `${provider.id} ${provider.issuer} ${provider.clientId}`;
  let pending = configurations.get(key);
  if (!pending) {
    const issuer = new URL(provider.issuer);
    const local = issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
    pending = client.discovery(issuer, provider.clientId, undefined, client.ClientSecretBasic(provider.clientSecret), {
      timeout: oidcHttp.timeoutMs / 1000,
      execute: [
        ...(local ? [client.allowInsecureRequests] : []),
        // The ID token comes straight from the token endpoint, where TLS alone would do (OpenID Connect Core 3.1.3.7);
        // its signature is checked anyway, so a token altered on the way is refused too.
        client.enableNonRepudiationChecks,
      ],
    });
    // A failed discovery is tried again by the next login, not remembered.
    pending.catch(() => configurations.delete(key));
    configurations.set(key, pending);
  }
  const configuration = await pending;
  configuration.timeout = oidcHttp.timeoutMs / 1000;
  return configuration;
}

/** A short reason for the log when talking to the provider failed (never shown to the user). */
export function oidcFailureReason(error: unknown): string {
  if (error instanceof client.ResponseBodyError) return `the provider answered ${error.status} ${error.error}`;
  if (error instanceof client.AuthorizationResponseError) return `authorisation error ${error.error}`;
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    const code = (error as { code?: unknown }).code;
    return `${typeof code === 'string' ? `${code}: ` : ''}${error.message}${cause}`;
  }
  return String(error);
}
