import { countryName, type Job, languageName, type PageBlock, type PublicPage } from 'shared-kit/contracts';
import { escapeHtml } from '../../../lib/escape-html';
import type { LandingEvent } from '../../../services/events/landing-event';
import { richTextOf } from '../../../services/rich-text';
import { avatar, badge, contentLang, jobHref, link, linkButton, type Say } from './markup';

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
  /** The id of the first sign-up block, which is `#register` (where a hero's call to action points). */
  firstForm?: string | null;
};

// The markup of mfe-events' PageView and its blocks (components/page-blocks/), class for class, inside the area's
// wrapper (`.events-area`): the events stylesheet, linked in the head, styles it at the first paint, and the shell
// shows it until the landing replaces it with the same boxes (docs/pages.md#reacts-takeover-without-a-jump).

const blockTitle = (text: string) => (text ? `<h2 class="blocks-title">${escapeHtml(text)}</h2>` : '');

function image(view: SitePageView, fileId: number, alt: string, className: string): string {
  const url = view.page.images[String(fileId)];
  if (!url) return '';
  const size = view.sizes.get(fileId);
  const dimensions = size ? ` width="${size.width}" height="${size.height}"` : '';
  const classes = className ? ` class="${className}"` : '';
  return `<img${classes} src="${escapeHtml(url)}" alt="${escapeHtml(alt)}"${dimensions} loading="lazy">`;
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
function registerForm(view: SitePageView, label: string) {
  const hidden = [
    view.referral ? `<input type="hidden" name="referral" value="${escapeHtml(view.referral)}">` : '',
    view.platform ? `<input type="hidden" name="platform" value="${escapeHtml(view.platform)}">` : '',
  ].join('');
  return [
    `<form class="events-page__register-form" method="get" action="/register">${hidden}`,
    `<button type="submit" class="sk-button sk-button--primary"><span class="sk-button__label">${escapeHtml(label)}</span></button>`,
    '</form>',
  ].join('');
}

/** mfe-events' BlockJobCard: logo, title (the card's one link), company, place and languages. */
function jobCard(job: Job, say: Say): string {
  const place = [job.city?.name, job.country ? countryName(job.country, say.locale) : null].filter(Boolean).join(', ');
  return [
    '<li><article class="sk-card sk-card--interactive blocks-job"><div class="blocks-job-head">',
    avatar(job.company.name, job.company.logo, 'md', true),
    `<div><h3 class="sk-card-title"${contentLang(job)}>${link(jobHref(job), job.title)}</h3>`,
    `<p class="blocks-job-company">${escapeHtml(job.company.name)}</p></div></div>`,
    place ? `<p class="blocks-job-place">${escapeHtml(place)}</p>` : '',
    job.languages.length
      ? `<p class="blocks-job-languages">${job.languages.map((l) => badge('neutral', languageName(l, say.locale))).join('')}</p>`
      : '',
    '</article></li>',
  ].join('');
}

function jobsBlock(view: SitePageView, block: PageBlock & { type: 'event_jobs' | 'company_jobs' }, say: Say) {
  const jobs = (view.page.jobs[block.id] ?? []).slice(0, block.props.limit);
  return [
    blockTitle(block.props.title),
    jobs.length
      ? `<ul class="blocks-jobs">${jobs.map((job) => jobCard(job, say)).join('')}</ul>`
      : [
          `<div class="sk-empty"><h3 class="sk-empty__title">${escapeHtml(say.t('events.blocks.jobs.empty'))}</h3>`,
          `<div class="sk-empty__body"><p>${linkButton('/jobs', say.t('events.blocks.jobs.browse'))}</p></div></div>`,
        ].join(''),
  ].join('');
}

const MINUTE = 60_000;

/** mfe-events' CountdownBlock at the moment the page is sent (the landing refreshes it every minute). */
function countdown(event: PageEvent, { t }: Say): string {
  const now = Date.now();
  const left = event.starts_at.getTime() - now;
  if (left <= 0) {
    const live = now < event.ends_at.getTime();
    return `<p class="blocks-countdown">${badge(live ? 'success' : 'neutral', t(live ? 'events.blocks.countdown.live' : 'events.blocks.countdown.ended'))}</p>`;
  }
  const minutes = Math.ceil(left / MINUTE);
  const parts: [string, number][] = [
    ['events.blocks.countdown.days', Math.floor(minutes / 1440)],
    ['events.blocks.countdown.hours', Math.floor((minutes % 1440) / 60)],
    ['events.blocks.countdown.minutes', minutes % 60],
  ];
  return `<p class="blocks-countdown">${parts.map(([id, count]) => `<span class="blocks-countdown-part">${escapeHtml(t(id, { count }))}</span>`).join('')}</p>`;
}

function blockHtml(view: SitePageView, block: PageBlock, h1: boolean, say: Say): string {
  const { t } = say;
  const event = view.event;
  switch (block.type) {
    case 'hero': {
      const { title, subtitle, image_file_id: fileId, cta_label: label, cta_href: href } = block.props;
      const picture = fileId !== null ? image(view, fileId, '', 'blocks-hero-image') : '';
      const level = h1 ? 1 : 2;
      return [
        `<div class="${picture ? 'blocks-hero blocks-hero--image' : 'blocks-hero blocks-hero--art'}"><div class="blocks-hero-text">`,
        `<h${level} class="blocks-hero-title">${escapeHtml(title)}</h${level}>`,
        subtitle ? `<p class="blocks-hero-subtitle">${escapeHtml(subtitle)}</p>` : '',
        label && href
          ? `<a class="sk-button sk-button--primary" href="${escapeHtml(href)}"><span class="sk-button__label">${escapeHtml(label)}</span></a>`
          : '',
        // Without a picture, the drawing mfe-events' HeroBlock shows (shared-kit's Illustration: decoration drawn by
        // CSS, docs/design-system.md#illustration): an event's calendar on an event's page, the globe elsewhere.
        `</div>${picture || `<div class="sk-illustration sk-illustration--${event ? 'event' : 'home'} blocks-hero-art" aria-hidden="true"></div>`}</div>`,
      ].join('');
    }
    case 'event_facts':
      if (!event) return '';
      return [
        blockTitle(block.props.title),
        '<dl class="blocks-facts"><div>',
        `<dt>${escapeHtml(t('events.blocks.facts.when'))}</dt>`,
        `<dd>${time(event.starts_at, eventTime(event.starts_at, event.time_zone, say))} – ${time(event.ends_at, eventTime(event.ends_at, event.time_zone, say))}`,
        `<span class="blocks-facts-zone">${escapeHtml(t('api.pages.view.timeZone'))}: ${escapeHtml(event.time_zone)}</span></dd></div>`,
        event.languages.length
          ? `<div><dt>${escapeHtml(t('events.blocks.facts.languages'))}</dt><dd class="blocks-facts-languages">${event.languages.map((l) => badge('info', languageName(l, say.locale))).join('')}</dd></div>`
          : '',
        '</dl>',
      ].join('');
    case 'countdown':
      return event ? blockTitle(block.props.title) + countdown(event, say) : '';
    case 'companies':
      if (!event || event.companies.length === 0) return '';
      return [
        blockTitle(block.props.title),
        '<ul class="blocks-companies">',
        event.companies
          .map(
            (company) =>
              `<li class="blocks-company">${avatar(company.name, company.logo, 'lg', true)}<span class="blocks-company-name">${escapeHtml(company.name)}</span></li>`,
          )
          .join(''),
        '</ul>',
      ].join('');
    case 'event_jobs':
    case 'company_jobs':
      return jobsBlock(view, block, say);
    case 'registration_form':
      return [
        `<div${view.firstForm === block.id ? ' id="register"' : ''} class="blocks-register">`,
        blockTitle(block.props.title),
        block.props.text ? `<p>${escapeHtml(block.props.text)}</p>` : '',
        registerForm(view, block.props.button_label || t('api.pages.view.register')),
        '</div>',
      ].join('');
    case 'faq':
      return [
        blockTitle(block.props.title),
        '<div class="blocks-faq">',
        block.props.items
          .map(
            (item) =>
              `<details class="blocks-faq-item"><summary>${escapeHtml(item.question)}</summary><p class="blocks-faq-answer">${escapeHtml(item.answer).replace(/\r?\n/g, '<br>')}</p></details>`,
          )
          .join(''),
        '</div>',
      ].join('');
    case 'rich_text':
      // Sanitised when saved; sanitised again here, so no stored markup reaches a page unchecked.
      return `<div class="blocks-rich-text">${richTextOf(block.props.html)?.html ?? ''}</div>`;
    case 'image': {
      const img = image(view, block.props.file_id, block.props.alt, '');
      if (!img) return '';
      return `<figure class="blocks-image">${img}${block.props.caption ? `<figcaption>${escapeHtml(block.props.caption)}</figcaption>` : ''}</figure>`;
    }
    case 'video_link':
      return [
        '<div class="sk-card sk-card--interactive blocks-video"><p class="sk-card-title">',
        `<a href="${escapeHtml(block.props.url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(block.props.title || t('events.blocks.video.watch'))}</a></p>`,
        `<p class="blocks-video-note">${escapeHtml(t('events.blocks.video.note'))}</p></div>`,
      ].join('');
    case 'app_links':
      return [
        blockTitle(block.props.title),
        '<p class="blocks-app-links">',
        block.props.ios_url
          ? `<a class="sk-button sk-button--secondary" href="${escapeHtml(block.props.ios_url)}" rel="noopener noreferrer"><span class="sk-button__label">${escapeHtml(t('events.blocks.apps.ios'))}</span></a>`
          : '',
        block.props.android_url
          ? `<a class="sk-button sk-button--secondary" href="${escapeHtml(block.props.android_url)}" rel="noopener noreferrer"><span class="sk-button__label">${escapeHtml(t('events.blocks.apps.android'))}</span></a>`
          : '',
        '</p>',
      ].join('');
    default:
      return '';
  }
}

/** How the landing wraps the page: an event's entry path (EventLanding) or a landing route (LandingPage). */
export type SitePageFrame = { kind: 'event'; title: string; description: string } | { kind: 'landing'; name: string };

/**
 * A built page as the landing renders it: mfe-events' PageView (one section per block, top to bottom) inside the
 * landing's wrappers. The first hero's title is the h1; an event's page without a hero gets the event's header (as
 * EventLanding), a landing without one the page's title. An event's page without a sign-up block gets the event's
 * sign-up after its content, as the landing adds one.
 */
export function renderSitePage(view: SitePageView, say: Say, frame?: SitePageFrame): string {
  const firstHero = view.page.blocks.findIndex((block) => block.type === 'hero' && block.props.title);
  const withFirstForm = {
    ...view,
    firstForm: view.page.blocks.find((block) => block.type === 'registration_form')?.id ?? null,
  };
  const sections = view.page.blocks.map((block, index) => {
    const html = blockHtml(withFirstForm, block, index === firstHero, say);
    return html ? `<section class="page-block page-block--${block.type}">${html}</section>` : '';
  });
  // A page without a translation into the visitor's language is shown as written, in English, and says so
  // (docs/pages.md#pages-in-every-interface-language); its texts are marked as English for screen readers.
  const foreign = view.page.lang !== say.locale;
  const blocks = [
    `<div class="page-blocks"${foreign ? ` lang="${escapeHtml(view.page.lang)}"` : ''}>`,
    foreign
      ? `<p class="page-blocks-language-note" lang="${say.locale}">${escapeHtml(say.t('kit.page.untranslated'))}</p>`
      : '',
    ...sections,
    '</div>',
  ].join('');
  const hasHero = view.page.blocks.some((block) => block.type === 'hero');
  if (frame?.kind === 'event') {
    const header = hasHero ? '' : eventHeader(frame.title, frame.description);
    const register = withFirstForm.firstForm
      ? ''
      : `<section id="register" class="events-entry-register" aria-labelledby="events-entry-register"><h2 id="events-entry-register">${escapeHtml(say.t('events.entry.register'))}</h2>${registerForm(view, say.t('api.pages.view.register'))}</section>`;
    return area(`<div class="events-entry events-entry--landing">${header}${blocks}${register}</div>`);
  }
  const title = firstHero === -1 ? `<h1>${escapeHtml(view.page.title)}</h1>` : '';
  return area(
    `<div class="events-landing events-landing--${escapeHtml(frame?.name ?? 'page')}">${title}${blocks}</div>`,
  );
}

const area = (inner: string) => `<div class="sk-area events-area">${inner}</div>`;

const eventHeader = (title: string, description: string) =>
  `<header class="events-entry-header"><h1>${escapeHtml(title)}</h1>${description ? `<p>${escapeHtml(description)}</p>` : ''}</header>`;

/** An event whose page is not published yet: its title and description, so the path still says what it is. */
export function renderEventFallback(title: string, description: string): string {
  return area(`<div class="events-entry events-entry--landing">${eventHeader(title, description)}</div>`);
}
