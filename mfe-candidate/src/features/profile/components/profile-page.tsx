import { useTranslate } from 'shared-kit/i18n';
import type { CandidateProfileResponse } from 'shared-kit/contracts';
import { AreaError, ServedWhileLoading, Skeleton } from 'shared-kit/ui';
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

/**
 * The signed-in candidate's profile. The api writes its first HTML with the view below and the answer it read for the
 * session (mfe-candidate's server module, docs/delivery.md#the-dashboard-in-the-first-html), and the page carries that
 * answer: until the page owns it the server's markup stays, so the sections do not flash to a skeleton.
 */
function SignedInProfile() {
  // The page owns the profile once loaded: each section's save hands the whole new profile back up.
  const { loaded, profile, setProfile } = useOwnedProfile();
  return (
    <ServedWhileLoading loading={!profile && loaded.status !== 'error'} select=".candidate-area">
      <ProfileView profile={profile} onChange={setProfile} onRetry={loaded.status === 'error' ? loaded.retry : null} />
    </ServedWhileLoading>
  );
}

/** The page for one state of the profile: loading (`profile` null), failed (`onRetry` to load again) or loaded. */
export function ProfileView({
  profile,
  onChange,
  onRetry,
}: {
  profile: CandidateProfileResponse | null;
  onChange: (profile: CandidateProfileResponse) => void;
  onRetry: (() => void) | null;
}) {
  const t = useTranslate<CandidateMessageId>();
  let body: React.ReactNode = <Skeleton height={480} />;
  if (onRetry) {
    body = <AreaError message={t('candidate.profile.loadError')} onRetry={onRetry} />;
  } else if (profile) {
    body = (
      <div className="candidate-profile">
        <aside className="candidate-profile__aside">
          <ProfileCompletion tasks={profile.tasks} />
        </aside>
        <div className="candidate-profile__sections">
          {/* First, so a candidate back from /welcome finds what the CV proposed and was not decided yet. */}
          <PendingCvProposals onChange={onChange} />
          {SECTIONS.map((Section) => (
            <Section key={Section.name} profile={profile} onChange={onChange} />
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
