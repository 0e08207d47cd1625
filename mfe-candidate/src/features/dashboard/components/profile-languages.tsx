import { languageName } from 'shared-kit/constants';
import { currentLocale, useTranslate } from 'shared-kit/i18n';
import { AreaError, Badge, Card, EmptyState, Skeleton } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../locales';
import { type CandidateLanguage, useCandidateProfile } from '../api/get-candidate-profile';

const LEVELS: Record<number, CandidateMessageId> = {
  1: 'candidate.level.basic',
  2: 'candidate.level.intermediate',
  3: 'candidate.level.advanced',
  4: 'candidate.level.motherTongue',
};

function LanguageList({ languages }: { languages: CandidateLanguage[] }) {
  const t = useTranslate<CandidateMessageId>();
  if (languages.length === 0)
    return (
      <EmptyState title={t('candidate.languages.emptyTitle')} headingLevel={3}>
        <p>{t('candidate.languages.empty')}</p>
      </EmptyState>
    );
  return (
    <ul className="candidate-languages">
      {languages.map((language) => (
        <li key={language.id}>
          {/* Named in the interface language (docs/i18n.md#formats). */}
          <span className="candidate-language-name">{languageName(language, currentLocale())}</span>{' '}
          <Badge tone={language.level === 4 ? 'success' : 'info'}>
            {t(LEVELS[language.level] ?? 'candidate.level.other', { level: language.level })}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** The candidate's languages from their profile (the api), with a still skeleton and a retry on failure. */
export function ProfileLanguages() {
  const t = useTranslate<CandidateMessageId>();
  const profile = useCandidateProfile();
  return (
    <Card as="section" className="candidate-panel" aria-labelledby="candidate-languages-heading">
      <h2 id="candidate-languages-heading" className="sk-card-title">
        {t('candidate.languages.heading')}
      </h2>
      {profile.status === 'loading' && <Skeleton height={96} label={t('candidate.languages.loading')} />}
      {profile.status === 'error' && <AreaError title={t('candidate.languages.error')} onRetry={profile.retry} />}
      {profile.status === 'success' && <LanguageList languages={profile.data.user.candidate?.languages ?? []} />}
    </Card>
  );
}
