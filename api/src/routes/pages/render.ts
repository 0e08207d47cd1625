import type { Job } from 'shared-kit/contracts';
import { escapeHtml } from './html';

/**
 * The main content of job pages as plain HTML inside <div id="root">, for crawlers that do not run JavaScript.
 * The markup and class names follow mfe-jobs (features/job-list/components/job-card.tsx, job-list.tsx,
 * features/job-detail/components/job-details.tsx) so the page looks the same until React replaces it on boot.
 * Keep the small formatters below in step with mfe-jobs/src/lib/format.ts.
 */

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
};
const formatCount = (n: number) => n.toLocaleString('en-GB');
const EMPLOYMENT_TYPES: Record<number, string> = { 1: 'Full-time', 2: 'Part-time', 3: 'Temporary', 4: 'Internship' };

function formatLocation(job: Job): string {
  const place = [job.city?.name, job.country?.name].filter(Boolean).join(', ');
  const remote = job.remote ? job.remote.name || 'Remote' : '';
  if (place && remote) return `${place} (${remote})`;
  return place || remote || 'Location not given';
}

function formatExperience(years: number | null): string | null {
  if (years === null) return null;
  if (years === 0) return 'No experience required';
  return years === 1 ? '1 year' : `${years} years`;
}

const jobHref = (job: Job) => `/jobs/${encodeURIComponent(job.url)}`;

function languages(job: Job): string {
  if (job.languages.length === 0) return '';
  const items = job.languages
    .map((l) => `<li class="jobs-language">${escapeHtml(l.name)}${l.mandatory === true ? '<span class="jobs-language-required"> (required)</span>' : ''}</li>`)
    .join('');
  return `<ul class="jobs-languages" aria-label="Languages">${items}</ul>`;
}

function card(job: Job): string {
  return [
    '<li><article class="jobs-card">',
    `<h2 class="jobs-card-title"><a href="${escapeHtml(jobHref(job))}">${escapeHtml(job.title)}</a></h2>`,
    `<p class="jobs-card-meta"><span class="jobs-card-company">${escapeHtml(job.company.name)}</span>`,
    `<span class="jobs-card-location">${escapeHtml(formatLocation(job))}</span></p>`,
    languages(job),
    `<p class="jobs-card-date">Published <time datetime="${escapeHtml(job.published_at)}">${escapeHtml(formatDate(job.published_at))}</time></p>`,
    '</article></li>',
  ].join('');
}

export type ListContent = { h1: string; jobs: Job[]; total: number; previousPath: string | null; nextPath: string | null };

export function renderJobList(list: ListContent): string {
  const items =
    list.jobs.length === 0
      ? '<p class="jobs-empty">No jobs match this search yet. Try the newest jobs instead.</p>'
      : `<ol class="jobs-items">${list.jobs.map(card).join('')}</ol>`;
  const pager = [
    list.previousPath ? `<a rel="prev" href="${escapeHtml(list.previousPath)}">Previous page</a>` : '',
    list.nextPath ? `<a rel="next" href="${escapeHtml(list.nextPath)}">Next page</a>` : '',
  ].join(' ');
  return [
    '<section class="jobs-list" aria-labelledby="jobs-list-heading">',
    `<h1 id="jobs-list-heading">${escapeHtml(list.h1)}</h1>`,
    `<p class="jobs-total"><strong>${formatCount(list.total)}</strong> ${list.total === 1 ? 'job' : 'jobs'} found</p>`,
    items,
    pager.trim() ? `<nav class="jobs-pager" aria-label="Pages">${pager.trim()}</nav>` : '',
    '</section>',
  ].join('');
}

function fact(term: string, value: string | null): string {
  return value ? `<div class="jobs-fact"><dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd></div>` : '';
}

export function renderJob(job: Job): string {
  const paragraphs = job.description
    .split(/\n\s*\n/)
    .filter((p) => p.trim() !== '')
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');
  const skills =
    job.skills.length > 0
      ? `<section aria-labelledby="jobs-detail-skills"><h2 id="jobs-detail-skills">Skills</h2><ul class="jobs-skills">${job.skills
          .map((s) => `<li>${escapeHtml(s.name)}</li>`)
          .join('')}</ul></section>`
      : '';
  return [
    '<article class="jobs-detail" aria-labelledby="jobs-detail-title">',
    '<header class="jobs-detail-header">',
    `<h1 id="jobs-detail-title">${escapeHtml(job.title)}</h1>`,
    `<p class="jobs-detail-company">${escapeHtml(job.company.name)}</p>`,
    `<p class="jobs-detail-location">${escapeHtml(formatLocation(job))}</p>`,
    '</header>',
    '<dl class="jobs-facts">',
    fact('Employment type', job.employment_type === null ? null : (EMPLOYMENT_TYPES[job.employment_type] ?? null)),
    fact('Salary', job.salary),
    fact('Experience', formatExperience(job.experience)),
    fact('Published', formatDate(job.published_at)),
    '</dl>',
    `<section aria-labelledby="jobs-detail-languages"><h2 id="jobs-detail-languages">Languages</h2>${languages(job)}</section>`,
    skills,
    `<section aria-labelledby="jobs-detail-description"><h2 id="jobs-detail-description">Job description</h2><div class="jobs-description">${paragraphs}</div></section>`,
    '<p><a href="/jobs">Back to the newest jobs</a></p>',
    '</article>',
  ].join('');
}
