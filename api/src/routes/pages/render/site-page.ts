import { languageName, type PageBlock, type PublicPage } from 'shared-kit/contracts';
import { escapeHtml } from '../../../lib/escape-html';
import type { LandingEvent } from '../../../services/events/landing-event';
import { richTextOf } from '../../../services/rich-text';
import { card } from './job-card';
import { avatar, type Say } from './markup';

// ---- a page built in the admin area (docs/pages.md#first-html-of-built-pages) ----

/** What the event blocks show, read from the event (facts, countdown, companies), the logos made absolute. */
export type PageEvent = LandingEvent;

export type SitePageView = {
  page: Pick<PublicPage, 'title' | 'lang' | 'blocks' | 'images' | 'jobs'>;
  event: PageEvent | null;
  /** Image sizes by file id, for width and height (no layout shift). */
  sizes: Map<number, { width: number; height: number }>;
  /** The referral and platform of the path, carried into registration. */
  referral: string | null;
  platform: string | null;
};

const heading = (level: 1 | 2, text: string) => (text ? `<h${level}>${escapeHtml(text)}</h${level}>` : '');

function image(view: SitePageView, fileId: number, alt: string, className: string): string {
  const url = view.page.images[String(fileId)];
  if (!url) return '';
  const size = view.sizes.get(fileId);
  const dimensions = size ? ` width="${size.width}" height="${size.height}"` : '';
  return `<img class="${className}" src="${escapeHtml(url)}" alt="${escapeHtml(alt)}"${dimensions} loading="lazy">`;
}

/** A date and time in the event's own zone, said in the visitor's language. */
function eventTime(date: Date, zone: string, { locale }: Say): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: zone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date);
  }
}

const time = (date: Date, text: string) =>
  `<time datetime="${escapeHtml(date.toISOString())}">${escapeHtml(text)}</time>`;

/** Where the sign-up goes without JavaScript: the register page, keeping the referral and platform. */
function registerForm(view: SitePageView, props: Extract<PageBlock, { type: 'registration_form' }>['props'], say: Say) {
  const hidden = [
    view.referral ? `<input type="hidden" name="referral" value="${escapeHtml(view.referral)}">` : '',
    view.platform ? `<input type="hidden" name="platform" value="${escapeHtml(view.platform)}">` : '',
  ].join('');
  const label = props.button_label || say.t('api.pages.view.register');
  return [
    heading(2, props.title),
    props.text ? `<p>${escapeHtml(props.text)}</p>` : '',
    `<form class="events-page__register-form" method="get" action="/register">${hidden}`,
    `<button type="submit" class="sk-button sk-button--primary"><span class="sk-button__label">${escapeHtml(label)}</span></button>`,
    '</form>',
  ].join('');
}

function jobsBlock(view: SitePageView, block: PageBlock & { type: 'event_jobs' | 'company_jobs' }, say: Say) {
  const jobs = view.page.jobs[block.id] ?? [];
  return [
    heading(2, block.props.title),
    jobs.length
      ? `<ol class="jobs-items">${jobs.map((job) => card(job, say)).join('')}</ol>`
      : `<p>${escapeHtml(say.t('api.pages.view.noJobs'))}</p>`,
  ].join('');
}

function blockHtml(view: SitePageView, block: PageBlock, h1: boolean, say: Say): string {
  const { t } = say;
  const event = view.event;
  switch (block.type) {
    case 'hero': {
      const { title, subtitle, image_file_id: fileId, cta_label: label, cta_href: href } = block.props;
      return [
        heading(h1 ? 1 : 2, title),
        subtitle ? `<p class="events-page__subtitle">${escapeHtml(subtitle)}</p>` : '',
        fileId !== null ? image(view, fileId, '', 'events-page__hero-image') : '',
        label && href
          ? `<p><a class="sk-button sk-button--primary" href="${escapeHtml(href)}"><span class="sk-button__label">${escapeHtml(label)}</span></a></p>`
          : '',
      ].join('');
    }
    case 'event_facts':
      if (!event) return '';
      return [
        heading(2, block.props.title),
        '<dl class="events-page__facts">',
        `<dt>${escapeHtml(t('api.pages.view.starts'))}</dt><dd>${time(event.starts_at, eventTime(event.starts_at, event.time_zone, say))}</dd>`,
        `<dt>${escapeHtml(t('api.pages.view.ends'))}</dt><dd>${time(event.ends_at, eventTime(event.ends_at, event.time_zone, say))}</dd>`,
        `<dt>${escapeHtml(t('api.pages.view.timeZone'))}</dt><dd>${escapeHtml(event.time_zone)}</dd>`,
        event.languages.length
          ? `<dt>${escapeHtml(t('api.pages.view.languages'))}</dt><dd>${escapeHtml(event.languages.map((l) => languageName(l, say.locale)).join(', '))}</dd>`
          : '',
        '</dl>',
      ].join('');
    case 'countdown':
      if (!event) return '';
      return [
        heading(2, block.props.title),
        `<p>${time(event.starts_at, eventTime(event.starts_at, event.time_zone, say))}</p>`,
      ].join('');
    case 'companies':
      if (!event || event.companies.length === 0) return '';
      return [
        heading(2, block.props.title),
        '<ul class="events-page__companies">',
        event.companies
          .map((company) => `<li>${avatar(company.name, company.logo, 'md', true)} ${escapeHtml(company.name)}</li>`)
          .join(''),
        '</ul>',
      ].join('');
    case 'event_jobs':
    case 'company_jobs':
      return jobsBlock(view, block, say);
    case 'registration_form':
      return registerForm(view, block.props, say);
    case 'faq':
      return [
        heading(2, block.props.title),
        block.props.items
          .map(
            (item) =>
              `<details class="events-page__faq"><summary>${escapeHtml(item.question)}</summary><p>${escapeHtml(item.answer).replace(/\r?\n/g, '<br>')}</p></details>`,
          )
          .join(''),
      ].join('');
    case 'rich_text':
      // Sanitised when saved; sanitised again here, so no stored markup reaches a page unchecked.
      return `<div class="events-page__rich-text">${richTextOf(block.props.html)?.html ?? ''}</div>`;
    case 'image': {
      const img = image(view, block.props.file_id, block.props.alt, 'events-page__image');
      if (!img) return '';
      return `<figure>${img}${block.props.caption ? `<figcaption>${escapeHtml(block.props.caption)}</figcaption>` : ''}</figure>`;
    }
    case 'video_link':
      return [
        heading(2, block.props.title),
        `<p><a href="${escapeHtml(block.props.url)}" rel="noopener" target="_blank">${escapeHtml(t('api.pages.view.watchVideo'))}</a></p>`,
      ].join('');
    case 'app_links':
      return [
        heading(2, block.props.title),
        '<ul class="events-page__apps">',
        block.props.ios_url
          ? `<li><a class="sk-button sk-button--secondary" href="${escapeHtml(block.props.ios_url)}"><span class="sk-button__label">${escapeHtml(t('api.pages.view.appStore'))}</span></a></li>`
          : '',
        block.props.android_url
          ? `<li><a class="sk-button sk-button--secondary" href="${escapeHtml(block.props.android_url)}"><span class="sk-button__label">${escapeHtml(t('api.pages.view.googlePlay'))}</span></a></li>`
          : '',
        '</ul>',
      ].join('');
    default:
      return '';
  }
}

/**
 * A built page as static HTML for search engines and visitors without JavaScript: one section per block, top to
 * bottom. The first hero's title is the h1; a page without a hero gets its title as the h1.
 */
export function renderSitePage(view: SitePageView, say: Say): string {
  const firstHero = view.page.blocks.findIndex((block) => block.type === 'hero' && block.props.title);
  // The first sign-up form is `#register`, where a hero's call to action points.
  const firstForm = view.page.blocks.findIndex((block) => block.type === 'registration_form');
  const sections = view.page.blocks.map((block, index) => {
    const html = blockHtml(view, block, index === firstHero, say);
    const id = index === firstForm ? 'register' : `block-${block.id}`;
    return html
      ? `<section id="${escapeHtml(id)}" class="events-page__block events-page__block--${block.type}">${html}</section>`
      : '';
  });
  // A page without a translation into the visitor's language is shown as written, in English, and says so
  // (docs/pages.md#pages-in-every-interface-language); its texts are marked as English for screen readers.
  const foreign = view.page.lang !== say.locale;
  return [
    `<div class="events-page"${foreign ? ` lang="${escapeHtml(view.page.lang)}"` : ''}>`,
    foreign
      ? `<p class="events-page__language-note" lang="${say.locale}">${escapeHtml(say.t('kit.page.untranslated'))}</p>`
      : '',
    firstHero === -1 ? heading(1, view.page.title) : '',
    ...sections,
    '</div>',
  ].join('');
}

/** An event whose page is not published yet: its title and description, so the path still says what it is. */
export function renderEventFallback(title: string, description: string): string {
  return `<div class="events-page">${heading(1, title)}${description ? `<p>${escapeHtml(description)}</p>` : ''}</div>`;
}
