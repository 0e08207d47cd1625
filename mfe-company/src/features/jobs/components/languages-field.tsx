import { languageName } from 'shared-kit/constants';
import { currentLocale, useTranslate } from 'shared-kit/i18n';
import type { KitMessageId } from 'shared-kit/i18n';
import { Button, Combobox, Select } from 'shared-kit/ui';
import { Switch } from 'shared-kit/ui/account';
import type { CompanyMessageId } from '../../../locales';
import { JOB_LIMITS, type LanguageLevel } from '../api/company-job';
import { type JobForm, rowKey } from './job-form-state';

const LEVELS: LanguageLevel[] = [1, 2, 3, 4];

/**
 * The languages a job asks for: each with the lowest level accepted on the candidates' scale and whether it is
 * mandatory (a candidate without it cannot apply: docs/product-rules.md#required-languages).
 */
export function LanguagesField({
  rows,
  options,
  onChange,
  error,
}: {
  rows: JobForm['languages'];
  options: { id: number; slug: string; name: string }[];
  onChange: (rows: JobForm['languages']) => void;
  error?: string;
}) {
  const t = useTranslate<CompanyMessageId>();
  const kit = useTranslate<KitMessageId>();
  const set = (key: number, change: Partial<JobForm['languages'][number]>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  // In the interface language ("niemiecki"), so what a company types in its own language finds it.
  const choices = options.map((language) => ({
    value: String(language.id),
    label: languageName(language, currentLocale()),
  }));

  return (
    <fieldset className="company-fieldset">
      <legend>{t('company.jobs.editor.languages')}</legend>
      <p className="company-hint">{t('company.jobs.editor.languagesHint')}</p>
      {error && (
        <p className="company-field-error" role="alert">
          {error}
        </p>
      )}
      <ol className="sk-plain-list company-language-rows">
        {rows.map((row, index) => (
          <li key={row.key} className="company-language-row">
            <Combobox
              label={t('company.jobs.editor.language', { n: index + 1 })}
              options={choices.filter(
                (choice) =>
                  choice.value === String(row.language_id) ||
                  !rows.some((other) => String(other.language_id) === choice.value),
              )}
              value={row.language_id === null ? null : String(row.language_id)}
              onChange={(value) => set(row.key, { language_id: value === null ? null : Number(value) })}
            />
            <Select
              label={t('company.jobs.editor.level', { n: index + 1 })}
              options={LEVELS.map((level) => ({ value: String(level), label: kit(`kit.job.level.${level}`) }))}
              value={String(row.level)}
              onChange={(event) => set(row.key, { level: Number(event.target.value) as LanguageLevel })}
            />
            <Switch
              label={t('company.jobs.editor.mandatory', { n: index + 1 })}
              checked={row.mandatory}
              onChange={(mandatory) => set(row.key, { mandatory })}
            />
            <Button variant="ghost" size="sm" onClick={() => onChange(rows.filter((other) => other.key !== row.key))}>
              {t('company.jobs.editor.removeLanguage', { n: index + 1 })}
            </Button>
          </li>
        ))}
      </ol>
      {rows.length < JOB_LIMITS.languages && (
        <Button
          variant="secondary"
          onClick={() => onChange([...rows, { key: rowKey(), language_id: null, level: 2, mandatory: false }])}
        >
          {t('company.jobs.editor.addLanguage')}
        </Button>
      )}
    </fieldset>
  );
}
