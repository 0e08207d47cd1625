import { type FormEvent, useRef, useState } from 'react';
import { EMPLOYMENT_TYPES, INTL_LOCALES, type Locale, remoteName } from 'shared-kit/constants';
import type { Job } from 'shared-kit/contracts';
import { currentLocale, type KitMessageId, translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Link, useNavigate, useParams } from 'shared-kit/router';
import { AreaError, Button, Combobox, Dialog, NotFound, Select, Skeleton, TextField } from 'shared-kit/ui';
import { DateInput, RichTextEditor } from 'shared-kit/ui/account';
import { announceBalancesChanged } from '../../../balances/balances-changed';
import type { CompanyMessageId } from '../../../locales';
import { publishJob } from '../api/change-job-state';
import { CONTENT_LANGS, type CompanyJob, JOB_LIMITS, SALARY_PERIODS, type SalaryPeriod } from '../api/company-job';
import { useCompanyJob } from '../api/get-company-job';
import { getJobPreview } from '../api/get-job-preview';
import { type EditorLists, useCities, useEditorLists } from '../api/get-reference-lists';
import { saveJob } from '../api/save-job';
import { CreditsAlert } from './credits-alert';
import { emptyForm, formOf, inputOf, type JobForm, placeErrors } from './job-form-state';
import { JobPreview } from './job-preview';
import { JobStatusBadge } from './job-status-badge';
import { LanguagesField } from './languages-field';
import { ModeratedJob } from './moderated-job';
import { refusalOf } from '../../../lib/refusal';
import { SkillsField } from './skills-field';

const CURRENCIES = ['EUR', 'GBP', 'CHF', 'PLN', 'SEK', 'DKK', 'NOK', 'CZK', 'HUF', 'RON', 'BGN', 'USD'];
const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** `/company/jobs/create` and `/company/jobs/:jobId/edit`: every field of a job, saved as a draft, previewed, published. */
export function JobEditorPage() {
  const t = useTranslate<CompanyMessageId>();
  const { jobId } = useParams();
  const id = jobId === undefined ? null : Number(jobId);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  // The draft this editor has just created: its address changes to its edit page, and the same form stays (with its
  // focus, an open preview or a publication under way) instead of loading the job again.
  const [created, setCreated] = useState<CompanyJob | null>(null);
  const job = useCompanyJob(valid && created?.id !== id ? id : null);
  const lists = useEditorLists();

  if (!valid) return <NotFound />;
  if (created !== null && created.id === id && lists.status === 'success') {
    return <JobEditor key="new" job={null} lists={lists.data} onCreated={setCreated} />;
  }
  if (job.status === 'error' || lists.status === 'error') {
    return (
      <section className="company-page" aria-labelledby="company-editor-heading">
        <h1 id="company-editor-heading">
          {id === null ? t('company.jobs.editor.createTitle') : t('company.jobs.editor.editTitle')}
        </h1>
        <AreaError
          message={t('company.jobs.editor.loadError')}
          onRetry={() => {
            job.retry();
            lists.retry();
          }}
        />
      </section>
    );
  }
  if (job.status === 'loading' || lists.status === 'loading') return <Skeleton height={480} />;
  // Closed by moderation: nothing to edit, the reason to read (docs/company-area.md#a-job-closed-by-moderation).
  if (job.data?.status === 'moderated') return <ModeratedJob job={job.data} />;
  // The key starts the form afresh when the editor moves from one job to another (or from a new one to its draft).
  return <JobEditor key={job.data?.id ?? 'new'} job={job.data} lists={lists.data} onCreated={setCreated} />;
}

function JobEditor({
  job: loaded,
  lists,
  onCreated,
}: {
  job: CompanyJob | null;
  lists: EditorLists;
  onCreated: (job: CompanyJob) => void;
}) {
  const t = useTranslate<CompanyMessageId>();
  const kit = useTranslate<KitMessageId>();
  const navigate = useNavigate();
  const locale = currentLocale();
  const [job, setJob] = useState(loaded);
  const [form, setForm] = useState<JobForm>(() =>
    loaded ? formOf(loaded) : emptyForm((CONTENT_LANGS as readonly string[]).includes(locale) ? locale : 'en'),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [creditsMessage, setCreditsMessage] = useState<string | null>(null);
  const [pending, setPending] = useState<'save' | 'preview' | 'publish' | null>(null);
  const [preview, setPreview] = useState<Job | null>(null);
  const cities = useCities(form.country_id);
  const top = useRef<HTMLDivElement>(null);

  const set = <K extends keyof JobForm>(field: K, value: JobForm[K]) => setForm((now) => ({ ...now, [field]: value }));
  const languageNames = new Intl.DisplayNames([INTL_LOCALES[locale as Locale] ?? 'en-GB'], { type: 'language' });
  const today = Date.now();

  /** Saves the form (a new draft, or the changes); false when the api refused it, its words on the fields. */
  async function save(): Promise<CompanyJob | null> {
    setErrors({});
    setMessage('');
    setCreditsMessage(null);
    try {
      const saved = await saveJob(job?.id ?? null, inputOf(form));
      setJob(saved);
      if (!job) {
        // A new draft gets its own address, so a reload edits it rather than making another.
        onCreated(saved);
        navigate(`/company/jobs/${saved.id}/edit`, { replace: true });
      }
      return saved;
    } catch (error) {
      fail(error);
      return null;
    }
  }

  function fail(error: unknown) {
    const refused = refusalOf(error) ?? { message: null, errors: {} };
    if (refused.errors.job_credits) {
      setCreditsMessage(refused.errors.job_credits);
      return;
    }
    const placed = placeErrors(refused.errors);
    setErrors(placed);
    const fields = Object.keys(placed).length > 0;
    setMessage(fields ? t('company.jobs.editor.fixFields') : refused.message || t('company.jobs.editor.saveFailed'));
    top.current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending('save');
    const saved = await save();
    setPending(null);
    if (saved) notify.success(translate('company.jobs.editor.saved' satisfies CompanyMessageId));
  }

  async function showPreview() {
    setPending('preview');
    const saved = await save();
    if (saved) {
      try {
        setPreview(await getJobPreview(saved.id));
      } catch {
        setMessage(t('company.jobs.editor.previewFailed'));
      }
    }
    setPending(null);
  }

  async function publish() {
    setPending('publish');
    const saved = await save();
    if (saved) {
      try {
        await publishJob(saved.id, form.valid_through || null);
        announceBalancesChanged();
        notify.success(translate('company.jobs.done.publish' satisfies CompanyMessageId));
        navigate('/company/jobs');
      } catch (error) {
        fail(error);
      }
    }
    setPending(null);
  }

  const canPublish = !job || ['draft', 'paused', 'expired'].includes(job.status);
  const countryOptions = lists.countries.map((country) => ({ value: String(country.id), label: country.name }));
  const cityOptions =
    cities.status === 'success' ? cities.data.map((city) => ({ value: String(city.id), label: city.name })) : [];

  return (
    <section className="company-page" aria-labelledby="company-editor-heading">
      <div className="company-page__head">
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
      <div ref={top} tabIndex={-1} className="company-editor__messages">
        {message && <p role="alert">{message}</p>}
        {creditsMessage !== null && <CreditsAlert message={creditsMessage} />}
      </div>
      <form className="company-editor" onSubmit={submit} noValidate>
        <TextField
          label={t('company.jobs.editor.title')}
          name="title"
          required
          maxLength={JOB_LIMITS.title}
          value={form.title}
          onChange={(event) => set('title', event.target.value)}
          error={errors.title}
        />
        <RichTextEditor
          label={t('company.jobs.editor.description')}
          hint={t('company.jobs.editor.descriptionHint')}
          value={form.description}
          onChange={(html) => set('description', html)}
          maxLength={JOB_LIMITS.descriptionText}
          error={errors.description}
        />
        <Select
          label={t('company.jobs.editor.contentLang')}
          hint={t('company.jobs.editor.contentLangHint')}
          options={CONTENT_LANGS.map((code) => ({ value: code, label: languageNames.of(code) ?? code }))}
          value={form.content_lang}
          onChange={(event) => set('content_lang', event.target.value)}
          error={errors.content_lang}
        />
        <fieldset className="company-fieldset">
          <legend>{t('company.jobs.editor.where')}</legend>
          <p className="company-hint">{t('company.jobs.editor.whereHint')}</p>
          <Combobox
            label={t('company.jobs.editor.country')}
            options={countryOptions}
            value={form.country_id === null ? null : String(form.country_id)}
            onChange={(value) =>
              setForm((now) => ({ ...now, country_id: value === null ? null : Number(value), city_id: null }))
            }
            error={errors.country_id}
          />
          {form.country_id !== null && (
            <Combobox
              label={t('company.jobs.editor.city')}
              options={cityOptions}
              value={form.city_id === null ? null : String(form.city_id)}
              onChange={(value) => set('city_id', value === null ? null : Number(value))}
              error={errors.city_id}
            />
          )}
          <Select
            label={t('company.jobs.editor.remote')}
            placeholder={t('company.jobs.editor.remoteNone')}
            options={lists.remotes.map((remote) => ({ value: remote.slug, label: remoteName(remote, kit) }))}
            value={form.remote_type}
            onChange={(event) => set('remote_type', event.target.value)}
            error={errors.remote_type}
          />
        </fieldset>
        <LanguagesField
          rows={form.languages}
          options={lists.languages}
          onChange={(rows) => set('languages', rows)}
          error={errors.languages}
        />
        <SkillsField skills={form.skills} onChange={(skills) => set('skills', skills)} error={errors.skill_ids} />
        <div className="company-editor__row">
          <TextField
            label={t('company.jobs.editor.experience')}
            hint={t('company.jobs.editor.experienceHint')}
            optional
            type="number"
            inputMode="numeric"
            min={0}
            max={JOB_LIMITS.experience}
            value={form.experience}
            onChange={(event) => set('experience', event.target.value)}
            error={errors.experience}
          />
          <Select
            label={t('company.jobs.editor.employmentType')}
            optional
            placeholder={t('company.jobs.editor.notSaid')}
            options={Object.entries(EMPLOYMENT_TYPES).map(([value, label]) => ({ value, label: kit(label) }))}
            value={form.employment_type}
            onChange={(event) => set('employment_type', event.target.value)}
            error={errors.employment_type}
          />
        </div>
        <fieldset className="company-fieldset">
          <legend>{t('company.jobs.editor.salary')}</legend>
          <p className="company-hint">{t('company.jobs.editor.salaryHint')}</p>
          {errors.salary && (
            <p className="company-field-error" role="alert">
              {errors.salary}
            </p>
          )}
          <div className="company-editor__row">
            <TextField
              label={t('company.jobs.editor.salaryMin')}
              optional
              type="number"
              inputMode="decimal"
              min={0}
              max={JOB_LIMITS.salary}
              value={form.salary_min}
              onChange={(event) => set('salary_min', event.target.value)}
            />
            <TextField
              label={t('company.jobs.editor.salaryMax')}
              optional
              type="number"
              inputMode="decimal"
              min={0}
              max={JOB_LIMITS.salary}
              value={form.salary_max}
              onChange={(event) => set('salary_max', event.target.value)}
            />
            <Select
              label={t('company.jobs.editor.currency')}
              options={CURRENCIES.map((code) => ({ value: code, label: code }))}
              value={form.salary_currency}
              onChange={(event) => set('salary_currency', event.target.value)}
            />
            <Select
              label={t('company.jobs.editor.period')}
              options={SALARY_PERIODS.map((period) => ({
                value: period,
                label: t(`company.jobs.editor.per.${period}`),
              }))}
              value={form.salary_period}
              onChange={(event) => set('salary_period', event.target.value as SalaryPeriod)}
            />
          </div>
        </fieldset>
        <TextField
          label={t('company.jobs.editor.applyUrl')}
          hint={t('company.jobs.editor.applyUrlHint')}
          optional
          type="url"
          inputMode="url"
          maxLength={JOB_LIMITS.applyUrl}
          value={form.apply_url}
          onChange={(event) => set('apply_url', event.target.value)}
          error={errors.apply_url}
        />
        <DateInput
          label={t('company.jobs.editor.validThrough')}
          hint={t('company.jobs.editor.validThroughHint')}
          optional
          min={isoDay(today + DAY_MS)}
          max={isoDay(today + 180 * DAY_MS)}
          value={form.valid_through}
          onChange={(value) => set('valid_through', value)}
          error={errors.valid_through}
        />
        <div className="sk-actions company-editor__actions">
          <Button
            type="submit"
            variant="secondary"
            loading={pending === 'save'}
            disabled={pending !== null && pending !== 'save'}
          >
            {job && job.status !== 'draft' ? t('company.jobs.editor.saveChanges') : t('company.jobs.editor.saveDraft')}
          </Button>
          <Button
            variant="secondary"
            loading={pending === 'preview'}
            disabled={pending !== null && pending !== 'preview'}
            onClick={showPreview}
          >
            {t('company.jobs.editor.preview')}
          </Button>
          {canPublish && (
            <Button
              loading={pending === 'publish'}
              disabled={pending !== null && pending !== 'publish'}
              onClick={publish}
            >
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
