import { AreaError, Skeleton } from 'shared-kit/ui';
import { type CandidateLanguage, useCandidateProfile } from '../api/get-candidate-profile';

const LEVELS: Record<number, string> = { 1: 'Basic', 2: 'Intermediate', 3: 'Advanced', 4: 'Mother tongue' };

function levelName(level: number): string {
  return LEVELS[level] ?? `Level ${level}`;
}

function LanguageList({ languages }: { languages: CandidateLanguage[] }) {
  if (languages.length === 0) return <p>You have not added any languages to your profile yet.</p>;
  return (
    <ul className="candidate-languages">
      {languages.map((language) => (
        <li key={language.id}>
          <span className="candidate-language-name">{language.name}</span>{' '}
          <span className="candidate-language-level">{levelName(language.level)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The candidate's languages from their profile (the api), with a still skeleton and a retry on failure. */
export function ProfileLanguages() {
  const profile = useCandidateProfile();
  return (
    <section className="candidate-card" aria-labelledby="candidate-languages-heading">
      <h2 id="candidate-languages-heading">Your languages</h2>
      {profile.status === 'loading' && <Skeleton height={96} label="Loading your languages" />}
      {profile.status === 'error' && <AreaError title="We could not load your profile." onRetry={profile.retry} />}
      {profile.status === 'success' && <LanguageList languages={profile.data.user.candidate?.languages ?? []} />}
    </section>
  );
}
