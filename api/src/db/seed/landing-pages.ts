// The landing pages of the product specification as built pages (docs/pages.md#the-seeded-landing-pages), and the five
// employers their employer landings show jobs of. Marketers change them in the admin area; the seed only inserts a
// page that is missing, so their changes are never overwritten.
import type pg from 'pg';
import { type LandingPageName, LOCALES, type PageBlock, type PageDocument } from 'shared-kit/contracts';
import type { Db } from '../database';
import { insertJobs } from './insert-jobs';
import { createRandom, generateJob } from './job-generator';
import { WORK_IN_EUROPE, workInEuropeDocument } from './landing-translations';
import { insertMissingPages } from './published-pages';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The employers of the employer landings (demo data): name, slug and how many live jobs the demo gives them. */
const EVENT_EMPLOYERS = [
  { name: 'Teleperformance Greece', slug: 'tp-greece', jobs: 5 },
  { name: 'Tech Mahindra', slug: 'tech-mahindra', jobs: 4 },
  { name: 'Foundever', slug: 'foundever', jobs: 6 },
  { name: 'TTEC', slug: 'ttec', jobs: 3 },
  { name: 'Concentrix', slug: 'concentrix', jobs: 5 },
] as const;

const hero = (title: string, subtitle: string, cta = 'Sign up for free'): PageBlock => ({
  id: 'hero',
  type: 'hero',
  props: { title, subtitle, image_file_id: null, cta_label: cta, cta_href: cta ? '#register' : '' },
});
const text = (html: string, id = 'text'): PageBlock => ({ id, type: 'rich_text', props: { html } });
const register = (title: string, body: string): PageBlock => ({
  id: 'register',
  type: 'registration_form',
  props: { title, text: body, button_label: 'Create my free account' },
});
const faq = (items: [string, string][], title = 'Frequently asked questions'): PageBlock => ({
  id: 'faq',
  type: 'faq',
  props: { title, items: items.map(([question, answer]) => ({ question, answer })) },
});

/** The candidates' questions of the employer landings: the same as the "Work in Europe" landing's. */
const CANDIDATE_FAQ = WORK_IN_EUROPE.en.faq;

function employerPage(company: string, slug: string, city: string): PageDocument {
  return {
    title: `Jobs at ${company} for multilingual people`,
    description: `Live jobs at ${company} for people who speak European languages. Sign up free and apply in minutes.`,
    blocks: [
      hero(
        `Work at ${company}`,
        `Customer experience roles in ${city} and remote, for people who speak your language.`,
      ),
      text(
        `<p>${company} hires multilingual people to support customers across Europe. You work in your native language, with training, a salary paid every month and colleagues from all over the world.</p><ul><li>Paid training before you start</li><li>Help with relocation and accommodation for many roles</li><li>A career path into team lead, quality and training roles</li></ul>`,
      ),
      { id: 'jobs', type: 'company_jobs', props: { title: `Open jobs at ${company}`, company_slug: slug, limit: 6 } },
      register(`Apply to ${company}`, 'Create your free account: your profile is ready to send to any of these jobs.'),
      faq(CANDIDATE_FAQ),
    ],
  };
}

/**
 * The page of each landing: real, useful content in English (a marketer translates or changes it in the builder;
 * "Work in Europe" comes translated).
 */
const LANDING_DOCUMENTS: Record<LandingPageName, PageDocument> = {
  'work-in-europe': workInEuropeDocument(WORK_IN_EUROPE.en),
  'jobs-in-europe': {
    title: 'Jobs in Europe for multilingual candidates',
    description: 'Find jobs in Europe that ask for your languages: customer service, sales, IT and more. Sign up free.',
    blocks: [
      hero(
        'Jobs in Europe for multilingual candidates',
        'One account, thousands of jobs that need the languages you speak.',
      ),
      text(
        '<p>Tell us which languages you speak and at what level: we match you with the jobs that need them, and employers can find you too. You decide which jobs you apply to.</p>',
      ),
      register('Create your account', 'It takes two minutes and it is free.'),
      faq(CANDIDATE_FAQ),
    ],
  },
  'tp-greece-jobs': employerPage('Teleperformance Greece', 'tp-greece', 'Athens'),
  'jobs-at-tech-mahindra': employerPage('Tech Mahindra', 'tech-mahindra', 'Europe'),
  'jobs-at-foundever': employerPage('Foundever', 'foundever', 'Lisbon, Barcelona and Athens'),
  'jobs-at-ttec': employerPage('TTEC', 'ttec', 'Europe'),
  'jobs-at-concentrix': employerPage('Concentrix', 'concentrix', 'Europe'),
  'download-app': {
    title: 'Download the EuLangJobs app',
    description: 'Search jobs, apply and follow your applications from your phone with the free EuLangJobs app.',
    blocks: [
      hero('Your next job in your pocket', 'Search jobs that need your languages and apply from your phone.', ''),
      text(
        '<p>Get notified when a new job matches your languages, answer employers quickly and keep your CV with you.</p>',
      ),
      {
        id: 'apps',
        type: 'app_links',
        props: {
          title: 'Get the app',
          ios_url: 'https://apps.apple.com/app/eulangjobs/id0000000000',
          android_url: 'https://play.google.com/store/apps/details?id=com.eulangjobs',
        },
      },
      register('Or sign up on the web', 'Your account works in the app and on the website.'),
    ],
  },
  'go-places-application': {
    title: 'Apply to Go Places',
    description: 'Go Places takes multilingual candidates to new cities in Europe. Apply for the programme here.',
    blocks: [
      hero('Apply to Go Places', 'A new job and a new city: we help you with both.'),
      text(
        '<p>Go Places is our programme for people ready to move for a job. You choose a city, we introduce you to the employers hiring there for your languages, and they help with your move.</p><ol><li>Create your account and add your languages</li><li>Choose the city you would like to live in</li><li>Meet the employers at the next Go Places event</li></ol>',
      ),
      register('Apply now', 'Create your free account to apply to the Go Places programme.'),
    ],
  },
  'go-places-app-support': {
    title: 'Go Places app support',
    description: 'Help with the Go Places app: signing in, notifications, your profile and how to contact us.',
    blocks: [
      hero('How can we help?', 'Answers to the questions people ask most about the Go Places app.', ''),
      faq(
        [
          [
            'I cannot sign in',
            'Use the email address you registered with. If you forgot your password, choose "Forgot password" on the sign-in screen and follow the link we email you.',
          ],
          [
            'I do not receive notifications',
            'Check that notifications are allowed for the app in your phone settings, and that you are signed in.',
          ],
          [
            'How do I change my languages or my CV?',
            'Open your profile in the app or on the website: the changes show in both.',
          ],
          [
            'How do I delete my account?',
            'In the app, open Settings and choose "Delete account". Your data is removed for good.',
          ],
        ],
        'Common questions',
      ),
      text(
        '<p>Still need help? Write to <a href="mailto:support@eulangjobs.com">support@eulangjobs.com</a> with the email address of your account and what happened. We answer within two working days.</p>',
        'contact',
      ),
    ],
  },
};

/**
 * Inserts the landing pages that have no row yet, published (a marketer's changes are never overwritten), with the
 * "Work in Europe" landing's translations (docs/pages.md#pages-in-every-interface-language).
 */
export async function seedLandingPages(db: Db): Promise<void> {
  const translations = LOCALES.filter((locale) => locale !== 'en').map((locale) => ({
    key: `landing:work-in-europe:${locale}`,
    document: workInEuropeDocument(WORK_IN_EUROPE[locale]),
  }));
  await insertMissingPages(db, [
    ...Object.entries(LANDING_DOCUMENTS).map(([name, document]) => ({ key: `landing:${name}`, document })),
    ...translations,
  ]);
}

/**
 * The five employers as demo companies with a few live jobs each, so the employer landings show real jobs. A company
 * is added once (by its slug) and gets its jobs when it is added.
 */
export async function seedEventEmployers(db: Db, pool: pg.Pool): Promise<void> {
  const random = createRandom(1414);
  // Anchored at the start of the UTC day like the other demo jobs, and a month old: they are live but never among the
  // newest jobs of the lists the screenshots show (e2e/tests/screenshots.spec.ts).
  const now = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
  for (const [index, employer] of EVENT_EMPLOYERS.entries()) {
    const added = await db
      .insertInto('companies')
      .values({
        name: employer.name,
        slug: employer.slug,
        sector_id: 2,
        description: `${employer.name} hires multilingual people for customer experience roles across Europe.`,
      })
      .onConflict((oc) => oc.column('slug').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!added) continue;
    const start = (await pool.query<{ max: number | null }>('SELECT max(id) AS max FROM jobs')).rows[0]?.max ?? 0;
    const jobs = Array.from({ length: employer.jobs }, (_, i) => ({
      ...generateJob(random, start + index * 10 + i + 1, [added.id], now),
      // Live: active, published lately, not expiring soon.
      status: 'active' as const,
      published_at: new Date(now.getTime() - (30 + index * 2 + i) * DAY_MS),
      expires_at: null,
    }));
    await insertJobs(pool, jobs);
  }
}
