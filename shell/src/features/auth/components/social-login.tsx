import { useEffect, useState } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { LinkButton } from 'shared-kit/ui';
import type { ShellMessageId } from '../../../locales';
import { type AuthProvider, getAuthProviders } from '../api/get-auth-providers';

/**
 * "Continue with Google / LinkedIn": one button per provider the server has configured (none: nothing shown).
 * A plain link: the api starts the OpenID Connect flow and the provider comes back to /auth/callback.
 */
export function SocialLogin() {
  const t = useTranslate<ShellMessageId>();
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
        // A whole-page navigation: the api starts the flow and sends the browser to the provider.
        <LinkButton key={provider.id} to={provider.start_url} reloadDocument variant="secondary">
          {t('shell.auth.socialContinue', { provider: provider.name })}
        </LinkButton>
      ))}
      <p className="social-login__or">{t('shell.auth.socialOr')}</p>
    </div>
  );
}
