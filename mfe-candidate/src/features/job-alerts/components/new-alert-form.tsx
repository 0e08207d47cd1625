import { useId } from 'react';
import { countryName, languageName } from 'shared-kit/constants';
import { JOB_ALERT_FREQUENCIES, type JobAlertFrequency, MAX_JOB_ALERT_NAME_LENGTH } from 'shared-kit/account-rules';
import { JOB_SEARCH_LIMITS } from 'shared-kit/account-rules';
import type { JobAlert } from 'shared-kit/contracts';
import { currentLocale, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Button, CardSection, Checkbox, Select, TextField } from 'shared-kit/ui';
import { ErrorSummary, useForm } from 'shared-kit/ui/form';
import type { CandidateMessageId } from '../../../locales';
import { useJobReferenceLists } from '../../../profile-sections/api/get-job-reference-lists';
import { createJobAlert } from '../api/create-job-alert';
import { alertSearchPath } from './alert-search';

/** The form's values as the toolkit keeps them: strings, the remote box '1' or ''. */
type Values = { name: string; keywords: string; language: string; country: string; remote: string; frequency: string };

const EMPTY: Values = { name: '', keywords: '', language: '', country: '', remote: '', frequency: 'daily' };

/**
 * A new job alert from the alerts page (docs/candidate-area.md#job-alerts): a name, the job list's filters and how
 * often. On the form toolkit (docs/design-system.md#useform-and-errorsummary): the name and the keywords are checked
 * against the api's bounds (MAX_JOB_ALERT_NAME_LENGTH, JOB_SEARCH_LIMITS) before sending, every error at its field and
 * in the summary. The filters become the list's own address (alertSearchPath), which the api checks as the list does:
 * its refusal of that address (`path`: the search, the ten-alert bound) is the form's message, as no one field holds it.
 */
export function NewAlertForm({ onSaved }: { onSaved: (alert: JobAlert) => void }) {
  const t = useTranslate<CandidateMessageId>();
  const reference = useJobReferenceLists();
  const locale = currentLocale();
  const headingId = useId();
  const form = useForm<Values>({
    id: 'candidate-alert',
    initial: EMPTY,
    rules: () => ({
      name: { label: t('candidate.alerts.new.name'), maxLength: MAX_JOB_ALERT_NAME_LENGTH },
      keywords: { label: t('candidate.alerts.new.keywords'), maxLength: JOB_SEARCH_LIMITS.keywords },
    }),
    failure: () => t('candidate.alerts.changeError'),
    onRefused: (refusal) => {
      if (!refusal.fields.path) return false;
      form.setMessage(refusal.fields.path);
      return true;
    },
  });
  const { values } = form;
  const lists = reference.status === 'success' ? reference.data : { languages: [], countries: [] };
  const languages = lists.languages
    .map((l) => ({ value: l.name, label: languageName(l, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  const countries = lists.countries
    .map((c) => ({ value: c.name, label: countryName(c, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));

  const submit = form.submit(async (sent) => {
    const path = alertSearchPath({
      keywords: sent.keywords,
      language: sent.language,
      country: sent.country,
      remote: sent.remote === '1',
    });
    const answer = await createJobAlert({
      path,
      frequency: sent.frequency as JobAlertFrequency,
      name: sent.name.trim() || null,
    });
    onSaved(answer.alert);
    notify.success(answer.message);
    for (const name of Object.keys(EMPTY) as (keyof Values)[]) if (name !== 'frequency') form.set(name, EMPTY[name]);
  });

  return (
    <CardSection className="candidate-panel" headingId={headingId} heading={t('candidate.alerts.new.heading')}>
      {form.sent && <ErrorSummary errors={form.errors} onSelect={form.focus} />}
      <form ref={form.formRef} className="sk-two-columns candidate-alert-form" onSubmit={submit} noValidate>
        <TextField
          {...form.field('name')}
          hint={t('candidate.alerts.new.nameHint', { max: MAX_JOB_ALERT_NAME_LENGTH })}
          optional
        />
        <TextField {...form.field('keywords')} optional />
        <Select
          {...form.field('language')}
          label={t('candidate.alerts.new.language')}
          placeholder={t('candidate.alerts.new.anyLanguage')}
          options={languages}
        />
        <Select
          {...form.field('country')}
          label={t('candidate.alerts.new.country')}
          placeholder={t('candidate.alerts.new.anyCountry')}
          options={countries}
        />
        <Checkbox
          label={t('candidate.alerts.new.remote')}
          name="remote"
          checked={values.remote === '1'}
          onChange={(event) => form.set('remote', event.target.checked ? '1' : '')}
        />
        <Select
          id={form.fieldId('frequency')}
          name="frequency"
          label={t('candidate.alerts.frequencyLabel')}
          value={values.frequency}
          options={JOB_ALERT_FREQUENCIES.map((value) => ({ value, label: t(`candidate.alerts.frequency.${value}`) }))}
          onChange={(event) => form.set('frequency', event.target.value)}
          error={form.error('frequency')}
        />
        {form.message && (
          <p className="candidate-alert-form__error" role="alert">
            {form.message}
          </p>
        )}
        <div className="candidate-alert-form__actions">
          <Button type="submit" loading={form.pending}>
            {t('candidate.alerts.new.submit')}
          </Button>
        </div>
      </form>
    </CardSection>
  );
}
