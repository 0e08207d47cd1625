import { type FormEvent, useState } from 'react';
import { EMPLOYMENT_TYPES, EU_CONTINENTE, EXCLUDED_COUNTRY_ID } from 'shared-kit/constants';
import { useTranslate } from 'shared-kit/i18n';
import { useJobDisplay } from '../../../lib/job-display';
import type { JobsMessageId } from '../../../locales';
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
  const t = useTranslate<JobsMessageId>();
  const display = useJobDisplay();
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
            <legend>{t('jobs.filters.languages')}</legend>
            {reference.languages.map((language) => (
              <label key={language.slug}>
                <input
                  type="checkbox"
                  checked={path.languages.some((l) => same(l, language.slug))}
                  onChange={(e) => setLanguage(language.slug, e.target.checked)}
                />{' '}
                {display.language(language)}
              </label>
            ))}
          </fieldset>
          <fieldset className="jobs-fieldset">
            <legend>{t('jobs.filters.location')}</legend>
            <label>
              {t('jobs.filters.place')}{' '}
              <select value={location} onChange={(e) => nav.setPath({ skill: null, location: e.target.value || null })}>
                <option value="">{t('jobs.filters.anywhere')}</option>
                <option value="Remote">{t('jobs.filters.remoteLocation')}</option>
                <optgroup label={t('jobs.filters.euCountries')}>
                  {eu.map((c) => (
                    <option key={c.id} value={c.slug}>
                      {display.country(c)}
                    </option>
                  ))}
                </optgroup>
                {other.length > 0 && (
                  <optgroup label={t('jobs.filters.otherCountries')}>
                    {other.map((c) => (
                      <option key={c.id} value={c.slug}>
                        {display.country(c)}
                      </option>
                    ))}
                  </optgroup>
                )}
                <optgroup label={t('jobs.filters.cities')}>
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
            <legend>{t('jobs.filters.remoteWork')}</legend>
            <label>
              {t('jobs.filters.remoteType')}{' '}
              <select
                value={path.remote ?? ''}
                onChange={(e) => nav.setPath({ skill: null, remote: e.target.value || null })}
              >
                <option value="">{t('jobs.filters.anyRemote')}</option>
                {reference.remotes.map((r) => (
                  <option key={r.slug} value={r.slug}>
                    {display.remote(r)}
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
      <form className="jobs-fieldset" aria-label={t('jobs.filters.keywords')} onSubmit={submitKeywords}>
        <label>
          {t('jobs.filters.keywords')}{' '}
          <input type="search" value={keywords} onChange={(e) => setKeywords(e.target.value)} />
        </label>{' '}
        <button type="submit">{t('jobs.filters.search')}</button>
      </form>
      <fieldset className="jobs-fieldset">
        <legend>{t('jobs.filters.experience')}</legend>
        {EXPERIENCE_YEARS.map((years) => (
          <label key={years}>
            <input
              type="checkbox"
              checked={query.experience.includes(years)}
              onChange={() => nav.setQuery({ experience: toggle(query.experience, years).sort((a, b) => a - b) })}
            />{' '}
            {display.experience(years)}
          </label>
        ))}
      </fieldset>
      <fieldset className="jobs-fieldset">
        <legend>{t('jobs.filters.employmentType')}</legend>
        {Object.keys(EMPLOYMENT_TYPES).map((id) => (
          <label key={id}>
            <input
              type="checkbox"
              checked={query.employment_type.includes(Number(id))}
              onChange={() =>
                nav.setQuery({ employment_type: toggle(query.employment_type, Number(id)).sort((a, b) => a - b) })
              }
            />{' '}
            {display.employmentType(Number(id))}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
