import type { CompanyJob, JobInput, LanguageLevel, SalaryPeriod } from '../api/company-job';

/** The editor's state: every field as the form holds it (numbers as typed text until sent). */
export type JobForm = {
  title: string;
  description: string;
  content_lang: string;
  country_id: number | null;
  city_id: number | null;
  remote_type: string;
  languages: { key: number; language_id: number | null; level: LanguageLevel; mandatory: boolean }[];
  skills: { id: number; name: string }[];
  experience: string;
  employment_type: string;
  salary_min: string;
  salary_max: string;
  salary_currency: string;
  salary_period: SalaryPeriod;
  apply_url: string;
  valid_through: string;
};

let nextKey = 1;
/** A key for a language row, so removing one keeps the others' fields. */
export const rowKey = () => nextKey++;

export function emptyForm(contentLang: string): JobForm {
  return {
    title: '',
    description: '',
    content_lang: contentLang,
    country_id: null,
    city_id: null,
    remote_type: '',
    languages: [],
    skills: [],
    experience: '',
    employment_type: '',
    salary_min: '',
    salary_max: '',
    salary_currency: 'EUR',
    salary_period: 'YEAR',
    apply_url: '',
    valid_through: '',
  };
}

export function formOf(job: CompanyJob): JobForm {
  return {
    title: job.title,
    description: job.description,
    content_lang: job.content_lang ?? 'en',
    country_id: job.country_id,
    city_id: job.city_id,
    remote_type: job.remote_type ?? '',
    languages: job.languages.map((language) => ({
      key: rowKey(),
      language_id: language.language_id,
      level: language.level,
      mandatory: language.mandatory,
    })),
    skills: job.skills.map((skill) => ({ id: skill.id, name: skill.name })),
    experience: job.experience === null ? '' : String(job.experience),
    employment_type: job.employment_type === null ? '' : String(job.employment_type),
    salary_min: job.salary ? String(job.salary.min) : '',
    salary_max: job.salary ? String(job.salary.max) : '',
    salary_currency: job.salary?.currency ?? 'EUR',
    salary_period: job.salary?.period ?? 'YEAR',
    apply_url: job.apply_url ?? '',
    valid_through: job.valid_through ?? '',
  };
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * What the api is sent. A salary goes only with an amount; a single amount is both its minimum and its maximum. The
 * rules themselves (bounds, what a publication needs) are the api's, which answers them on the fields.
 */
export function inputOf(form: JobForm): JobInput {
  const min = numberOrNull(form.salary_min);
  const max = numberOrNull(form.salary_max);
  return {
    title: form.title.trim(),
    description: form.description,
    content_lang: form.content_lang,
    country_id: form.country_id,
    city_id: form.city_id,
    // null clears a remote type chosen before.
    remote_type: form.remote_type || null,
    languages: form.languages.flatMap((row) =>
      row.language_id === null ? [] : [{ language_id: row.language_id, level: row.level, mandatory: row.mandatory }],
    ),
    skill_ids: form.skills.map((skill) => skill.id),
    experience: numberOrNull(form.experience),
    employment_type: numberOrNull(form.employment_type),
    salary:
      min === null && max === null
        ? null
        : {
            min: min ?? (max as number),
            max: max ?? (min as number),
            currency: form.salary_currency,
            period: form.salary_period,
          },
    apply_url: form.apply_url.trim() || null,
    valid_through: form.valid_through || null,
  };
}

/** The api's field errors, each put where the form shows it: `salary.min` under the salary, `languages.0.level` under the languages. */
export function placeErrors(errors: Record<string, string>): Record<string, string> {
  const placed: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const root = field.split(/[./[]/)[0] ?? field;
    placed[root] ??= message;
  }
  return placed;
}
