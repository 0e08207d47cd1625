import { Trans, useTranslate } from 'shared-kit/i18n';
import { loginPath } from 'shared-kit/routes';
import { useSession } from 'shared-kit/session';
import { Avatar, LinkButton } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../locales';
import { ProfileLanguages } from './profile-languages';

/** `/account/dashboard/{tab?}`: greets the signed-in candidate from the shell's session. */
export function DashboardPage() {
  const t = useTranslate<CandidateMessageId>();
  const { user, type, isLoggedIn } = useSession();

  if (!isLoggedIn || !user) {
    // The shell's route guard arrives later; until then a guest gets a way in rather than an empty page.
    return (
      <section className="candidate-page" aria-labelledby="candidate-login-heading">
        <h1 id="candidate-login-heading">{t('candidate.login.heading')}</h1>
        <p>{t('candidate.login.text')}</p>
        <LinkButton to={loginPath()}>{t('candidate.login.action')}</LinkButton>
      </section>
    );
  }

  const name = [user.nombre, user.apellidos].filter(Boolean).join(' ') || user.email;
  return (
    <section className="candidate-page" aria-labelledby="candidate-dashboard-heading">
      <header className="candidate-header">
        {/* The name is the heading beside it: the picture is not read twice (docs/design-system.md#avatar). */}
        <Avatar name={name} decorative />
        <div>
          <h1 id="candidate-dashboard-heading">
            {t('candidate.dashboard.welcome', { name: user.nombre || user.email })}
          </h1>
          <p className="candidate-signed-in">
            <Trans
              id={'candidate.dashboard.signedInAs' satisfies CandidateMessageId}
              values={{ email: user.email }}
              components={{ 0: <strong /> }}
            />
          </p>
        </div>
      </header>
      {type === 'candidate' ? <ProfileLanguages /> : <p>{t('candidate.dashboard.notCandidate')}</p>}
    </section>
  );
}
