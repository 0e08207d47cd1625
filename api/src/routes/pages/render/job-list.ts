import {
  buildJobListPath,
  formatCount,
  formatList,
  type Job,
  type JobListPath,
  type MinisiteBlock,
  paginationItems,
  type Widening,
  widenSearch,
} from 'shared-kit/contracts';
import { escapeHtml } from '../../../lib/escape-html';
import { type Say, avatar, withTags } from './markup';

import { appliedFilters, filterForm, filterNames, hidden, queryString } from './job-list-filters';

type MinisiteBranding = {
  name: string;
  logo: string | null;
  template: number | null;
  content: Record<string, unknown> | null;
  /** The company's story: its profile's description. */
  description?: string | null;
  /** The company's content blocks (docs/company-area.md#minisite). */
  blocks?: MinisiteBlock[];
};

/** The query filters of a list URL (mfe-jobs search-url.ts SearchQuery). */
export type ListQueryFilters = { keywords: string; experience: number[]; employment_type: number[]; latests: boolean };

/** The reference lists the filters offer (the same the JSON api sends with a list). */
export type ListOptions = {
  languages: { slug: string; name: string }[];
  /** Without the excluded pseudo-country. */
  countries: { slug: string; name: string; iso2?: string | null; continente: number | null }[];
  cities: { slug: string; name: string; country_slug: string }[];
  remotes: { slug: string; name: string }[];
};

export type ListContent = {
  h1: string;
  minisite?: MinisiteBranding | null;
  jobs: Job[];
  /** The jobs' cards as mfe-jobs' server module renders them (its JobCard in the list's `<ol>`). */
  cards: string;
  total: number;
  capped: boolean;
  /** Filters set (mfe-jobs search-url countFilters): languages, remote, location, keywords, latests. */
  filterCount: number;
  /** The list's path as asked for, and its query's filters. */
  path: JobListPath;
  query: ListQueryFilters;
  options: ListOptions;
  page: number;
  pageCount: number;
  /** The address of a page of this list (page 1 without a number). */
  pagePath: (page: number) => string;
};

const contentText = (content: Record<string, unknown> | null, key: string) => {
  const value = content?.[key];
  return typeof value === 'string' && value.trim() ? value : null;
};

/** A text's paragraphs (blank lines part them), as text: mfe-jobs' minisite-blocks.tsx Paragraphs. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('');

/** mfe-jobs' MinisiteBlocks: each block as text, the video as a link (the page embeds nothing from elsewhere). */
function minisiteBlocks(blocks: MinisiteBlock[], { t }: Say): string {
  if (blocks.length === 0) return '';
  const inner = (block: MinisiteBlock): string => {
    switch (block.type) {
      case 'text':
        return `<h2>${escapeHtml(block.title)}</h2>${paragraphs(block.body)}`;
      case 'benefits':
        return `<h2>${escapeHtml(block.title)}</h2><ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
      case 'video':
        return `<h2>${escapeHtml(block.title)}</h2><p><a href="${escapeHtml(block.url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(t('jobs.minisite.watchVideo', { title: block.title }))}</a></p>`;
      case 'image':
        return block.url
          ? `<img class="jobs-minisite-image" src="${escapeHtml(block.url)}" alt="${escapeHtml(block.alt)}">`
          : '';
    }
  };
  const items = blocks.map(
    (block) => `<div class="jobs-minisite-block jobs-minisite-block--${block.type}">${inner(block)}</div>`,
  );
  return `<div class="jobs-minisite-blocks">${items.join('')}</div>`;
}

/**
 * mfe-jobs' MinisiteHeader: a Card whose cover band holds the company's logo (Avatar) and headline (the h1 above
 * names the company: not again here), then its story (description), intro and blocks, as text. The cover takes the brand colour once the app sets it (the page's
 * CSP allows no style attribute here); until then the site's primary colour, at the same size.
 */
function minisiteHeader(minisite: MinisiteBranding, say: Say): string {
  const { t } = say;
  const headline = contentText(minisite.content, 'headline');
  const intro = contentText(minisite.content, 'intro');
  const story = minisite.description?.trim() || null;
  // "Acme logo" for the picture; without one, the initials of the name itself.
  const logoName = minisite.logo ? t('jobs.minisite.logo', { company: minisite.name }) : minisite.name;
  return [
    `<section class="sk-card jobs-minisite jobs-minisite--${minisite.template === null ? 'plain' : `template-${minisite.template}`}" aria-label="${escapeHtml(t('jobs.minisite.about', { company: minisite.name }))}" data-testid="minisite">`,
    '<div class="jobs-minisite-cover" data-testid="minisite-cover">',
    avatar(logoName, minisite.logo, 'lg', false),
    headline ? `<div class="jobs-minisite-cover-text"><h2>${escapeHtml(headline)}</h2></div>` : '',
    '<div class="sk-illustration sk-illustration--cover jobs-minisite-art" aria-hidden="true"></div>',
    '</div>',
    '<div class="jobs-minisite-content">',
    story ? `<p class="jobs-minisite-story">${escapeHtml(story)}</p>` : '',
    intro ? `<p>${escapeHtml(intro)}</p>` : '',
    minisiteBlocks(minisite.blocks ?? [], say),
    '</div></section>',
  ].join('');
}

/** The query string of a search, as mfe-jobs writes it (search-url.ts): '' when empty. */
function widenSearchState(list: ListContent, say: Say): string {
  const { locale, t } = say;
  const names = filterNames(list.options, say);
  const languages = (slugs: string[]) => formatList(slugs.map(names.language), locale);
  const label = (way: Widening): string => {
    switch (way.kind) {
      case 'language':
        return t('jobs.empty.withoutLanguage', { language: names.language(way.name) });
      case 'location':
        return t('jobs.empty.anywhere', { location: names.location(way.name) });
      case 'remote':
        return t('jobs.empty.anyRemote', { remote: names.remote(way.name) });
      case 'skill':
        return t('jobs.empty.withoutSkill', { skill: names.skill(way.name) });
      case 'query':
        return t('jobs.empty.withoutQuery');
      case 'languages':
        return t('jobs.job.languageJobs', { languages: languages(way.names) });
      case 'remoteJobs':
        return way.names.length
          ? t('jobs.empty.remoteLanguageJobs', { languages: languages(way.names) })
          : t('jobs.empty.remoteJobs');
      case 'all':
        return t('jobs.empty.all');
    }
  };
  const ways = widenSearch(list.path, queryString(list.query));
  return [
    `<div class="sk-empty sk-empty--search jobs-empty"><h2 class="sk-empty__title">${escapeHtml(t('jobs.empty.title'))}</h2>`,
    `<div class="sk-empty__body"><p>${escapeHtml(t('jobs.empty.text'))}</p></div>`,
    '<div class="sk-empty__actions"><ul class="jobs-empty-ways">',
    ways
      .map(
        (way) =>
          `<li><a class="sk-button sk-button--${way.kind === 'all' ? 'primary' : 'secondary'} sk-button--sm" href="${escapeHtml(way.href)}"><span class="sk-button__label">${escapeHtml(label(way))}</span></a></li>`,
      )
      .join(''),
    '</ul></div></div>',
  ].join('');
}

/** shared-kit's Pagination: the same items (paginationItems), real links. */
function pagination(list: ListContent, { t }: Say): string {
  const { pageCount } = list;
  if (pageCount <= 1) return '';
  const href = (page: number) => list.pagePath(page) + queryString(list.query);
  const current = Math.min(Math.max(1, list.page), pageCount);
  const step = (target: number, rel: 'prev' | 'next', text: string, arrow: string) => {
    const content =
      rel === 'prev'
        ? `<span aria-hidden="true">${arrow}</span><span class="sk-pagination__step-text">${escapeHtml(text)}</span>`
        : `<span class="sk-pagination__step-text">${escapeHtml(text)}</span><span aria-hidden="true">${arrow}</span>`;
    const link =
      target < 1 || target > pageCount
        ? `<a role="link" aria-disabled="true" class="sk-pagination__link sk-pagination__link--disabled">${content}</a>`
        : `<a href="${escapeHtml(href(target))}" rel="${rel}" class="sk-pagination__link">${content}</a>`;
    return `<li class="sk-pagination__item sk-pagination__item--step">${link}</li>`;
  };
  return [
    `<nav aria-label="${escapeHtml(t('kit.ui.pagination.label'))}" class="sk-pagination jobs-pagination"><ul class="sk-pagination__list">`,
    step(current - 1, 'prev', t('kit.ui.pagination.previous'), '‹'),
    paginationItems(current, pageCount)
      .map((item) =>
        typeof item === 'number'
          ? `<li class="sk-pagination__item${item === current ? ' sk-pagination__item--current' : ''}"><a href="${escapeHtml(href(item))}" class="sk-pagination__link"${item === current ? ' aria-current="page"' : ''} aria-label="${escapeHtml(t('kit.ui.pagination.page', { page: item }))}">${item}</a></li>`
          : '<li class="sk-pagination__item sk-pagination__gap" aria-hidden="true">…</li>',
      )
      .join(''),
    step(current + 1, 'next', t('kit.ui.pagination.next'), '›'),
    '</ul></nav>',
  ].join('');
}

/** mfe-jobs' JobListPage with its FilterBar, JobList and page links (the app also loads more in place). */
export function renderJobList(list: ListContent, say: Say): string {
  const { locale, t } = say;
  const e = (id: string, values?: Record<string, unknown>) => escapeHtml(t(id, values));
  const { query } = list;
  const items = list.jobs.length === 0 ? widenSearchState(list, say) : list.cards;
  const total = formatCount(list.total, locale);
  const keywordAction = list.path.minisite ? buildJobListPath({ minisite: list.path.minisite }) : '/jobs';
  // The keyword form keeps the other filters (hidden fields) so a search from a filtered list stays filtered.
  const keep = [
    ...list.path.languages.map((l) => hidden('language', l)),
    list.path.location ? hidden('location', list.path.location) : '',
    list.path.remote ? hidden('remote', list.path.remote) : '',
    ...query.experience.map((years) => hidden('experience', years)),
    ...query.employment_type.map((type) => hidden('employment_type', type)),
    query.latests ? hidden('latests', '1') : '',
  ].join('');
  return [
    // mfe-jobs renders its screens inside this wrapper (remote-entry.tsx).
    '<div class="jobs-area"><div class="jobs-page">',
    `<header class="jobs-page-header"><h1 id="jobs-list-heading">${escapeHtml(list.h1)}</h1>${list.minisite ? minisiteHeader(list.minisite, say) : ''}</header>`,
    '<div class="jobs-filters">',
    `<search class="jobs-search"><form class="jobs-search-form" method="get" action="${escapeHtml(keywordAction)}">`,
    `<div class="sk-field jobs-search-field"><label class="sk-field__label" for="jobs-keywords">${e('jobs.filters.keywords')}</label>`,
    `<input type="search" name="keywords" placeholder="${e('jobs.filters.keywordsPlaceholder')}" value="${escapeHtml(query.keywords)}" id="jobs-keywords" class="sk-input">`,
    '<p class="sk-field__error" aria-live="polite"></p></div>',
    keep,
    `<button type="submit" class="sk-button sk-button--primary"><span class="sk-button__label">${e('jobs.filters.search')}</span></button>`,
    '</form></search>',
    filterForm(list, say, false),
    // The app's "Filters" button opens its drawer; here it leads to the phone's copy of the form (shown without
    // JavaScript only), and looks the same.
    `<a class="sk-button sk-button--secondary jobs-filters-open" href="#${list.path.minisite ? 'jobs-filter-phone' : 'jobs-filter-language-phone'}"><span class="sk-button__label">${e('jobs.filters.toggle', { count: list.filterCount })}</span></a>`,
    `<noscript>${filterForm(list, say, true)}</noscript>`,
    appliedFilters(list, say),
    '</div>',
    '<div class="jobs-layout"><section class="jobs-list" aria-labelledby="jobs-list-heading">',
    `<p class="jobs-total">${withTags(t(list.capped ? 'jobs.list.totalCapped' : 'jobs.list.total', { count: list.total, total }), { 0: ['<strong>', '</strong>'] })}</p>`,
    items,
    `<p class="jobs-shown">${escapeHtml(t(list.capped ? 'jobs.list.shownCapped' : 'jobs.list.shown', { shown: formatCount(list.jobs.length, locale), total }))}</p>`,
    pagination(list, say),
    '</section></div>',
    '</div></div>',
  ].join('');
}
