import { type FormEvent, useEffect, useState } from 'react';
import { EMPLOYMENT_TYPES } from 'shared-kit/constants';
import { buildJobListPath } from 'shared-kit/routes';
import { lazyPage, PageSuspense } from 'shared-kit/router';
import { useTranslate } from 'shared-kit/i18n';
import { Button, Chip, Combobox, Drawer, HiddenFields, MultiCombobox, Skeleton, TextField } from 'shared-kit/ui';
import { useJobDisplay } from '../../../lib/job-display';
import type { JobsMessageId } from '../../../locales';
import { usePlaceOptions } from '../hooks/use-place-options';
import { useSearchNavigation } from '../hooks/use-search';
import { useJobListState } from '../state/job-list-store';
import { countFilters, type SearchUrl } from '../state/search-url';
import { AppliedFilters } from './applied-filters';

// The drawer's rarer filters (experience, skill) are not needed for the first render of /jobs: loaded when opened.
const FilterPanel = lazyPage(() => import('./filter-panel').then((module) => module.default));

const same = (a: string | null, b: string) => a?.toLowerCase() === b.toLowerCase();
const toggle = (list: number[], id: number) =>
  (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]).sort((a, b) => a - b);

/**
 * The keyword search: a form, so Enter searches; with JavaScript it goes to the search's canonical URL. Without it (the
 * server's first HTML) it is sent as it is: the other filters ride along as hidden fields, so a search from a filtered
 * list stays filtered, and the api answers with the canonical list (docs/pages.md#server-rendered-content).
 */
export function KeywordSearch({ url }: { url: SearchUrl }) {
  const t = useTranslate<JobsMessageId>();
  const nav = useSearchNavigation(url);
  const [keywords, setKeywords] = useState(url.query.keywords);
  // A filter removed elsewhere (an applied chip, Clear all) shows here.
  useEffect(() => setKeywords(url.query.keywords), [url.query.keywords]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    nav.setQuery({ keywords: keywords.trim() });
  };
  return (
    <search className="jobs-search">
      <form
        className="jobs-search-form"
        method="get"
        action={url.path.minisite ? buildJobListPath({ minisite: url.path.minisite }) : '/jobs'}
        onSubmit={submit}
      >
        <TextField
          // A fixed id: the one keyword field of the page, the same in the server's first HTML and the app's.
          id="jobs-keywords"
          className="jobs-search-field"
          label={t('jobs.filters.keywords')}
          type="search"
          name="keywords"
          placeholder={t('jobs.filters.keywordsPlaceholder')}
          value={keywords}
          onChange={(event) => setKeywords(event.target.value)}
        />
        <HiddenFields name="language" values={url.path.languages} />
        <HiddenFields name="location" values={url.path.location ? [url.path.location] : []} />
        <HiddenFields name="remote" values={url.path.remote ? [url.path.remote] : []} />
        <HiddenFields name="experience" values={url.query.experience} />
        <HiddenFields name="employment_type" values={url.query.employment_type} />
        <HiddenFields name="latests" values={url.query.latests ? ['1'] : []} />
        <Button type="submit">{t('jobs.filters.search')}</Button>
      </form>
    </search>
  );
}

/**
 * The filters of the path (languages, location, remote) and the common ones of the query (employment type, latest
 * only), each applying at once: inline on a wide screen, in the drawer on a phone (docs/product-rules.md#filters).
 */
function MainFilters({ url }: { url: SearchUrl }) {
  const t = useTranslate<JobsMessageId>();
  const display = useJobDisplay();
  const { reference } = useJobListState();
  const nav = useSearchNavigation(url);
  const { path, query } = url;
  const places = usePlaceOptions(reference);
  const languages = reference.languages.map((l) => ({ value: l.slug, label: display.language(l) }));
  // The path may spell a name in another case: the options' own value is the chosen one.
  const chosenLanguages = path.languages.map((l) => languages.find((o) => same(l, o.value))?.value ?? l);
  const chosenPlace = path.location ? (places.find((o) => same(path.location, o.value))?.value ?? null) : null;
  const minisite = !!path.minisite;

  return (
    <>
      {/* A minisite filters its jobs by language and location too (docs/product-rules.md#minisite-filters). */}
      <MultiCombobox
        className="jobs-filter-languages"
        label={t('jobs.filters.languages')}
        placeholder={t('jobs.filters.languagesPlaceholder')}
        options={languages}
        values={chosenLanguages}
        // A path holds a skill or languages/location/remote, never both (shared grammar): choosing one drops the skill.
        onChange={(values) => nav.setPath({ skill: null, languages: values })}
      />
      <Combobox
        className="jobs-filter-location"
        label={t('jobs.filters.location')}
        placeholder={t('jobs.filters.place')}
        options={places}
        value={chosenPlace}
        onChange={(value) => nav.setPath({ skill: null, location: value })}
      />
      {!minisite && (
        <fieldset className="jobs-chips">
          <legend className="sk-visually-hidden">{t('jobs.filters.remoteWork')}</legend>
          {reference.remotes.map((remote) => {
            const on = same(path.remote, remote.slug);
            return (
              <Chip
                key={remote.slug}
                selected={on}
                onToggle={() => nav.setPath({ skill: null, remote: on ? null : remote.slug })}
              >
                {display.remote(remote)}
              </Chip>
            );
          })}
        </fieldset>
      )}
      <fieldset className="jobs-chips">
        <legend className="sk-visually-hidden">{t('jobs.filters.employmentType')}</legend>
        {Object.keys(EMPLOYMENT_TYPES).map((key) => {
          const id = Number(key);
          return (
            <Chip
              key={id}
              selected={query.employment_type.includes(id)}
              onToggle={() => nav.setQuery({ employment_type: toggle(query.employment_type, id) })}
            >
              {display.employmentType(id)}
            </Chip>
          );
        })}
        <Chip selected={query.latests} onToggle={nav.toggleLatests}>
          {t('jobs.filters.latests')}
        </Chip>
      </fieldset>
    </>
  );
}

/**
 * The search and its filters above the list: the keyword field; on a wide screen the main filters inline and "More
 * filters" opening a drawer with the rest, on a phone one "Filters" button opening the drawer with all of them; the
 * applied filters as removable chips with "Clear all".
 */
export function FilterBar({ url }: { url: SearchUrl }) {
  const t = useTranslate<JobsMessageId>();
  const [drawer, setDrawer] = useState<'all' | 'more' | null>(null);
  const count = countFilters(url.path, url.query);
  const close = () => setDrawer(null);
  return (
    <div className="jobs-filters">
      <KeywordSearch url={url} />
      <div className="jobs-filter-bar">
        <MainFilters url={url} />
        <Button variant="secondary" className="jobs-filters-more" onClick={() => setDrawer('more')}>
          {t('jobs.filters.more')}
        </Button>
      </div>
      <Button variant="secondary" className="jobs-filters-open" onClick={() => setDrawer('all')}>
        {t('jobs.filters.toggle', { count })}
      </Button>
      <AppliedFilters url={url} />
      <Drawer
        open={drawer !== null}
        onClose={close}
        title={t('jobs.filters.title')}
        side={drawer === 'all' ? 'bottom' : 'right'}
        footer={<Button onClick={close}>{t('jobs.filters.showResults')}</Button>}
      >
        <div className="jobs-drawer-filters">
          {drawer === 'all' && <MainFilters url={url} />}
          {drawer !== null && (
            <PageSuspense fallback={<Skeleton height={320} label={t('jobs.filters.loading')} />}>
              <FilterPanel url={url} />
            </PageSuspense>
          )}
        </div>
      </Drawer>
    </div>
  );
}
