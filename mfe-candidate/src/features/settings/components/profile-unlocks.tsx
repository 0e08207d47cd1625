import { formatDate, useTranslate } from 'shared-kit/i18n';
import { AreaError, Avatar, Skeleton } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../locales';
import { SettingsCard } from './settings-card';
import { useProfileUnlocks } from '../api/get-unlocks';

/**
 * "Companies that viewed your profile": each company that unlocked the candidate's profile in CV search (and so
 * saw their name, contact details and CVs), with the date. Read only: it says who, so the candidate can decide
 * whether to stay in CV search.
 */
export function ProfileUnlocks() {
  const t = useTranslate<CandidateMessageId>();
  const unlocks = useProfileUnlocks();
  return (
    <SettingsCard id="settings-unlocks-heading" title={t('candidate.unlocks.heading')}>
      <p>{t('candidate.unlocks.intro')}</p>
      {unlocks.status === 'loading' && <Skeleton height={96} label={t('candidate.unlocks.loading')} />}
      {unlocks.status === 'error' && <AreaError message={t('candidate.unlocks.error')} onRetry={unlocks.retry} />}
      {unlocks.status === 'success' &&
        (unlocks.data.unlocks.length === 0 ? (
          <p>{t('candidate.unlocks.none')}</p>
        ) : (
          <ul className="candidate-unlocks">
            {unlocks.data.unlocks.map((unlock) => (
              <li key={`${unlock.company.name}-${unlock.unlocked_at}`} className="candidate-unlocks__item">
                <Avatar
                  name={unlock.company.name}
                  src={unlock.company.logo ?? undefined}
                  shape="square"
                  size="sm"
                  decorative
                />
                <span>{unlock.company.name}</span>
                <span className="candidate-unlocks__date">
                  {t('candidate.unlocks.date', { date: formatDate(unlock.unlocked_at) })}
                </span>
              </li>
            ))}
          </ul>
        ))}
    </SettingsCard>
  );
}
