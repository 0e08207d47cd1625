import { useEffect, useState } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { loginPath } from 'shared-kit/routes';
import { useSession } from 'shared-kit/session';
import { AreaError, LinkButton, Skeleton } from 'shared-kit/ui';
import { AccountEmailForm, AccountPasswordForm } from 'shared-kit/ui/account';
import type { CandidateMessageId } from '../../../locales';
import { useSettingsProfile } from '../api/get-settings';
import { DataExport } from './data-export';
import { DeleteAccount } from './delete-account';
import { NotificationSettings } from './notification-settings';
import { ProfileUnlocks } from './profile-unlocks';

const SETTINGS = '/api/candidates/account-settings';
// The candidate's own words around the shared email and password forms (SPEC's notices among them).
const EMAIL_WORDS = {
  current: 'candidate.settings.email.current',
  password: 'candidate.settings.email.password',
  submit: 'candidate.settings.email.submit',
  saved: 'candidate.notice.emailUpdated',
  error: 'candidate.settings.email.error',
} satisfies Record<string, CandidateMessageId>;
const PASSWORD_WORDS = {
  hint: 'candidate.settings.password.hint',
  submit: 'candidate.settings.password.submit',
  saved: 'candidate.notice.passwordUpdated',
  error: 'candidate.notice.passwordUpdateError',
} satisfies Record<string, CandidateMessageId>;

/**
 * `/account/account-settings`: email, password, notifications, the companies that viewed the profile, the data
 * export and deleting the account.
 */
export function AccountSettingsPage() {
  const t = useTranslate<CandidateMessageId>();
  const { user, type, isLoggedIn } = useSession();

  if (!isLoggedIn || !user || type !== 'candidate') {
    return (
      <section className="candidate-page" aria-labelledby="settings-login-heading">
        <h1 id="settings-login-heading">{t('candidate.login.heading')}</h1>
        <p>{t('candidate.settings.login')}</p>
        <LinkButton to={loginPath()}>{t('candidate.login.action')}</LinkButton>
      </section>
    );
  }
  return <SignedInSettings sessionEmail={user.email} />;
}

function SignedInSettings({ sessionEmail }: { sessionEmail: string }) {
  const t = useTranslate<CandidateMessageId>();
  const profile = useSettingsProfile();
  const [email, setEmail] = useState(sessionEmail);
  const loadedEmail = profile.status === 'success' ? profile.data.user.email : null;
  useEffect(() => {
    if (loadedEmail) setEmail(loadedEmail);
  }, [loadedEmail]);

  let notifications = <Skeleton height={200} />;
  if (profile.status === 'error') {
    notifications = <AreaError message={t('candidate.settings.loadError')} onRetry={profile.retry} />;
  } else if (profile.status === 'success') {
    const candidate = profile.data.user.candidate;
    const initial = {
      email_matchings: candidate.email_matchings,
      email_notifications: candidate.email_notifications,
      email_applications: candidate.email_applications,
      email_newsletters: candidate.email_newsletters,
      whatsapp_notifications: candidate.whatsapp_notifications,
    };
    notifications = <NotificationSettings initial={initial} />;
  }

  return (
    <section className="candidate-page candidate-settings" aria-labelledby="settings-heading">
      <h1 id="settings-heading">{t('candidate.settings.title')}</h1>
      <AccountEmailForm
        base={SETTINGS}
        current={email}
        onChanged={setEmail}
        words={EMAIL_WORDS}
        className="candidate-settings-card"
      />
      <AccountPasswordForm base={SETTINGS} words={PASSWORD_WORDS} className="candidate-settings-card" />
      {notifications}
      <ProfileUnlocks />
      <DataExport />
      <DeleteAccount />
    </section>
  );
}
