import { useState } from 'react';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Navigate, useNavigate, useSearchParams } from 'shared-kit/router';
import { clearSession } from 'shared-kit/session';
import { Skeleton } from 'shared-kit/ui';
import { logInWithLink } from '../api/log-in-with-link';
import { useOnce } from '../hooks/use-once';
import { completeLogin } from '../lib/complete-login';
import type { ShellMessageId } from '../../../locales';

/**
 * /backdoor?token=&email=: a single-use login link an admin opened from the admin host
 * (docs/product-rules.md#backdoor-and-admin). Trades it for a session, then follows the post-login rules; any failure:
 * 'Logged in error' (docs/product-rules.md#error-messages) and login.
 */
export function BackdoorPage() {
  const t = useTranslate<ShellMessageId>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useOnce(() => {
    const token = params.get('token');
    const email = params.get('email');
    const fail = () => {
      notify.error(translate('shell.backdoor.failed'));
      setFailed(true);
    };
    if (!token || !email) return fail();
    // Whoever was signed in on this browser is replaced by the account of the link.
    clearSession();
    logInWithLink({ token, email })
      .then((data) => {
        if (!completeLogin(data, (path) => navigate(path, { replace: true }))) fail();
      })
      .catch(fail);
  });

  if (failed) return <Navigate to="/login" replace />;
  return (
    <div className="auth-page" aria-busy="true">
      <p>{t('shell.auth.loggingIn')}</p>
      <Skeleton height={80} />
    </div>
  );
}
