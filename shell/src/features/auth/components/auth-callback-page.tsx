import { isHttpError } from 'shared-kit/http';
import { useState } from 'react';
import { translate, useTranslate } from 'shared-kit/i18n';
import { Link, useNavigate, useSearchParams } from 'shared-kit/router';
import { Skeleton } from 'shared-kit/ui';
import { completeSocialLogin } from '../api/complete-social-login';
import { useOnce } from '../hooks/use-once';
import { completeLogin, LOGIN_FAILED_MESSAGE, NO_TOKEN_MESSAGE } from '../lib/complete-login';
import type { ShellMessageId } from '../../../locales';

/**
 * /auth/callback?code=&state=(&iss=): where Google or LinkedIn send the browser back. The api checks the state (and the
 * browser binding cookie), exchanges the code, validates the ID token and answers like login.
 */
export function AuthCallbackPage() {
  const t = useTranslate<ShellMessageId>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [message, setMessage] = useState('');

  useOnce(() => {
    const code = params.get('code');
    const state = params.get('state');
    if (params.get('error') || !code || !state) {
      setMessage(translate(params.get('error') === 'access_denied' ? 'shell.login.cancelled' : LOGIN_FAILED_MESSAGE));
      return;
    }
    // The code and state must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', '/auth/callback');
    // The issuer too when the provider names itself (RFC 9207): the api checks it is the one it sent the user to.
    completeSocialLogin({ code, state, iss: params.get('iss') ?? undefined })
      .then((data) => {
        if (!completeLogin(data, (path) => navigate(path, { replace: true }))) setMessage(translate(NO_TOKEN_MESSAGE));
      })
      .catch((error: unknown) => {
        const body = isHttpError(error) ? error.response?.data : undefined;
        setMessage(
          typeof body?.message === 'string'
            ? translate('shell.login.failedWithReason', { reason: body.message })
            : translate(LOGIN_FAILED_MESSAGE),
        );
      });
  });

  return (
    <div className="auth-page">
      {message ? (
        <>
          <h1>{t('shell.login.title')}</h1>
          <p role="alert" className="sk-field__error">
            {message}
          </p>
          <p>
            <Link to="/login">{t('shell.auth.backToLogin')}</Link>
          </p>
        </>
      ) : (
        <div aria-busy="true">
          <p>{t('shell.auth.loggingIn')}</p>
          <Skeleton height={80} />
        </div>
      )}
    </div>
  );
}
