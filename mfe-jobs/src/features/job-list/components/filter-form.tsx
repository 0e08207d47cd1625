import { EMPLOYMENT_TYPES } from 'shared-kit/constants';
import { useTranslate } from 'shared-kit/i18n';
import { buildJobListPath } from 'shared-kit/routes';
import { Button, Chip, HiddenFields, Select } from 'shared-kit/ui';
import { useJobDisplay } from '../../../lib/job-display';
import type { JobsMessageId } from '../../../locales';
import { usePlaceOptions } from '../hooks/use-place-options';
import type { Reference } from '../state/job-list-store';
import type { SearchUrl } from '../state/search-url';

const same = (a: string | null, b: string) => a?.toLowerCase() === b.toLowerCase();

export type FilterFormProps = {
  url: SearchUrl;
  reference: Reference;
  /** The phone's copy, shown without JavaScript where the app would open its filter drawer. */
  copy: boolean;
};

/**
 * The inline filter bar of the server's first HTML (docs/pages.md#server-rendered-content): a GET form that works
 * without JavaScript. The current filters travel as hidden fields, the selects add a language or choose a place
 * (with Apply), each chip submits a `toggle` that the api applies before answering 303 to the canonical list. The app
 * replaces it with FilterBar (its comboboxes and chips apply at once) when it takes over.
 */
export function FilterForm({ url, reference, copy }: FilterFormProps) {
  const t = useTranslate<JobsMessageId>();
  const display = useJobDisplay();
  const { path, query } = url;
  const id = (name: string) => `jobs-filter-${name}${copy ? '-phone' : ''}`;
  const minisite = !!path.minisite;
  // A native select has no hint: the city's country goes in its label.
  const places = usePlaceOptions(reference).map(({ value, label, hint }) => ({
    value,
    label: hint ? `${label} (${hint})` : label,
  }));
  const languages = reference.languages
    .filter((l) => !path.languages.some((chosen) => same(chosen, l.slug)))
    .map((l) => ({ value: l.slug, label: display.language(l) }));
  return (
    <form
      className={copy ? 'jobs-filter-bar jobs-filter-bar--nojs' : 'jobs-filter-bar'}
      id={copy ? 'jobs-filter-phone' : undefined}
      method="get"
      action={minisite ? buildJobListPath({ minisite: path.minisite }) : '/jobs'}
    >
      <HiddenFields name="keywords" values={query.keywords ? [query.keywords] : []} />
      <HiddenFields name="experience" values={query.experience} />
      <HiddenFields name="employment_type" values={query.employment_type} />
      <HiddenFields name="latests" values={query.latests ? ['1'] : []} />
      <HiddenFields name="language" values={path.languages} />
      <HiddenFields name="remote" values={path.remote ? [path.remote] : []} />
      <Select
        id={id('language')}
        className="jobs-filter-languages"
        label={t('jobs.filters.languages')}
        name="language"
        placeholder={t('jobs.filters.addLanguage')}
        options={languages}
        defaultValue=""
      />
      <Select
        id={id('location')}
        className="jobs-filter-location"
        label={t('jobs.filters.location')}
        name="location"
        placeholder={t('jobs.filters.anywhere')}
        options={places}
        defaultValue={places.find((o) => same(path.location, o.value))?.value ?? ''}
      />
      {/* A minisite filters its jobs by language and location too (in its query), not by remote work. */}
      {!minisite && (
        <fieldset className="jobs-chips">
          <legend className="sk-visually-hidden">{t('jobs.filters.remoteWork')}</legend>
          {reference.remotes.map((remote) => (
            <Chip
              key={remote.slug}
              selected={same(path.remote, remote.slug)}
              submit={{ name: 'toggle', value: `remote:${remote.slug}` }}
            >
              {display.remote(remote)}
            </Chip>
          ))}
        </fieldset>
      )}
      <fieldset className="jobs-chips">
        <legend className="sk-visually-hidden">{t('jobs.filters.employmentType')}</legend>
        {Object.keys(EMPLOYMENT_TYPES).map((key) => (
          <Chip
            key={key}
            selected={query.employment_type.includes(Number(key))}
            submit={{ name: 'toggle', value: `employment_type:${key}` }}
          >
            {display.employmentType(Number(key)) ?? key}
          </Chip>
        ))}
        <Chip selected={query.latests} submit={{ name: 'toggle', value: 'latests' }}>
          {t('jobs.filters.latests')}
        </Chip>
      </fieldset>
      <Button type="submit" variant="secondary">
        {t('jobs.filters.apply')}
      </Button>
    </form>
  );
}
