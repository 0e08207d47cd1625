import { useEffect, useRef, useState } from 'react';
import { formatLanguageLevel, languageName } from 'shared-kit/constants';
import { SCREENING_ANSWER_MAX_LENGTH } from 'shared-kit/account-rules';
import type { CandidateProfileResponse } from 'shared-kit/contracts';
import { currentLocale, type KitMessageId, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { AreaError, Badge, Button, Dialog, Select, Skeleton } from 'shared-kit/ui';
import { useForm } from 'shared-kit/ui/form';
import { Stepper } from 'shared-kit/ui/account';
import type { CandidateMessageId } from '../../../locales';
import { useProfile } from '../../../profile-sections/api/get-profile';
import { useSessionFollowsName } from '../../../profile-sections/session-name';
import { LanguagesSection } from '../../../profile-sections/languages-section';
import { NameLocationSection } from '../../../profile-sections/name-location-section';
import { PhoneSection } from '../../../profile-sections/phone-section';
import { applyToJob } from '../api/apply-to-job';
import { getJobExtra } from '../api/get-job-extra';
import {
  type ApplyExtra,
  type ApplyJob,
  type Application,
  type MissingLanguage,
  pendingTasks,
  type TasksToApply,
} from '../apply-types';
import { openExternal } from '../open-external';
import { CvTask } from './cv-task';
import { ScreeningQuestion } from './screening-question';

type Step = 'tasks' | 'languages' | 'questions';

/** Where the flow starts: the tasks to apply first, then the mandatory languages, then the questions. */
function firstStep(extra: ApplyExtra | null): Step {
  if (pendingTasks(extra?.tasksToApply).length > 0) return 'tasks';
  if ((extra?.missingLanguages ?? []).length > 0) return 'languages';
  return 'questions';
}

const TASK_LABELS: Record<keyof TasksToApply, CandidateMessageId> = {
  general_information: 'candidate.apply.tasks.general_information',
  languages: 'candidate.apply.tasks.languages',
  cv: 'candidate.apply.tasks.cv',
};

type Props = {
  job: ApplyJob;
  extra: ApplyExtra | null;
  onExtra: (extra: ApplyExtra | null) => void;
  onApplied: (application: Application) => void;
  onClose: () => void;
};

/**
 * The apply flow inside the job page (docs/candidate-area.md#the-apply-flow): a dialog that first asks for the
 * pending tasks to apply (each done here with the profile's own sections), then says plainly which mandatory
 * languages are missing, then asks the screening questions and sends the application.
 */
export function ApplyDialog({ job, extra, onExtra, onApplied, onClose }: Props) {
  const t = useTranslate<CandidateMessageId>();
  const [step, setStep] = useState<Step>(() => firstStep(extra));
  // The tasks that were pending when the flow opened stay on screen (marked done) until the candidate moves on.
  const [asked] = useState(() => pendingTasks(extra?.tasksToApply));
  const [stepMessage, setStepMessage] = useState('');
  const [checking, setChecking] = useState(false);
  const headingRef = useRef<HTMLParagraphElement>(null);

  // Each step starts with its message read out: focus moves to the step's introduction.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes.
  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  /** Asks the api again what is missing (the rule lives there) and goes to the first step still open. */
  async function recheck() {
    setChecking(true);
    setStepMessage('');
    try {
      const fresh = await getJobExtra(job.id);
      onExtra(fresh);
      const next = firstStep(fresh);
      if (next === step)
        setStepMessage(
          t(step === 'tasks' ? 'candidate.apply.tasks.stillPending' : 'candidate.apply.languages.stillMissing'),
        );
      setStep(next);
    } catch {
      // The http client has said why.
    } finally {
      setChecking(false);
    }
  }

  function refused(to: Step, message: string) {
    setStep(to);
    setStepMessage(message);
  }

  const steps = [
    ...(asked.length > 0 ? [{ step: 'tasks' as const, label: t('candidate.apply.steps.tasks') }] : []),
    ...(asked.length > 0 || (extra?.missingLanguages ?? []).length > 0 || step === 'languages'
      ? [{ step: 'languages' as const, label: t('candidate.apply.steps.languages') }]
      : []),
    { step: 'questions' as const, label: t('candidate.apply.steps.questions') },
  ];
  const current = Math.max(
    0,
    steps.findIndex((one) => one.step === step),
  );

  return (
    <Dialog open onClose={onClose} title={t('candidate.apply.title', { title: job.title })} className="candidate-apply">
      {steps.length > 1 && <Stepper steps={steps} current={current} className="candidate-apply__stepper" />}
      {step === 'tasks' && (
        <TasksStep asked={asked} introRef={headingRef} message={stepMessage} checking={checking} onContinue={recheck} />
      )}
      {step === 'languages' && (
        <LanguagesStep
          missing={extra?.missingLanguages ?? []}
          introRef={headingRef}
          message={stepMessage}
          checking={checking}
          onCheck={recheck}
          onClose={onClose}
        />
      )}
      {step === 'questions' && (
        <QuestionsStep job={job} extra={extra} introRef={headingRef} onApplied={onApplied} onRefused={refused} />
      )}
    </Dialog>
  );
}

type IntroRef = { current: HTMLParagraphElement | null };

function useTaskProfile() {
  const request = useProfile();
  const [changed, setChanged] = useState<CandidateProfileResponse | null>(null);
  const profile = changed ?? (request.status === 'success' ? request.data : null);
  useSessionFollowsName(profile);
  return { request, profile, setProfile: setChanged };
}

function TasksStep({
  asked,
  introRef,
  message,
  checking,
  onContinue,
}: {
  asked: (keyof TasksToApply)[];
  introRef: IntroRef;
  message: string;
  checking: boolean;
  onContinue: () => void;
}) {
  const t = useTranslate<CandidateMessageId>();
  const { request, profile, setProfile } = useTaskProfile();
  const [cvDone, setCvDone] = useState(false);
  const done = (task: keyof TasksToApply) =>
    (task === 'cv' && cvDone) || (profile?.tasks ? profile.tasks[task] === 1 : false);

  return (
    <div className="candidate-apply__step">
      <p ref={introRef} tabIndex={-1} className="candidate-apply__intro">
        {t('candidate.apply.tasks.intro')}
      </p>
      <ul className="candidate-apply__tasks">
        {asked.map((task) => (
          <li key={task}>
            {t(TASK_LABELS[task])}{' '}
            <Badge tone={done(task) ? 'success' : 'warning'}>
              {t(done(task) ? 'candidate.apply.tasks.done' : 'candidate.apply.tasks.pending')}
            </Badge>
          </li>
        ))}
      </ul>
      {request.status === 'loading' && !profile && <Skeleton height={160} label={t('candidate.apply.loading')} />}
      {request.status === 'error' && !profile && (
        <AreaError title={t('candidate.apply.profileError')} onRetry={request.retry} />
      )}
      {profile && (
        <div className="candidate-apply__sections">
          {asked.includes('general_information') && (
            <>
              <NameLocationSection profile={profile} onChange={setProfile} />
              <PhoneSection profile={profile} onChange={setProfile} />
            </>
          )}
          {asked.includes('languages') && <LanguagesSection profile={profile} onChange={setProfile} />}
          {asked.includes('cv') && (
            <CvTask
              onUploaded={(answer) => {
                setCvDone(true);
                setProfile({ ...profile, tasks: answer.tasks });
              }}
            />
          )}
        </div>
      )}
      {message && (
        <p className="candidate-apply__message" role="alert">
          {message}
        </p>
      )}
      <div className="sk-actions candidate-apply__actions">
        <Button onClick={onContinue} loading={checking}>
          {t('candidate.apply.continue')}
        </Button>
      </div>
    </div>
  );
}

function LanguagesStep({
  missing,
  introRef,
  message,
  checking,
  onCheck,
  onClose,
}: {
  missing: MissingLanguage[];
  introRef: IntroRef;
  message: string;
  checking: boolean;
  onCheck: () => void;
  onClose: () => void;
}) {
  const t = useTranslate<CandidateMessageId>();
  const kit = useTranslate<KitMessageId>();
  const { profile, setProfile } = useTaskProfile();
  const locale = currentLocale();
  return (
    <div className="candidate-apply__step">
      <p ref={introRef} tabIndex={-1} className="candidate-apply__intro">
        {t('candidate.apply.languages.intro', { count: missing.length })}
      </p>
      <ul className="candidate-apply__missing">
        {missing.map((language) => {
          const level = formatLanguageLevel(language.level, kit);
          const name = languageName(language, locale);
          return (
            <li key={language.slug}>
              {level ? t('candidate.apply.languages.atLevel', { language: name, level }) : name}
            </li>
          );
        })}
      </ul>
      <p>{t('candidate.apply.languages.how')}</p>
      {message && (
        <p className="candidate-apply__message" role="alert">
          {message}
        </p>
      )}
      {profile && <LanguagesSection profile={profile} onChange={setProfile} />}
      <div className="sk-actions candidate-apply__actions">
        <Button onClick={onCheck} loading={checking}>
          {t('candidate.apply.languages.check')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('candidate.apply.close')}
        </Button>
      </div>
    </div>
  );
}

function QuestionsStep({
  job,
  extra,
  introRef,
  onApplied,
  onRefused,
}: {
  job: ApplyJob;
  extra: ApplyExtra | null;
  introRef: IntroRef;
  onApplied: (application: Application) => void;
  onRefused: (step: Step, message: string) => void;
}) {
  const t = useTranslate<CandidateMessageId>();
  const questions = extra?.screeningQuestions ?? [];
  const cvChoice = useCvChoice();
  // Each answer is a field named as the api names it in a 422 (`answers.<id>`), so its refusals land on it.
  const form = useForm<Record<string, string>>({
    id: 'apply',
    initial: Object.fromEntries(questions.map((question) => [answerField(question), question.answer ?? ''])),
    rules: () =>
      Object.fromEntries(
        questions.map((question) => [
          answerField(question),
          {
            label: question.question,
            required: true,
            requiredMessage: t('candidate.apply.required'),
            maxLength: SCREENING_ANSWER_MAX_LENGTH,
          },
        ]),
      ),
    failure: () => t('candidate.apply.failed'),
    onRefused: ({ status, fields, lists, message }) => {
      if (status !== 422) {
        form.setMessage(t('candidate.apply.failed'));
        return true;
      }
      // `tasks` and `languages` carry one message per pending task or missing language (docs/contracts.md#applications).
      if (lists.tasks) onRefused('tasks', lists.tasks.join(' '));
      else if (lists.languages) onRefused('languages', lists.languages.join(' '));
      else if (fields.offer_id) form.setMessage(fields.offer_id);
      else if (fields.cv_id) cvChoice.setError(fields.cv_id);
      else if (Object.keys(fields).length === 0) form.setMessage(message ?? t('candidate.apply.failed'));
      else return false;
      return true;
    },
  });
  const knockedOut = questions.some(
    (question) => question.knockout_answer != null && form.values[answerField(question)] === question.knockout_answer,
  );

  const submit = form.submit(async () => {
    const answers = Object.fromEntries(
      questions.map((question) => [String(question.id), form.values[answerField(question)] ?? '']),
    );
    cvChoice.setError('');
    const answer = await applyToJob(job.id, answers, cvChoice.chosen);
    if ('redirect' in answer) {
      openExternal(answer.redirect);
      return;
    }
    notify.success(answer.message || t('candidate.apply.sent'));
    onApplied(answer.application);
  });

  return (
    <form ref={form.formRef} className="candidate-apply__step" onSubmit={submit} noValidate>
      <p ref={introRef} tabIndex={-1} className="candidate-apply__intro">
        {t(questions.length > 0 ? 'candidate.apply.questions.intro' : 'candidate.apply.questions.none')}
      </p>
      {form.message && (
        <p className="candidate-apply__message" role="alert">
          {form.message}
        </p>
      )}
      {cvChoice.loading && <Skeleton height={64} label={t('candidate.apply.cv.loading')} />}
      {cvChoice.cvs.length > 0 && (
        <Select
          name="cv_id"
          label={t('candidate.apply.cv.label')}
          hint={t('candidate.apply.cv.hint')}
          value={String(cvChoice.chosen)}
          error={cvChoice.error || undefined}
          onChange={(event) => cvChoice.choose(Number(event.target.value))}
          options={cvChoice.cvs.map((cv) => ({
            value: String(cv.id),
            label: cv.default === 1 ? t('candidate.apply.cv.default', { name: cv.name }) : cv.name,
          }))}
        />
      )}
      {questions.map((question) => (
        <ScreeningQuestion key={question.id} question={question} field={form.field(answerField(question))} />
      ))}
      {knockedOut && <p className="candidate-apply__knockout">{t('candidate.apply.knockoutSummary')}</p>}
      <div className="sk-actions candidate-apply__actions">
        <Button type="submit" loading={form.pending}>
          {t('candidate.apply.send')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The CV to send (docs/candidate-area.md#the-apply-flow): the candidate's CVs as the profile lists them, their
 * default one chosen until they pick another. While the list loads, or if it cannot, nothing is named and the api
 * sends the default one.
 */
function useCvChoice() {
  const profile = useProfile();
  const cvs = profile.status === 'success' ? profile.data.user.candidate.cvs : [];
  const [picked, choose] = useState<number | undefined>(undefined);
  const [error, setError] = useState('');
  const fallback = cvs.find((cv) => cv.default === 1) ?? cvs[0];
  const chosen = cvs.some((cv) => cv.id === picked) ? picked : fallback?.id;
  return { cvs, chosen, choose, error, setError, loading: profile.status === 'loading' };
}

/** The name of a question's answer, as the api names it in a 422. */
const answerField = (question: { id: number }) => `answers.${question.id}`;
