import {
  buildJobListPath,
  formatEmploymentType,
  formatExperience,
  formatList,
  isNewJob,
  jobSalary,
  type Job,
  languageName,
} from 'shared-kit/contracts';
import { escapeHtml } from '../../../lib/escape-html';
import { type Say, avatar, badge, contentLang, link } from './markup';
import { favoriteButton, languages, placeText, published, remoteBadge } from './job-card';

// ---- mfe-jobs: job page ----

function fact(term: string, value: string | null, lang = ''): string {
  return value ? `<div class="jobs-fact"><dt>${escapeHtml(term)}</dt><dd${lang}>${escapeHtml(value)}</dd></div>` : '';
}

/** mfe-jobs' JobDetails in page mode, as a guest sees it (Apply sends a guest to log in: a link here). */
export function renderJob(job: Job, h1: string, say: Say): string {
  const { locale, t } = say;
  const e = (id: string, values?: Record<string, unknown>) => escapeHtml(t(id, values));
  const id = `jobs-detail-title-${job.id}`;
  const unavailable = job.available === false;
  const paragraphs = job.description
    .split(/\n\s*\n/)
    .filter((p) => p.trim() !== '')
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');
  const slugs = job.languages.map((l) => l.slug);
  const salary = jobSalary(job, locale, t);
  const languageLinks =
    slugs.length === 0
      ? ''
      : [
          '<ul class="jobs-link-list">',
          slugs.length > 1
            ? `<li>${link(
                buildJobListPath({ languages: slugs }),
                t('jobs.job.languageJobs', {
                  languages: formatList(
                    job.languages.map((l) => l.name),
                    locale,
                  ),
                }),
              )}</li>`
            : '',
          job.languages
            .map(
              (l) =>
                `<li>${link(buildJobListPath({ languages: [l.slug] }), t('jobs.job.languageJobs', { languages: languageName(l, locale) }))}</li>`,
            )
            .join(''),
          '</ul>',
        ].join('');
  const skills =
    job.skills.length > 0
      ? `<section aria-labelledby="${id}-skills"><h2 id="${id}-skills">${e('jobs.job.skills')}</h2><ul class="jobs-skills">${job.skills
          .map((s) => `<li>${link(buildJobListPath({ skill: s.slug }), s.name || s.slug)}</li>`)
          .join('')}</ul></section>`
      : '';
  const place = placeText(job, say);
  // The aside (mfe-jobs job-aside.tsx): the Apply card, sticky on a desktop and a bar on a phone, then the company.
  const aside = [
    `<aside class="sk-aside-layout__aside jobs-detail-aside" aria-labelledby="${id}">`,
    '<div class="sk-card sk-card--sticky jobs-apply-card">',
    '<div class="jobs-actions jobs-apply-bar">',
    `<p class="jobs-apply-bar-title" aria-hidden="true"${contentLang(job)}>${escapeHtml(job.title)}</p>`,
    unavailable
      ? ''
      : `<a class="sk-button sk-button--primary jobs-apply" href="/login"><span class="sk-button__label">${e('jobs.job.apply')}</span></a>`,
    favoriteButton(job, say),
    '</div>',
    '<dl class="jobs-facts">',
    fact(t('jobs.job.salary'), salary?.text ?? null, salary?.lang ? ` lang="${escapeHtml(salary.lang)}"` : ''),
    fact(t('jobs.job.location'), place),
    fact(t('jobs.job.employmentType'), formatEmploymentType(job.employment_type, t)),
    fact(t('jobs.job.experience'), formatExperience(job.experience, t)),
    '</dl>',
    languages(job, say),
    published(job, say, 'jobs-apply-posted'),
    '</div>',
    `<section class="sk-card jobs-company-card" aria-labelledby="${id}-company">`,
    avatar(job.company.name, job.company.logo, 'md', true),
    '<div class="jobs-company-card-text">',
    `<h2 id="${id}-company" class="sk-card-title">${escapeHtml(job.company.name)}</h2>`,
    `<p class="jobs-company-card-link">${link(buildJobListPath({ minisite: job.company.slug }), t('jobs.company.jobs', { company: job.company.name }))}</p>`,
    '</div></section>',
    '</aside>',
  ].join('');
  return [
    `<div class="jobs-area"><article class="jobs-detail jobs-detail--page" aria-labelledby="${id}">`,
    '<header class="jobs-detail-header">',
    avatar(job.company.name, job.company.logo, 'lg', true),
    '<div class="jobs-detail-heading">',
    `<h1 id="${id}"${contentLang(job)}>${escapeHtml(h1)}</h1>`,
    `<p class="jobs-detail-company">${escapeHtml(job.company.name)}</p>`,
    `<p class="jobs-detail-location">${escapeHtml(place ?? '')} ${remoteBadge(job, say)}${isNewJob(job.published_at) ? badge('new', t('kit.job.new')) : ''}</p>`,
    '</div></header>',
    unavailable ? `<p class="jobs-unavailable" role="note">${badge('danger', t('jobs.job.unavailable'))}</p>` : '',
    '<div class="sk-aside-layout jobs-detail-body">',
    aside,
    '<div class="sk-aside-layout__main jobs-detail-main">',
    `<section aria-labelledby="${id}-description"><h2 id="${id}-description">${e('jobs.job.description')}</h2><div class="jobs-description"${contentLang(job)}>${paragraphs}</div></section>`,
    skills,
    languageLinks
      ? `<section aria-labelledby="${id}-languages"><h2 id="${id}-languages">${e('jobs.job.languages')}</h2>${languageLinks}</section>`
      : '',
    `<p>${link('/jobs', t('jobs.job.back'))}</p>`,
    '</div></div>',
    '</article></div>',
  ].join('');
}
