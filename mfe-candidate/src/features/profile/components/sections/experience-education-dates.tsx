// The month-and-year dates of experience and education entries: the screens ask for a month, the api stores a day,
// the first of that month (docs/product-rules.md#candidate-records).
import { INTL_LOCALES } from 'shared-kit/constants';
import { currentLocale, useTranslate } from 'shared-kit/i18n';
import { Select } from 'shared-kit/ui';
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

// Start dates back to 1950, end dates up to six years ahead (studies that end later are still being followed).
const FIRST_YEAR = 1950;
const YEARS_AHEAD = 6;

type MonthYearProps = {
  legend: string;
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
export function MonthYearField({ legend, value, onChange, error, disabled }: MonthYearProps) {
  const t = useTranslate<CandidateMessageId>();
  const [year = '', month = ''] = value.split('-');
  const names = monthFormat({ month: 'long' });
  const months = Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1).padStart(2, '0'),
    label: names.format(new Date(Date.UTC(2000, index, 1))),
  }));
  const last = new Date().getUTCFullYear() + YEARS_AHEAD;
  const years = Array.from({ length: last - FIRST_YEAR + 1 }, (_, index) => String(last - index)).map((y) => ({
    value: y,
    label: y,
  }));
  return (
    <fieldset className="candidate-records__dates" disabled={disabled}>
      <legend className="sk-field__label">{legend}</legend>
      <div className="candidate-records__date-parts">
        <Select
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
