import { type FormEvent, useState } from 'react';
import { EMPLOYMENT_TYPES, EU_CONTINENTE, EXCLUDED_COUNTRY_ID, formatExperience } from 'shared-kit/constants';
import { useSearchNavigation } from '../hooks/use-search';
import { useJobListState } from '../state/job-list-store';
import type { SearchUrl } from '../state/search-url';
import { SkillField } from './skill-field';

/** Experience values the filter offers (years, as the api stores them). */
const EXPERIENCE_YEARS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

const toggle = (list: number[], id: number) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);
const same = (a: string | null, b: string) => a?.toLowerCase() === b.toLowerCase();

/** Every filter of docs/product-rules.md#filters, each a labelled control in its own fieldset (keyboard first). */
export default function FilterPanel({ url }: { url: SearchUrl }) {
  const { reference } = useJobListState();
  const nav = useSearchNavigation(url);
  const { path, query } = url;
  const [keywords, setKeywords] = useState(query.keywords);
  const minisite = !!path.minisite;
  // docs/product-rules.md#filters: country 249 is never listed; EU countries (continente 1) come first.
  const countries = reference.countries.filter((c) => c.id !== EXCLUDED_COUNTRY_ID);
  const eu = countries.filter((c) => c.continente === EU_CONTINENTE);
  const other = countries.filter((c) => c.continente !== EU_CONTINENTE);
  const location = path.location ?? '';

  // A path holds a skill or languages/location/remote, never both (shared grammar): choosing one drops the skill.
  const setLanguage = (slug: string, checked: boolean) => {
    const rest = path.languages.filter((l) => !same(l, slug));
    nav.setPath({ skill: null, languages: checked ? [...rest, slug] : rest });
  };
  const submitKeywords = (event: FormEvent) => {
    event.preventDefault();
    nav.setQuery({ keywords });
  };

  return (
    <div className="jobs-filter-panel">
      {!minisite && (
        <>
          <fieldset className="jobs-fieldset jobs-fieldset--languages">
            <legend>Languages</legend>
            {reference.languages.map((language) => (
              <label key={language.slug}>
                <input
                  type="checkbox"
                  checked={path.languages.some((l) => same(l, language.slug))}
                  onChange={(e) => setLanguage(language.slug, e.target.checked)}
                />{' '}
                {language.name}
              </label>
            ))}
          </fieldset>
          <fieldset className="jobs-fieldset">
            <legend>Location</legend>
            <label>
              Country or city{' '}
              <select value={location} onChange={(e) => nav.setPath({ skill: null, location: e.target.value || null })}>
                <option value="">Anywhere</option>
                <option value="Remote">Remote</option>
                <optgroup label="EU countries">
                  {eu.map((c) => (
                    <option key={c.id} value={c.slug}>
                      {c.name}
                    </option>
                  ))}
                </optgroup>
                {other.length > 0 && (
                  <optgroup label="Other countries">
                    {other.map((c) => (
                      <option key={c.id} value={c.slug}>
                        {c.name}
                      </option>
                    ))}
                  </optgroup>
                )}
                <optgroup label="Cities">
                  {reference.cities.map((c) => (
                    <option key={`${c.country_slug}/${c.slug}`} value={c.slug}>
                      {c.name}
                    </option>
                  ))}
                </optgroup>
              </select>
            </label>
          </fieldset>
          <fieldset className="jobs-fieldset">
            <legend>Remote work</legend>
            <label>
              Remote type{' '}
              <select
                value={path.remote ?? ''}
                onChange={(e) => nav.setPath({ skill: null, remote: e.target.value || null })}
              >
                <option value="">Any</option>
                {reference.remotes.map((r) => (
                  <option key={r.slug} value={r.slug}>
                    {r.name || r.slug}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
          <SkillField
            current={path.skill}
            onChoose={(skill) => nav.setPath({ skill, languages: [], location: null, remote: null })}
          />
        </>
      )}
      <form className="jobs-fieldset" aria-label="Keywords" onSubmit={submitKeywords}>
        <label>
          Keywords <input type="search" value={keywords} onChange={(e) => setKeywords(e.target.value)} />
        </label>{' '}
        <button type="submit">Search</button>
      </form>
      <fieldset className="jobs-fieldset">
        <legend>Experience</legend>
        {EXPERIENCE_YEARS.map((years) => (
          <label key={years}>
            <input
              type="checkbox"
              checked={query.experience.includes(years)}
              onChange={() => nav.setQuery({ experience: toggle(query.experience, years).sort((a, b) => a - b) })}
            />{' '}
            {formatExperience(years)}
          </label>
        ))}
      </fieldset>
      <fieldset className="jobs-fieldset">
        <legend>Employment type</legend>
        {Object.entries(EMPLOYMENT_TYPES).map(([id, label]) => (
          <label key={id}>
            <input
              type="checkbox"
              checked={query.employment_type.includes(Number(id))}
              onChange={() =>
                nav.setQuery({ employment_type: toggle(query.employment_type, Number(id)).sort((a, b) => a - b) })
              }
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
