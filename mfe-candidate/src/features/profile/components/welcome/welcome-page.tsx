import { useEffect, useRef } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { useNavigate, useSearchParams } from 'shared-kit/router';
import { AreaError, Button, Card, Skeleton } from 'shared-kit/ui';
import { Stepper } from 'shared-kit/ui/account';
import type { CandidateMessageId } from '../../../../locales';
import type { ProfileTaskKey } from '../../../../profile-tasks/profile-tasks';
import { useOwnedProfile } from '../../../../profile-sections/owned-profile';
import type { ProfileSectionProps } from '../../../../profile-sections/profile-state';
import { LanguagesSection } from '../../../../profile-sections/languages-section';
import { NameLocationSection } from '../../../../profile-sections/name-location-section';
import { PhoneSection } from '../../../../profile-sections/phone-section';
import { PreferencesSection } from '../sections/preferences-section';
import { WelcomeCvStep } from './welcome-cv-step';
import { CandidateOnly } from '../../../../components/candidate-only';

/** Where the onboarding ends, finished or left for later. */
const DASHBOARD = '/account/dashboard';

type StepKey = 'cv' | 'languages' | 'contact' | 'preferences';

type Step = {
  key: StepKey;
  label: CandidateMessageId;
  intro: CandidateMessageId;
  /** The profile task the step completes: once done, the step offers "Continue" rather than "Skip this step". */
  task: ProfileTaskKey;
  /** The profile sections the step shows (the CV step has its own upload and review). */
  sections: ReadonlyArray<(props: ProfileSectionProps) => React.ReactNode>;
};

/**
 * The steps in the order that fills a profile fastest (docs/candidate-area.md#the-onboarding): the CV first, since
 * reading it proposes most of the rest, then what companies filter on, then what the candidate wants.
 */
const STEPS: readonly Step[] = [
  { key: 'cv', label: 'candidate.welcome.step.cv', intro: 'candidate.welcome.intro.cv', task: 'cv', sections: [] },
  {
    key: 'languages',
    label: 'candidate.welcome.step.languages',
    intro: 'candidate.welcome.intro.languages',
    task: 'languages',
    sections: [LanguagesSection],
  },
  {
    key: 'contact',
    label: 'candidate.welcome.step.contact',
    intro: 'candidate.welcome.intro.contact',
    task: 'general_information',
    sections: [NameLocationSection, PhoneSection],
  },
  {
    key: 'preferences',
    label: 'candidate.welcome.step.preferences',
    intro: 'candidate.welcome.intro.preferences',
    task: 'preferences',
    sections: [PreferencesSection],
  },
];

/** The step named in the address (`/welcome?step=languages`), so a reload or the back button keeps the place. */
function stepIndex(param: string | null): number {
  const index = STEPS.findIndex((step) => step.key === param);
  return Math.max(index, 0);
}

/** `/welcome`: the onboarding a candidate lands on after registering; a guest is asked to log in. */
export const WelcomePage = () => <CandidateOnly text="candidate.welcome.login" page={Onboarding} />;

function Onboarding() {
  const t = useTranslate<CandidateMessageId>();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const current = stepIndex(params.get('step'));
  const step = STEPS[current];
  // The page owns the profile once loaded, as /account/my-profile does; a section's save hands the new one up, and
  // what changes it from outside a section (a CV, accepted proposals) loads it again.
  const { loaded, profile, setProfile } = useOwnedProfile();

  // A new step moves focus to its heading, so a keyboard or screen reader user starts there (not on the first load).
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step.key);
  useEffect(() => {
    if (shown.current === step.key) return;
    shown.current = step.key;
    heading.current?.focus();
  }, [step.key]);

  const go = (index: number) => setParams({ step: STEPS[index].key });
  const leave = (finished: boolean) => {
    navigate(DASHBOARD);
    if (finished) notify.success(t('candidate.welcome.finished'));
    else notify.info(t('candidate.welcome.laterNotice'));
  };
  const next = () => (current === STEPS.length - 1 ? leave(true) : go(current + 1));

  if (loaded.status === 'error' && !profile) {
    return (
      <section className="candidate-page" aria-labelledby="welcome-heading">
        <h1 id="welcome-heading">{t('candidate.welcome.title')}</h1>
        <AreaError message={t('candidate.profile.loadError')} onRetry={loaded.retry} />
      </section>
    );
  }
  if (!profile) {
    return (
      <section className="candidate-page" aria-labelledby="welcome-heading">
        <h1 id="welcome-heading">{t('candidate.welcome.title')}</h1>
        <Skeleton height={480} />
      </section>
    );
  }

  const done = profile.tasks[step.task] === 1;
  const last = current === STEPS.length - 1;
  const position = { n: current + 1, total: STEPS.length, label: t(step.label) };
  return (
    <section className="candidate-page candidate-welcome" aria-labelledby="welcome-heading">
      <h1 id="welcome-heading">
        {profile.user.nombre
          ? t('candidate.welcome.titleNamed', { name: profile.user.nombre })
          : t('candidate.welcome.title')}
      </h1>
      <p className="candidate-welcome__intro">{t('candidate.welcome.intro')}</p>
      {/* One progress: the steps of this page. The profile's completion (8 tasks) is the dashboard's, not shown here
          too (issue 29; docs/candidate-area.md#the-onboarding). */}
      <Stepper
        className="candidate-welcome__stepper"
        steps={STEPS.map((item) => ({ label: t(item.label) }))}
        current={current}
        onStepClick={go}
      />
      <section className="candidate-welcome__step" aria-labelledby="welcome-step-heading">
        <h2 id="welcome-step-heading" ref={heading} tabIndex={-1}>
          {t('candidate.welcome.stepHeading', position)}
        </h2>
        <p className="candidate-welcome__step-intro">{t(step.intro)}</p>
        {step.key === 'cv' ? (
          <Card className="candidate-panel">
            <WelcomeCvStep onProfileChanged={loaded.retry} onProfile={setProfile} />
          </Card>
        ) : (
          step.sections.map((Section) => <Section key={Section.name} profile={profile} onChange={setProfile} />)
        )}
      </section>
      <div className="candidate-welcome__actions">
        {current > 0 && (
          <Button variant="secondary" onClick={() => go(current - 1)}>
            {t('candidate.welcome.back')}
          </Button>
        )}
        <Button variant="ghost" className="candidate-welcome__later" onClick={() => leave(false)}>
          {t('candidate.welcome.later')}
        </Button>
        {done ? (
          <Button onClick={next}>{t(last ? 'candidate.welcome.finish' : 'candidate.welcome.continue')}</Button>
        ) : (
          <Button variant="secondary" onClick={next}>
            {t('candidate.welcome.skip')}
          </Button>
        )}
      </div>
    </section>
  );
}
