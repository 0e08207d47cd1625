import { type FormEvent, useState } from 'react';
import type { Job } from 'shared-kit/contracts';
import { currentLocale, translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Link, useNavigate } from 'shared-kit/router';
import { Button, Dialog } from 'shared-kit/ui';
import { ErrorSummary, useForm } from 'shared-kit/ui/form';
import { announceBalancesChanged } from '../../../balances/balances-changed';
import type { CompanyMessageId } from '../../../locales';
import { publishJob } from '../api/change-job-state';
import { CONTENT_LANGS, type CompanyJob, type SalaryPeriod } from '../api/company-job';
import { getJobPreview } from '../api/get-job-preview';
import type { EditorLists } from '../api/get-reference-lists';
import { saveJob } from '../api/save-job';
import { CreditsAlert } from './credits-alert';
import { type JobChoices, JobEditorFields } from './job-editor-fields';
import { type JobTexts, jobRules } from './job-form-rules';
import { emptyForm, formOf, inputOf, placeErrors } from './job-form-state';
import { JobPreview } from './job-preview';
import { JobStatusBadge } from './job-status-badge';

type Action = 'save' | 'preview' | 'publish';

/**
 * The job editor's form (docs/company-area.md#the-job-editor-checks-before-sending): its texts in the form toolkit
 * (useForm), checked against the contract's bounds before anything is sent; every error in the summary and under its
 * field, the focus on the first; the api's 422 put on the fields the same way.
 */
export function JobEditor({
  job: loaded,
  lists,
  onCreated,
}: {
  job: CompanyJob | null;
  lists: EditorLists;
  onCreated: (job: CompanyJob) => void;
}) {
  const t = useTranslate<CompanyMessageId>();
  const navigate = useNavigate();
  const [job, setJob] = useState(loaded);
  const [start] = useState(() => {
    const locale = currentLocale();
    return loaded ? formOf(loaded) : emptyForm((CONTENT_LANGS as readonly string[]).includes(locale) ? locale : 'en');
  });
  const { country_id, city_id, languages, skills, ...texts } = start;
  const [choices, setChoices] = useState<JobChoices>({ country_id, city_id, languages, skills });
  const [creditsMessage, setCreditsMessage] = useState<string | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const [preview, setPreview] = useState<Job | null>(null);
  const form = useForm<JobTexts>({
    initial: texts,
    rules: () => jobRules(t),
    failure: () => t('company.jobs.editor.saveFailed'),
    onRefused: (refusal) => {
      // No credit left: its own alert, with a link to buy one (docs/company-area.md#jobs).
      if (refusal.fields.job_credits) {
        setCreditsMessage(refusal.fields.job_credits);
        return true;
      }
      return false;
    },
  });
  // The api names nested fields (`salary.max`, `languages.0.level`): each shows on the field that holds it.
  const placed = placeErrors(Object.fromEntries(form.errors.map((error) => [error.name, error.text])));
  const summary = Object.entries(placed).map(([name, text]) => ({ name, id: form.fieldId(name), text }));

  /** Saves the job (a new draft, or the changes); a refusal is thrown to the form, which puts it on the fields. */
  async function save(values: JobTexts): Promise<CompanyJob> {
    const saved = await saveJob(
      job?.id ?? null,
      inputOf({ ...values, ...choices, salary_period: values.salary_period as SalaryPeriod }),
    );
    setJob(saved);
    if (!job) {
      // A new draft gets its own address, so a reload edits it rather than making another.
      onCreated(saved);
      navigate(`/company/jobs/${saved.id}/edit`, { replace: true });
    }
    return saved;
  }

  /** One of the three actions: checks and saves first, then does its own part; true when all went through. */
  async function run(kind: Action, then?: (saved: CompanyJob, values: JobTexts) => Promise<void>, event?: FormEvent) {
    setAction(kind);
    setCreditsMessage(null);
    const done = await form.submit(async (values) => {
      const saved = await save(values);
      await then?.(saved, values);
    })(event);
    setAction(null);
    return done;
  }

  async function submit(event: FormEvent) {
    if (await run('save', undefined, event)) {
      notify.success(translate('company.jobs.editor.saved' satisfies CompanyMessageId));
    }
  }

  const showPreview = () =>
    run('preview', async (saved) => {
      try {
        setPreview(await getJobPreview(saved.id));
      } catch {
        form.setMessage(t('company.jobs.editor.previewFailed'));
      }
    });

  async function publish() {
    const done = await run('publish', async (saved, values) => {
      await publishJob(saved.id, values.valid_through || null);
    });
    if (!done) return;
    announceBalancesChanged();
    notify.success(translate('company.jobs.done.publish' satisfies CompanyMessageId));
    navigate('/company/jobs');
  }

  const canPublish = !job || ['draft', 'paused', 'expired'].includes(job.status);
  const busy = (kind: Action) => ({ loading: action === kind, disabled: action !== null && action !== kind });

  return (
    <section className="company-page" aria-labelledby="company-editor-heading">
      <div className="sk-split company-page__head">
        <h1 id="company-editor-heading">
          {job ? t('company.jobs.editor.editTitle') : t('company.jobs.editor.createTitle')}
        </h1>
        {job && <JobStatusBadge status={job.status} />}
      </div>
      <p className="company-page__links">
        <Link to="/company/jobs">{t('company.jobs.editor.back')}</Link>
        {job && (
          <>
            {' · '}
            <Link to={`/company/jobs/${job.id}/screening-questions`}>
              {t('company.jobs.action.questions', { count: job.screening_questions })}
            </Link>
          </>
        )}
      </p>
      <div className="company-editor__messages">
        {form.message && <p role="alert">{form.message}</p>}
        {creditsMessage !== null && <CreditsAlert message={creditsMessage} />}
        <ErrorSummary errors={summary} onSelect={form.focus} />
      </div>
      <form ref={form.formRef} className="company-editor" onSubmit={submit} noValidate>
        <JobEditorFields
          form={form}
          choices={choices}
          setChoices={setChoices}
          lists={lists}
          errorOf={(name) => placed[name]}
        />
        <div className="sk-actions company-editor__actions">
          <Button type="submit" variant="secondary" {...busy('save')}>
            {job && job.status !== 'draft' ? t('company.jobs.editor.saveChanges') : t('company.jobs.editor.saveDraft')}
          </Button>
          <Button variant="secondary" {...busy('preview')} onClick={showPreview}>
            {t('company.jobs.editor.preview')}
          </Button>
          {canPublish && (
            <Button {...busy('publish')} onClick={publish}>
              {t('company.jobs.editor.publish')}
            </Button>
          )}
        </div>
      </form>
      <Dialog
        open={preview !== null}
        onClose={() => setPreview(null)}
        title={t('company.jobs.editor.previewTitle')}
        description={t('company.jobs.editor.previewText')}
        className="company-preview-dialog"
        footer={
          <Button variant="secondary" onClick={() => setPreview(null)}>
            {t('company.jobs.editor.closePreview')}
          </Button>
        }
      >
        {preview && <JobPreview job={preview} />}
      </Dialog>
    </section>
  );
}
