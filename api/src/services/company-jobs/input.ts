// A job's fields as a company sends them, checked and turned into columns (docs/company-area.md#jobs). The schema
// has checked shapes and bounds; what needs data or more than one field is checked here, every problem at once.
import { COMPANY_JOB_LIMITS, EXCLUDED_COUNTRY_ID, JOB_VALID_MAX_DAYS, type JobPatch } from 'shared-kit/contracts';
import { type Text, text } from '../../i18n/catalogues';
import { webAddress } from '../../lib/web-address';
import type { ReferenceData } from '../reference';
import { richTextAsParagraphs } from '../rich-text';
import { validThroughProblem, expiresAtOf } from './states';

export type Errors = Record<string, Text[]>;

/** The columns of `jobs` a company sets, plus its languages and skills (their own tables). */
type JobColumns = {
  title?: string;
  description?: string;
  description_html?: string;
  content_lang?: string;
  city_id?: number | null;
  country_id?: number | null;
  remote_type?: string | null;
  experience?: number | null;
  employment_type?: number | null;
  salary_min?: number | null;
  salary_max?: number | null;
  salary_currency?: string | null;
  salary_period?: string | null;
  apply_url?: string | null;
  expires_at?: Date | null;
};

export type CheckedJobInput = {
  columns: JobColumns;
  languages?: { language_id: number; level: number; mandatory: boolean }[];
  skillIds?: number[];
};

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** Where the sent input leaves the job (what is stored, changed by what is sent): for rules over several fields. */
export type StoredLocation = { city_id: number | null; country_id: number | null; remote_type: string | null };

/**
 * Checks the fields sent (all of them for a new job, any subset for a change) against the reference data and each
 * other. Throws nothing: answers the columns and the errors by field, so the caller adds its own (state) rules.
 */
export function checkJobInput(
  input: JobPatch,
  reference: ReferenceData,
  now = new Date(),
): { checked: CheckedJobInput; errors: Errors } {
  const errors: Errors = {};
  const add = (field: string, message: Text) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const columns: JobColumns = {};

  if (input.title !== undefined) {
    const title = input.title.trim().replace(/\s+/g, ' ');
    if ([...title].length < COMPANY_JOB_LIMITS.titleMin) {
      add('title', text('api.validation.minLength', { field: 'title', limit: COMPANY_JOB_LIMITS.titleMin }));
    } else columns.title = title;
  }

  if (input.description !== undefined) {
    const rich = richTextAsParagraphs(input.description);
    const length = rich ? [...rich.text].length : 0;
    if (!rich || length < COMPANY_JOB_LIMITS.descriptionTextMin || length > COMPANY_JOB_LIMITS.descriptionTextMax) {
      add(
        'description',
        text('api.companyJobs.descriptionLength', {
          min: COMPANY_JOB_LIMITS.descriptionTextMin,
          max: COMPANY_JOB_LIMITS.descriptionTextMax,
        }),
      );
    } else {
      columns.description = rich.text;
      columns.description_html = rich.html;
    }
  }

  if (input.content_lang !== undefined) columns.content_lang = input.content_lang;

  if (input.city_id !== undefined) {
    const city = input.city_id === null ? null : reference.cities.find((c) => c.id === input.city_id);
    if (city === undefined) add('city_id', text('api.validation.selected', { field: 'city' }));
    else {
      columns.city_id = city?.id ?? null;
      // A city says its country: the job is found by either.
      if (city && input.country_id === undefined) columns.country_id = city.country_id;
    }
  }
  if (input.country_id !== undefined) {
    const known =
      input.country_id === null ||
      (input.country_id !== EXCLUDED_COUNTRY_ID && reference.countries.some((c) => c.id === input.country_id));
    if (!known) add('country_id', text('api.validation.selected', { field: 'country' }));
    else {
      columns.country_id = input.country_id;
      const city = input.city_id ? reference.cities.find((c) => c.id === input.city_id) : undefined;
      if (city && input.country_id !== null && city.country_id !== input.country_id) {
        add('city_id', text('api.companyJobs.cityNotInCountry'));
      }
    }
  }
  if (input.remote_type !== undefined) {
    if (input.remote_type !== null && !reference.remoteTypes.some((r) => r.slug === input.remote_type)) {
      add('remote_type', text('api.validation.selected', { field: 'remote type' }));
    } else columns.remote_type = input.remote_type;
  }

  let languages: CheckedJobInput['languages'];
  if (input.languages !== undefined) {
    const seen = new Set<number>();
    input.languages.forEach((language, index) => {
      if (!reference.languages.some((l) => l.id === language.language_id)) {
        add(`languages.${index}.language_id`, text('api.validation.selected', { field: 'language' }));
      } else if (seen.has(language.language_id)) {
        add(`languages.${index}.language_id`, text('api.companyJobs.languageTwice'));
      }
      seen.add(language.language_id);
    });
    languages = input.languages;
  }

  let skillIds: number[] | undefined;
  if (input.skill_ids !== undefined) {
    skillIds = [...new Set(input.skill_ids)];
    input.skill_ids.forEach((id, index) => {
      if (!reference.skills.some((s) => s.id === id)) {
        add(`skill_ids.${index}`, text('api.validation.selected', { field: 'skill' }));
      }
    });
  }

  if (input.experience !== undefined) columns.experience = input.experience;
  if (input.employment_type !== undefined) columns.employment_type = input.employment_type;

  if (input.salary !== undefined) {
    const salary = input.salary;
    if (salary === null) {
      Object.assign(columns, { salary_min: null, salary_max: null, salary_currency: null, salary_period: null });
    } else {
      let ok = true;
      if (salary.min > salary.max) {
        add('salary.min', text('api.companyJobs.salaryRange'));
        ok = false;
      }
      if (!CURRENCIES.has(salary.currency)) {
        add('salary.currency', text('api.validation.selected', { field: 'currency' }));
        ok = false;
      }
      if (ok) {
        Object.assign(columns, {
          // Cents at most: the column keeps two decimals.
          salary_min: Math.round(salary.min * 100) / 100,
          salary_max: Math.round(salary.max * 100) / 100,
          salary_currency: salary.currency,
          salary_period: salary.period,
        });
      }
    }
  }

  if (input.apply_url !== undefined) {
    const raw = input.apply_url?.trim() ?? '';
    if (raw === '') columns.apply_url = null;
    else {
      // The one rule of a web address (lib/web-address.ts), and https: candidates are sent there to apply.
      const url = webAddress(raw);
      if (url?.protocol !== 'https:') add('apply_url', text('api.companyJobs.applyUrlHttps'));
      else if (url.href.length > COMPANY_JOB_LIMITS.applyUrlMax)
        add(
          'apply_url',
          text('api.validation.maxLength', { field: 'apply url', limit: COMPANY_JOB_LIMITS.applyUrlMax }),
        );
      else columns.apply_url = url.href;
    }
  }

  if (input.valid_through !== undefined) {
    if (input.valid_through === null) columns.expires_at = null;
    else {
      const problem = validThroughProblem(input.valid_through, now);
      if (problem) add('valid_through', validThroughMessage(problem));
      else columns.expires_at = expiresAtOf(input.valid_through);
    }
  }

  return { checked: { columns, languages, skillIds }, errors };
}

export function validThroughMessage(problem: 'format' | 'past' | 'tooLate'): Text {
  if (problem === 'format') return text('api.validation.format', { field: 'valid through' });
  if (problem === 'past') return text('api.companyJobs.validThroughPast');
  return text('api.companyJobs.validThroughTooLate', { days: JOB_VALID_MAX_DAYS });
}

/** A published job says where it is: a city, a country or a remote type. */
export function locationErrors(location: StoredLocation): Errors {
  if (location.city_id !== null || location.country_id !== null || location.remote_type !== null) return {};
  const message = text('api.companyJobs.locationRequired');
  return { city_id: [message], country_id: [message], remote_type: [message] };
}
