// The month-and-year dates of experience and education entries: the screens ask for a month, the api stores a day,
// the first of that month (docs/product-rules.md#candidate-records).
import { ENTRY_FIRST_YEAR, type EntryDateKind, latestEntryYear } from 'shared-kit/account-rules';
import { INTL_LOCALES } from 'shared-kit/constants';
import { currentLocale, useTranslate } from 'shared-kit/i18n';
import { Checkbox, Select } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../../locales';

/** `YYYY-MM` of a stored `YYYY-MM-DD` (or '' for none). */
export const toMonth = (day: string | null | undefined) => (day ? day.slice(0, 7) : '');

/** The day the api takes for a `YYYY-MM`: the first of the month. */
export const toDay = (month: string) => `${month}-01`;

const monthFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(INTL_LOCALES[currentLocale()], { ...options, timeZone: 'UTC' });

/** "Mar 2019" in the interface language. */
export function formatMonth(day: string): string {
  const [year, month] = day.split('-').map(Number);
  if (!year || !month) return day;
  return monthFormat({ month: 'short', year: 'numeric' }).format(new Date(Date.UTC(year, month - 1, 1)));
}

type MonthYearProps = {
  /** The month's id: where a form's error summary and its focus take the user. */
  id?: string;
  legend: string;
  /**
   * Which date it is, so the years end where the api's rule does (docs/product-rules.md#candidate-records): a start
   * or a job's end this year at the latest, the end of studies up to EDUCATION_END_YEARS_AHEAD years ahead.
   */
  kind: EntryDateKind;
  /** `YYYY-MM`, a part of it while being chosen (`YYYY-` or `-MM`), or ''. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
};

/**
 * A date as a month and a year, two native selects in a fieldset named by `legend` ("Start date"), which is what
 * candidates remember of a job; the error (the api's on `f_final`, say) is shown and read with the month.
 */
export function MonthYearField({ id, legend, kind, value, onChange, error, disabled }: MonthYearProps) {
  const t = useTranslate<CandidateMessageId>();
  const [year = '', month = ''] = value.split('-');
  const names = monthFormat({ month: 'long' });
  const months = Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1).padStart(2, '0'),
    label: names.format(new Date(Date.UTC(2000, index, 1))),
  }));
  // The newest first. A year already stored outside the range (an entry saved before the rule) stays choosable, so
  // editing another field of it does not blank its date.
  const last = Math.max(latestEntryYear(kind), Number(year) || 0);
  const first = Math.min(ENTRY_FIRST_YEAR, Number(year) || ENTRY_FIRST_YEAR);
  const years = Array.from({ length: last - first + 1 }, (_, index) => String(last - index)).map((y) => ({
    value: y,
    label: y,
  }));
  return (
    <fieldset className="candidate-records__dates" disabled={disabled}>
      <legend className="sk-field__label">{legend}</legend>
      <div className="candidate-records__date-parts">
        <Select
          id={id}
          label={t('candidate.profile.entries.month')}
          options={months}
          placeholder=""
          value={month}
          onChange={(event) => onChange(`${year}-${event.target.value}`)}
          error={error}
        />
        <Select
          label={t('candidate.profile.entries.year')}
          options={years}
          placeholder=""
          value={year}
          onChange={(event) => onChange(`${event.target.value}-${month}`)}
        />
      </div>
    </fieldset>
  );
}

/** Whether a month value is complete (`YYYY-MM`). */
export const isMonth = (value: string) => /^\d{4}-\d{2}$/.test(value);

/** The box that says an entry has no end yet, in each kind's words. */
const ONGOING: Record<'experience' | 'education', CandidateMessageId> = {
  experience: 'candidate.profile.experience.current',
  education: 'candidate.profile.education.current',
};

type EndProps = {
  /** The end month's id (MonthYearField's). */
  id?: string;
  /** Which kind of entry: the box's words ("I currently work here") and the end's years. */
  entry: 'experience' | 'education';
  /** Ticked: the entry is still going on, and has no end (`f_final: null`). */
  ongoing: boolean;
  onOngoing: (ongoing: boolean) => void;
  /** The end as `YYYY-MM` or a part of it. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/**
 * An entry's end (docs/product-rules.md#candidate-records): "I currently work here" (or "I am still studying here")
 * said explicitly, else a month and a year. The profile's form and the CV proposal's correction both use it, so an
 * open end is never an empty or half-chosen date.
 */
export function EntryEndField({ id, entry, ongoing, onOngoing, value, onChange, error }: EndProps) {
  const t = useTranslate<CandidateMessageId>();
  return (
    <>
      <Checkbox label={t(ONGOING[entry])} checked={ongoing} onChange={(event) => onOngoing(event.target.checked)} />
      {ongoing ? (
        // The api's refusal of a missing end (a start in the future, say) still has to be seen.
        error && <p role="alert">{error}</p>
      ) : (
        <MonthYearField
          id={id}
          legend={t('candidate.profile.entries.end')}
          kind={entry === 'education' ? 'educationEnd' : 'experienceEnd'}
          value={value}
          onChange={onChange}
          error={error}
        />
      )}
    </>
  );
}

/** What is wrong with an end before it is sent: not still going on, and no whole month chosen; else nothing. */
export function useEndError() {
  const t = useTranslate<CandidateMessageId>();
  return (entry: 'experience' | 'education', ongoing: boolean, value: string) =>
    ongoing || isMonth(value) ? undefined : t('candidate.profile.entries.chooseEnd', { current: t(ONGOING[entry]) });
}
