import { EMPLOYMENT_TYPES, INTL_LOCALES, type Locale, remoteName } from 'shared-kit/constants';
import { currentLocale, type KitMessageId, useTranslate } from 'shared-kit/i18n';
import { Combobox, Select, TextField } from 'shared-kit/ui';
import { DateInput, RichTextEditor, useCities } from 'shared-kit/ui/account';
import type { Form } from 'shared-kit/ui/form';
import type { CompanyMessageId } from '../../../locales';
import { CONTENT_LANGS, JOB_LIMITS, SALARY_PERIODS } from '../api/company-job';
import type { EditorLists } from '../api/get-reference-lists';
import type { JobTexts } from './job-form-rules';
import type { JobForm } from './job-form-state';
import { LanguagesField } from './languages-field';
import { SkillsField } from './skills-field';

const CURRENCIES = ['EUR', 'GBP', 'CHF', 'PLN', 'SEK', 'DKK', 'NOK', 'CZK', 'HUF', 'RON', 'BGN', 'USD'];
const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The places, languages and skills of a job: chosen from lists, so held apart from the form's texts. */
export type JobChoices = Pick<JobForm, 'country_id' | 'city_id' | 'languages' | 'skills'>;

export type JobEditorFieldsProps = {
  form: Form<JobTexts>;
  choices: JobChoices;
  setChoices: (change: (now: JobChoices) => JobChoices) => void;
  lists: EditorLists;
  /** The error shown under a field: the form's own check or the api's, placed on the field that shows it. */
  errorOf: (name: string) => string | undefined;
};

/** Every field of the job editor, in the order a company fills them in. */
export function JobEditorFields({ form, choices, setChoices, lists, errorOf }: JobEditorFieldsProps) {
  const t = useTranslate<CompanyMessageId>();
  const kit = useTranslate<KitMessageId>();
  const locale = currentLocale();
  const cities = useCities(choices.country_id);
  const { values, set, fieldId } = form;
  const languageNames = new Intl.DisplayNames([INTL_LOCALES[locale as Locale] ?? 'en-GB'], { type: 'language' });
  const today = Date.now();
  const countryOptions = lists.countries.map((country) => ({ value: String(country.id), label: country.name }));
  const cityOptions =
    cities.status === 'success' ? cities.data.map((city) => ({ value: String(city.id), label: city.name })) : [];
  const text = (name: keyof JobTexts & string) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    error: errorOf(name),
  });
  /** An optional number of the job (experience, salary), from 0 to its bound in the contract. */
  const number = (name: 'experience' | 'salary_min' | 'salary_max', max: number, inputMode: 'numeric' | 'decimal') => ({
    ...text(name),
    optional: true,
    type: 'number',
    inputMode,
    min: 0,
    max,
  });

  return (
    <>
      <TextField {...form.field('title')} error={errorOf('title')} />
      <RichTextEditor
        id={fieldId('description')}
        label={t('company.jobs.editor.description')}
        hint={t('company.jobs.editor.descriptionHint')}
        value={values.description}
        onChange={(html) => set('description', html)}
        maxLength={JOB_LIMITS.descriptionText}
        error={errorOf('description')}
      />
      <Select
        {...text('content_lang')}
        label={t('company.jobs.editor.contentLang')}
        hint={t('company.jobs.editor.contentLangHint')}
        options={CONTENT_LANGS.map((code) => ({ value: code, label: languageNames.of(code) ?? code }))}
      />
      <fieldset className="company-fieldset">
        <legend>{t('company.jobs.editor.where')}</legend>
        <p className="company-hint">{t('company.jobs.editor.whereHint')}</p>
        <Combobox
          label={t('company.jobs.editor.country')}
          options={countryOptions}
          value={choices.country_id === null ? null : String(choices.country_id)}
          onChange={(value) =>
            setChoices((now) => ({ ...now, country_id: value === null ? null : Number(value), city_id: null }))
          }
          error={errorOf('country_id')}
        />
        {choices.country_id !== null && (
          <Combobox
            label={t('company.jobs.editor.city')}
            options={cityOptions}
            value={choices.city_id === null ? null : String(choices.city_id)}
            onChange={(value) => setChoices((now) => ({ ...now, city_id: value === null ? null : Number(value) }))}
            error={errorOf('city_id')}
          />
        )}
        <Select
          {...text('remote_type')}
          label={t('company.jobs.editor.remote')}
          placeholder={t('company.jobs.editor.remoteNone')}
          options={lists.remotes.map((remote) => ({ value: remote.slug, label: remoteName(remote, kit) }))}
        />
      </fieldset>
      <LanguagesField
        rows={choices.languages}
        options={lists.languages}
        onChange={(rows) => setChoices((now) => ({ ...now, languages: rows }))}
        error={errorOf('languages')}
      />
      <SkillsField
        skills={choices.skills}
        onChange={(skills) => setChoices((now) => ({ ...now, skills }))}
        error={errorOf('skill_ids')}
      />
      <div className="company-editor__row">
        <TextField
          {...number('experience', JOB_LIMITS.experience, 'numeric')}
          label={t('company.jobs.editor.experience')}
          hint={t('company.jobs.editor.experienceHint')}
        />
        <Select
          {...text('employment_type')}
          label={t('company.jobs.editor.employmentType')}
          optional
          placeholder={t('company.jobs.editor.notSaid')}
          options={Object.entries(EMPLOYMENT_TYPES).map(([value, label]) => ({ value, label: kit(label) }))}
        />
      </div>
      <fieldset className="company-fieldset">
        <legend>{t('company.jobs.editor.salary')}</legend>
        <p className="company-hint">{t('company.jobs.editor.salaryHint')}</p>
        {errorOf('salary') && <p className="company-field-error">{errorOf('salary')}</p>}
        <div className="company-editor__row">
          <TextField
            {...number('salary_min', JOB_LIMITS.salary, 'decimal')}
            id={fieldId('salary')}
            error={undefined}
            label={t('company.jobs.editor.salaryMin')}
          />
          <TextField
            {...number('salary_max', JOB_LIMITS.salary, 'decimal')}
            error={undefined}
            label={t('company.jobs.editor.salaryMax')}
          />
          <Select
            {...text('salary_currency')}
            error={undefined}
            label={t('company.jobs.editor.currency')}
            options={CURRENCIES.map((code) => ({ value: code, label: code }))}
          />
          <Select
            {...text('salary_period')}
            error={undefined}
            label={t('company.jobs.editor.period')}
            options={SALARY_PERIODS.map((period) => ({ value: period, label: t(`company.jobs.editor.per.${period}`) }))}
          />
        </div>
      </fieldset>
      <TextField
        {...form.field('apply_url')}
        error={errorOf('apply_url')}
        hint={t('company.jobs.editor.applyUrlHint')}
        optional
        type="url"
        inputMode="url"
      />
      <DateInput
        id={fieldId('valid_through')}
        label={t('company.jobs.editor.validThrough')}
        hint={t('company.jobs.editor.validThroughHint')}
        optional
        min={isoDay(today + DAY_MS)}
        max={isoDay(today + 180 * DAY_MS)}
        value={values.valid_through}
        onChange={(value) => set('valid_through', value)}
        error={errorOf('valid_through')}
      />
    </>
  );
}
