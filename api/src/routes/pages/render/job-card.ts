import {
  formatDate,
  formatLanguageLevel,
  formatLanguageLevelShort,
  formatPlaceBesideBadge,
  formatRelativeDate,
  isMandatoryLanguage,
  isRelativeDate,
  isNewJob,
  jobSalary,
  type Job,
  languageName,
  remoteName,
} from 'shared-kit/contracts';
import { escapeHtml } from '../../../lib/escape-html';
import { type Say, avatar, badge, contentLang, jobHref, link, withTags } from './markup';

export const remoteBadge = (job: Job, { t }: Say) =>
  job.remote && job.remote.slug !== 'on-site' ? badge('info', remoteName(job.remote, t)) : '';

export const placeText = (job: Job, { locale, t }: Say) => formatPlaceBesideBadge(job, t, locale);

/** mfe-jobs' JobLanguages: a tag per language with its level (`short` on a card); mandatory ones marked in words. */
export function languages(job: Job, { locale, t }: Say, short = false): string {
  if (job.languages.length === 0) return '';
  const items = job.languages
    .map((l) => {
      const level = short ? formatLanguageLevelShort(l.level, t) : formatLanguageLevel(l.level, t);
      return [
        `<li class="jobs-language"><span class="sk-chip"><span>${escapeHtml(languageName(l, locale))}`,
        // The spaces outside the unbreakable parts: a tag may wrap between them.
        level ? ` <span class="jobs-language-level">· ${escapeHtml(level)}</span>` : '',
        isMandatoryLanguage(l)
          ? ` <span class="jobs-language-required">${escapeHtml(t('jobs.languages.required'))}</span>`
          : '',
        '</span></span></li>',
      ].join('');
    })
    .join('');
  return `<ul class="jobs-languages">${items}</ul>`;
}

/** The guest's Save button (mfe-jobs components/favorite-button.tsx, a shared-kit Button): same box on takeover. */
export const favoriteButton = (job: Job, { t }: Say) =>
  `<button type="button" class="sk-button sk-button--secondary jobs-favorite" aria-pressed="false" aria-label="${escapeHtml(t('jobs.favorite.label', { title: job.title }))}"><span class="sk-button__label"><span aria-hidden="true">☆</span> ${escapeHtml(t('jobs.favorite.save'))}</span></button>`;

/**
 * "Published 3 days ago", or "Published on 4 Mar 2025" past a month (mfe-jobs' PublishedDate): the phrase fits the
 * kind of date (docs/i18n.md#formats), so German never reads "Veröffentlicht am heute".
 */
export function published(job: Job, { locale, t }: Say, className: string): string {
  const date = `<time datetime="${escapeHtml(job.published_at)}" title="${escapeHtml(formatDate(job.published_at, locale))}">`;
  const id = isRelativeDate(job.published_at) ? 'jobs.card.published' : 'jobs.card.publishedOn';
  return [
    `<p class="${className}">`,
    withTags(t(id, { date: formatRelativeDate(job.published_at, locale) }), { 0: [date, '</time>'] }),
    isNewJob(job.published_at) ? ` ${badge('new', t('kit.job.new'))}` : '',
    '</p>',
  ].join('');
}

/** mfe-jobs' JobCard (components/job-card.tsx): a compact card, the whole of it a link through its title. */
export function card(job: Job, say: Say): string {
  const { locale, t } = say;
  const place = placeText(job, say);
  const salary = jobSalary(job, locale, t);
  return [
    '<li><article class="sk-card sk-card--interactive sk-card--compact jobs-card">',
    '<div class="jobs-card-head">',
    avatar(job.company.name, job.company.logo, 'md', true),
    '<div class="jobs-card-heading">',
    `<h2 class="sk-card-title jobs-card-title"${contentLang(job)}>${link(jobHref(job), job.title)}</h2>`,
    `<p class="jobs-card-company">${escapeHtml(job.company.name)}</p>`,
    '</div></div>',
    '<p class="jobs-card-meta">',
    place ? `<span class="jobs-card-location">${escapeHtml(place)}</span>` : '',
    remoteBadge(job, say),
    job.available === false ? badge('danger', t('jobs.card.unavailable')) : '',
    salary
      ? `<span class="jobs-card-salary"${salary.lang ? ` lang="${escapeHtml(salary.lang)}"` : ''}>${escapeHtml(salary.text)}</span>`
      : '',
    '</p>',
    languages(job, say, true),
    '<div class="jobs-card-foot">',
    published(job, say, 'jobs-card-date'),
    favoriteButton(job, say),
    '</div>',
    '</article></li>',
  ].join('');
}
