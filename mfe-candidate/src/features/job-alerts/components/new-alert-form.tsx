import { type FormEvent, useId, useState } from 'react';
import {
  countryName,
  JOB_ALERT_FREQUENCIES,
  type JobAlertFrequency,
  languageName,
  MAX_JOB_ALERT_NAME_LENGTH,
} from 'shared-kit/constants';
import type { JobAlert } from 'shared-kit/contracts';
import { currentLocale, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Button, Card, Checkbox, Select, TextField } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../locales';
import { useJobReferenceLists } from '../../../profile-sections/api/get-job-reference-lists';
import { createJobAlert } from '../api/create-job-alert';
import { fieldErrors } from '../api/field-errors';
import { serverMessage } from '../api/server-message';
import { type AlertFilters, alertSearchPath } from './alert-search';

/** The job list's bound on keywords (api/src/services/job-alerts: MAX_KEYWORDS_LENGTH). */
const MAX_KEYWORDS_LENGTH = 200;

const EMPTY: AlertFilters = { keywords: '', language: '', country: '', remote: false };

/**
 * A new job alert from the alerts page (docs/candidate-area.md#job-alerts): a name, the job list's filters and how
 * often. The filters become the list's own address (alertSearchPath) and the api checks them as the list does; its
 * refusals show under the field they name (the name) or under the form (the search, the ten-alert bound).
 */
export function NewAlertForm({ onSaved }: { onSaved: (alert: JobAlert) => void }) {
  const t = useTranslate<CandidateMessageId>();
  const reference = useJobReferenceLists();
  const locale = currentLocale();
  const [name, setName] = useState('');
  const [filters, setFilters] = useState<AlertFilters>(EMPTY);
  const [frequency, setFrequency] = useState<JobAlertFrequency>('daily');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const lists = reference.status === 'success' ? reference.data : { languages: [], countries: [] };
  const languages = lists.languages
    .map((l) => ({ value: l.name, label: languageName(l, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  const countries = lists.countries
    .map((c) => ({ value: c.name, label: countryName(c, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  const set = (changes: Partial<AlertFilters>) => setFilters((before) => ({ ...before, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const answer = await createJobAlert({ path: alertSearchPath(filters), frequency, name: name.trim() || null });
      onSaved(answer.alert);
      notify.success(answer.message);
      setName('');
      setFilters(EMPTY);
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(
        Object.keys(fields).length > 0 ? fields : { path: serverMessage(error) ?? t('candidate.alerts.changeError') },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" className="candidate-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="sk-card-title">
        {t('candidate.alerts.new.heading')}
      </h2>
      <form className="candidate-alert-form" onSubmit={submit} noValidate>
        <TextField
          label={t('candidate.alerts.new.name')}
          hint={t('candidate.alerts.new.nameHint', { max: MAX_JOB_ALERT_NAME_LENGTH })}
          optional
          value={name}
          maxLength={MAX_JOB_ALERT_NAME_LENGTH}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
        />
        <TextField
          label={t('candidate.alerts.new.keywords')}
          optional
          value={filters.keywords}
          maxLength={MAX_KEYWORDS_LENGTH}
          onChange={(event) => set({ keywords: event.target.value })}
        />
        <Select
          label={t('candidate.alerts.new.language')}
          value={filters.language}
          placeholder={t('candidate.alerts.new.anyLanguage')}
          options={languages}
          onChange={(event) => set({ language: event.target.value })}
        />
        <Select
          label={t('candidate.alerts.new.country')}
          value={filters.country}
          placeholder={t('candidate.alerts.new.anyCountry')}
          options={countries}
          onChange={(event) => set({ country: event.target.value })}
        />
        <Checkbox
          label={t('candidate.alerts.new.remote')}
          checked={filters.remote}
          onChange={(event) => set({ remote: event.target.checked })}
        />
        <Select
          label={t('candidate.alerts.frequencyLabel')}
          value={frequency}
          options={JOB_ALERT_FREQUENCIES.map((value) => ({ value, label: t(`candidate.alerts.frequency.${value}`) }))}
          onChange={(event) => setFrequency(event.target.value as JobAlertFrequency)}
        />
        {errors.path && (
          <p className="candidate-alert-form__error" role="alert">
            {errors.path}
          </p>
        )}
        <div className="candidate-alert-form__actions">
          <Button type="submit" aria-busy={busy || undefined} disabled={busy}>
            {t('candidate.alerts.new.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
