import { useTranslate } from 'shared-kit/i18n';
import { AreaError, Skeleton } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../locales';
import { ProfileCompletion } from '../../../profile-tasks/profile-completion';
import { useOwnedProfile } from '../../../profile-sections/owned-profile';
import type { ProfileSectionProps } from '../../../profile-sections/profile-state';
import { PendingCvProposals } from './cv-proposals/pending-cv-proposals';
import { EducationSection } from './sections/education-section';
import { ExperienceSection } from './sections/experience-section';
import { HeadlineSection } from './sections/headline-section';
import { LanguagesSection } from '../../../profile-sections/languages-section';
import { LetterSection } from './sections/letter-section';
import { NameLocationSection } from '../../../profile-sections/name-location-section';
import { OnlineProfilesSection } from './sections/online-profiles-section';
import { PhoneSection } from '../../../profile-sections/phone-section';
import { PhotoSection } from './sections/photo-section';
import { PreferencesSection } from './sections/preferences-section';
import { SectorsSection } from './sections/sectors-section';
import { SkillsSection } from './sections/skills-section';
import { CandidateOnly } from '../../../components/candidate-only';

/**
 * The sections in page order: who the candidate is, then what companies filter on (languages), then the career, then
 * what the candidate wants (docs/candidate-area.md#the-profile).
 */
const SECTIONS: ReadonlyArray<(props: ProfileSectionProps) => React.ReactNode> = [
  PhotoSection,
  NameLocationSection,
  PhoneSection,
  HeadlineSection,
  LanguagesSection,
  ExperienceSection,
  EducationSection,
  SkillsSection,
  LetterSection,
  OnlineProfilesSection,
  SectorsSection,
  PreferencesSection,
];

/** `/account/my-profile`: every section of the candidate's profile, each edited and saved in place. */
export const ProfilePage = () => <CandidateOnly text="candidate.login.text" page={SignedInProfile} />;

function SignedInProfile() {
  const t = useTranslate<CandidateMessageId>();
  // The page owns the profile once loaded: each section's save hands the whole new profile back up.
  const { loaded, profile, setProfile } = useOwnedProfile();

  let body: React.ReactNode = <Skeleton height={480} />;
  if (loaded.status === 'error') {
    body = <AreaError message={t('candidate.profile.loadError')} onRetry={loaded.retry} />;
  } else if (profile) {
    body = (
      <div className="candidate-profile">
        <aside className="candidate-profile__aside">
          <ProfileCompletion tasks={profile.tasks} />
        </aside>
        <div className="candidate-profile__sections">
          {/* First, so a candidate back from /welcome finds what the CV proposed and was not decided yet. */}
          <PendingCvProposals onChange={setProfile} />
          {SECTIONS.map((Section) => (
            <Section key={Section.name} profile={profile} onChange={setProfile} />
          ))}
        </div>
      </div>
    );
  }
  return (
    <section className="candidate-page" aria-labelledby="profile-heading">
      <h1 id="profile-heading">{t('candidate.profile.title')}</h1>
      {body}
    </section>
  );
}
