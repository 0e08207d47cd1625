import { Checkbox } from 'shared-kit/ui';
import { useTranslate } from 'shared-kit/i18n';
import { useJobDisplay } from '../../../lib/job-display';
import type { JobsMessageId } from '../../../locales';
import { useSearchNavigation } from '../hooks/use-search';
import type { SearchUrl } from '../state/search-url';
import { SkillField } from './skill-field';

/** Experience values the filter offers (years, as the api stores them). */
const EXPERIENCE_YEARS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

const toggle = (list: number[], id: number) =>
  (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]).sort((a, b) => a - b);

/**
 * The rarer filters of docs/product-rules.md#filters, in the filter drawer (loaded when it opens): experience, and
 * the skill (not on a minisite).
 */
export default function FilterPanel({ url }: { url: SearchUrl }) {
  const t = useTranslate<JobsMessageId>();
  const display = useJobDisplay();
  const nav = useSearchNavigation(url);
  const { path, query } = url;
  return (
    <>
      <fieldset className="jobs-fieldset">
        <legend>{t('jobs.filters.experience')}</legend>
        {EXPERIENCE_YEARS.map((years) => (
          <Checkbox
            key={years}
            label={display.experience(years)}
            checked={query.experience.includes(years)}
            onChange={() => nav.setQuery({ experience: toggle(query.experience, years) })}
          />
        ))}
      </fieldset>
      {!path.minisite && (
        <SkillField
          current={path.skill}
          onChoose={(skill) => nav.setPath({ skill, languages: [], location: null, remote: null })}
        />
      )}
    </>
  );
}
