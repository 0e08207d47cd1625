import { useEffect, useState } from 'react';
import { type AuthProvider, getAuthProviders } from '../api/get-auth-providers';

/**
 * "Continue with Google / LinkedIn": one button per provider the server has configured (none: nothing shown).
 * A plain link: the api starts the OpenID Connect flow and the provider comes back to /auth/callback.
 */
export function SocialLogin() {
  const [providers, setProviders] = useState<AuthProvider[]>([]);
  useEffect(() => {
    let live = true;
    getAuthProviders()
      .then((found) => {
        if (live) setProviders(found);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (providers.length === 0) return null;
  return (
    <div className="social-login">
      {providers.map((provider) => (
        <a key={provider.id} className="button social-login__button" href={provider.start_url}>
          Continue with {provider.name}
        </a>
      ))}
      <p className="social-login__or">or</p>
    </div>
  );
}
