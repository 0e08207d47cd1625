import {
  buildJobListPath,
  minisiteFilterQuery,
  countryName,
  EMPLOYMENT_TYPES,
  EU_CONTINENTE,
  formatEmploymentType,
  formatExperience,
  type JobListPath,
  languageName,
  remoteName,
  slugToName,
} from 'shared-kit/contracts';
import { escapeHtml } from '../../../lib/escape-html';
import type { Say } from './markup';

import type { ListContent, ListOptions, ListQueryFilters } from './job-list';

// The job list's filters as GET forms and applied-filter chips: what filter-bar.tsx and its Drawer show, working
// without JavaScript (docs/pages.md).
export function queryString(query: ListQueryFilters): string {
  const params = new URLSearchParams();
  if (query.keywords) params.set('keywords', query.keywords);
  for (const id of query.experience) params.append('experience', String(id));
  for (const id of query.employment_type) params.append('employment_type', String(id));
  if (query.latests) params.set('latests', '1');
  const text = params.toString();
  return text ? `?${text}` : '';
}

const same = (a: string | null, b: string) => a?.toLowerCase() === b.toLowerCase();

/** A filter's value said in the visitor's language (mfe-jobs hooks/use-filter-names.ts). */
export function filterNames(options: ListOptions, { locale, t }: Say) {
  return {
    language: (slug: string) => {
      const found = options.languages.find((l) => same(l.slug, slug));
      return found ? languageName(found, locale) : slugToName(slug);
    },
    location: (slug: string) => {
      if (same(slug, 'Remote')) return t('jobs.filters.remoteLocation');
      const country = options.countries.find((c) => same(c.slug, slug));
      if (country) return countryName(country, locale);
      return options.cities.find((c) => same(c.slug, slug))?.name ?? slugToName(slug);
    },
    remote: (slug: string) =>
      remoteName(options.remotes.find((r) => same(r.slug, slug)) ?? { slug, name: slugToName(slug) }, t),
    skill: (slug: string) => slugToName(slug).replace(/-/g, ' '),
  };
}

export const hidden = (name: string, value: string | number) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(String(value))}">`;

/** shared-kit's Chip as a toggle: here a submit button whose `toggle` the api applies (routes/pages/index.ts). */
const toggleChip = (value: string, pressed: boolean, text: string) =>
  `<button type="submit" name="toggle" value="${escapeHtml(value)}" class="sk-chip sk-chip--toggle" aria-pressed="${pressed}">${escapeHtml(text)}</button>`;

/**
 * mfe-jobs' inline filter bar as a GET form that works without JavaScript: the current filters travel as hidden
 * fields, the selects add a language or choose a place (with the Apply button, shown without JavaScript only), the
 * chips submit a toggle. `/jobs?language=…&toggle=…` answers 303 to the canonical list (routes/pages/index.ts).
 * `copy` is the phone's copy, shown without JavaScript where the app would open its filter drawer.
 */
export function filterForm(list: ListContent, say: Say, copy: boolean): string {
  const { locale, t } = say;
  const e = (id: string, values?: Record<string, unknown>) => escapeHtml(t(id, values));
  const { path, query, options } = list;
  const names = filterNames(options, say);
  const id = (name: string) => `jobs-filter-${name}${copy ? '-phone' : ''}`;
  const state = [
    query.keywords ? hidden('keywords', query.keywords) : '',
    ...query.experience.map((years) => hidden('experience', years)),
    ...query.employment_type.map((type) => hidden('employment_type', type)),
    query.latests ? hidden('latests', '1') : '',
  ];
  const minisite = !!path.minisite;
  // A minisite filters its jobs by language and location too (in its query), not by remote work.
  const pathFilters = [
    ...path.languages.map((l) => hidden('language', l)),
    path.remote ? hidden('remote', path.remote) : '',
    '<div class="sk-field jobs-filter-languages">',
    `<label class="sk-field__label" for="${id('language')}">${e('jobs.filters.languages')}</label>`,
    `<span class="sk-select"><select class="sk-input sk-select__control" id="${id('language')}" name="language"><option value="">${e('jobs.filters.addLanguage')}</option>`,
    options.languages
      .filter((l) => !path.languages.some((chosen) => same(chosen, l.slug)))
      .map((l) => `<option value="${escapeHtml(l.slug)}">${escapeHtml(languageName(l, locale))}</option>`)
      .join(''),
    '</select></span></div>',
    '<div class="sk-field jobs-filter-location">',
    `<label class="sk-field__label" for="${id('location')}">${e('jobs.filters.location')}</label>`,
    `<span class="sk-select"><select class="sk-input sk-select__control" id="${id('location')}" name="location"><option value="">${e('jobs.filters.anywhere')}</option>`,
    [
      { value: 'Remote', label: t('jobs.filters.remoteLocation') },
      ...options.countries
        .filter((c) => c.continente === EU_CONTINENTE)
        .map((c) => ({ value: c.slug, label: countryName(c, locale) })),
      ...options.countries
        .filter((c) => c.continente !== EU_CONTINENTE)
        .map((c) => ({ value: c.slug, label: countryName(c, locale) })),
      ...options.cities.map((c) => ({ value: c.slug, label: `${c.name} (${names.location(c.country_slug)})` })),
    ]
      .filter((option, index, all) => all.findIndex((o) => o.value === option.value) === index)
      .map(
        (o) =>
          `<option value="${escapeHtml(o.value)}"${same(path.location, o.value) ? ' selected' : ''}>${escapeHtml(o.label)}</option>`,
      )
      .join(''),
    '</select></span></div>',
    minisite
      ? ''
      : [
          `<fieldset class="jobs-chips"><legend class="sk-visually-hidden">${e('jobs.filters.remoteWork')}</legend>`,
          options.remotes
            .map((r) => toggleChip(`remote:${r.slug}`, same(path.remote, r.slug), remoteName(r, t)))
            .join(''),
          '</fieldset>',
        ].join(''),
  ].join('');
  return [
    `<form class="jobs-filter-bar${copy ? ' jobs-filter-bar--nojs' : ''}"${copy ? ' id="jobs-filter-phone"' : ''} method="get" action="${escapeHtml(minisite ? buildJobListPath({ minisite: path.minisite }) : '/jobs')}">`,
    ...state,
    pathFilters,
    `<fieldset class="jobs-chips"><legend class="sk-visually-hidden">${e('jobs.filters.employmentType')}</legend>`,
    Object.keys(EMPLOYMENT_TYPES)
      .map((key) =>
        toggleChip(
          `employment_type:${key}`,
          query.employment_type.includes(Number(key)),
          formatEmploymentType(Number(key), t) ?? key,
        ),
      )
      .join(''),
    toggleChip('latests', query.latests, t('jobs.filters.latests')),
    '</fieldset>',
    `<button type="submit" class="sk-button sk-button--secondary"><span class="sk-button__label">${e('jobs.filters.apply')}</span></button>`,
    '</form>',
  ].join('');
}

/** mfe-jobs' AppliedFilters: each filter a chip whose remove control is a link to the search without it. */
export function appliedFilters(list: ListContent, say: Say): string {
  const { t } = say;
  const { path, query } = list;
  const names = filterNames(list.options, say);
  const base: Partial<JobListPath> = { ...path, page: null };
  const at = (changes: Partial<JobListPath>, q: Partial<ListQueryFilters> = {}) => {
    const next = { ...base, ...changes } as JobListPath;
    // A minisite's filters lead its query (minisiteFilterQuery), the other filters follow.
    const [filters, rest] = [minisiteFilterQuery(next), queryString({ ...query, ...q })];
    return buildJobListPath(next) + (filters && rest ? `${filters}&${rest.slice(1)}` : filters || rest);
  };
  const applied: [label: string, href: string][] = [
    ...path.languages.map((l): [string, string] => [
      names.language(l),
      at({ languages: path.languages.filter((x) => x !== l) }),
    ]),
    ...(path.location ? [[names.location(path.location), at({ location: null })] as [string, string]] : []),
    ...(path.remote
      ? [
          [t('jobs.filters.remoteChip', { remote: names.remote(path.remote) }), at({ remote: null })] as [
            string,
            string,
          ],
        ]
      : []),
    ...(path.skill
      ? [[t('jobs.filters.skillChip', { skill: names.skill(path.skill) }), at({ skill: null })] as [string, string]]
      : []),
    ...(query.keywords
      ? [[t('jobs.filters.keywordsChip', { keywords: query.keywords }), at({}, { keywords: '' })] as [string, string]]
      : []),
    ...query.experience.map((years): [string, string] => [
      formatExperience(years, t) ?? String(years),
      at({}, { experience: query.experience.filter((y) => y !== years) }),
    ]),
    ...query.employment_type
      .filter((id) => id in EMPLOYMENT_TYPES)
      .map((id): [string, string] => [
        formatEmploymentType(id, t) ?? String(id),
        at({}, { employment_type: query.employment_type.filter((x) => x !== id) }),
      ]),
    ...(query.latests ? [[t('jobs.filters.latests'), at({}, { latests: false })] as [string, string]] : []),
  ];
  if (applied.length === 0) return '';
  const clear = path.minisite ? buildJobListPath({ minisite: path.minisite }) : '/jobs';
  return [
    `<div class="jobs-applied" role="group" aria-label="${escapeHtml(t('jobs.filters.applied'))}"><ul class="jobs-applied-list">`,
    applied
      .map(
        ([label, href]) =>
          `<li><span class="sk-chip sk-chip--removable"><span class="sk-chip__label">${escapeHtml(label)}</span><a class="sk-chip__remove" href="${escapeHtml(href)}" aria-label="${escapeHtml(t('kit.ui.chip.remove', { label }))}"><span aria-hidden="true">×</span></a></span></li>`,
      )
      .join(''),
    `</ul><a class="sk-button sk-button--ghost sk-button--sm" href="${escapeHtml(clear)}"><span class="sk-button__label">${escapeHtml(t('jobs.filters.clearAll'))}</span></a></div>`,
  ].join('');
}

/** mfe-jobs' WidenSearch: the EmptyState of a search that found nothing, with links that widen it. */
