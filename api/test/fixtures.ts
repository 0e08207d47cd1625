import type { Db } from '../src/db/database';
import type { GeneratedJob } from '../src/db/seed/job-generator';
import { COUNTRIES, CITIES, LANGUAGES, SKILLS } from '../src/db/seed/reference-data';

const id = <T extends { id: number; slug: string }>(rows: T[], slug: string) => {
  const row = rows.find((r) => r.slug === slug);
  if (!row) throw new Error(`fixture: unknown slug ${slug}`);
  return row.id;
};
const lang = (slug: string) => id(LANGUAGES, slug);

const NOW = Date.now();
const daysAgo = (days: number) => new Date(NOW - days * 24 * 60 * 60 * 1000);

/**
 * A handful of jobs with known content, published one day apart (index 0 is the newest). Company ids refer to
 * the demo companies (1 = Nordlicht Software GmbH, 2 = Atlantic Customer Care).
 */
export const FIXTURE_JOBS: GeneratedJob[] = [
  {
    url: 'softwareentwickler-m-w-d-berlin',
    title: 'Softwareentwickler (m/w/d)',
    description: `Wir suchen Verstärkung für unser Team in Berlin. ${'Ausführliche Beschreibung. '.repeat(30)}`,
    content_lang: 'de',
    company_id: 1,
    city_id: id(CITIES, 'Berlin'),
    country_id: id(COUNTRIES, 'Germany'),
    remote_type: 'hybrid',
    experience: 3,
    employment_type: 1,
    salary: '55.000 - 65.000 €',
    published_at: daysAgo(1),
    expires_at: null,
    status: 'active',
    languages: [
      { language_id: lang('German'), mandatory: true, level: 4 },
      { language_id: lang('English'), mandatory: false, level: 2 },
    ],
    skill_ids: [id(SKILLS, 'typescript')],
  },
  {
    url: 'developpeur-full-stack-paris',
    title: 'Développeur Full Stack',
    description: 'Rejoignez une entreprise internationale en pleine croissance à Paris.',
    content_lang: 'fr',
    company_id: 1,
    city_id: id(CITIES, 'Paris'),
    country_id: id(COUNTRIES, 'France'),
    remote_type: 'on-site',
    experience: 2,
    employment_type: 1,
    salary: null,
    published_at: daysAgo(2),
    expires_at: null,
    status: 'active',
    languages: [{ language_id: lang('French'), mandatory: true, level: 4 }],
    skill_ids: [id(SKILLS, 'react')],
  },
  {
    url: 'customer-service-representative-with-dutch-lisbon',
    title: 'Customer Service Representative with Dutch',
    description: 'We are looking for a Dutch speaker to support our clients from Lisbon.',
    content_lang: 'en',
    company_id: 2,
    city_id: id(CITIES, 'Lisbon'),
    country_id: id(COUNTRIES, 'Portugal'),
    remote_type: 'on-site',
    experience: 0,
    employment_type: 1,
    salary: '€1,400 per month',
    published_at: daysAgo(3),
    expires_at: null,
    status: 'active',
    languages: [
      { language_id: lang('Dutch'), mandatory: true, level: 4 },
      { language_id: lang('English'), mandatory: true, level: 3 },
    ],
    skill_ids: [id(SKILLS, 'customer-service')],
  },
  {
    url: 'inzynier-oprogramowania-remote',
    title: 'Inżynier oprogramowania',
    description: 'Jesteśmy międzynarodową firmą, która dynamicznie się rozwija.',
    content_lang: 'pl',
    company_id: 2,
    city_id: null,
    country_id: id(COUNTRIES, 'Poland'),
    remote_type: 'remote',
    experience: 5,
    employment_type: 2,
    salary: null,
    published_at: daysAgo(4),
    expires_at: null,
    status: 'active',
    languages: [{ language_id: lang('Polish'), mandatory: true, level: 4 }],
    skill_ids: [],
  },
  {
    url: 'expired-greek-job',
    title: 'Μηχανικός λογισμικού',
    description: 'Διεθνής εταιρεία αναζητά νέους συνεργάτες.',
    content_lang: 'el',
    company_id: 2,
    city_id: id(CITIES, 'Athens'),
    country_id: id(COUNTRIES, 'Greece'),
    remote_type: null,
    experience: null,
    employment_type: null,
    salary: null,
    published_at: daysAgo(40),
    expires_at: daysAgo(1),
    status: 'active',
    languages: [{ language_id: lang('Greek'), mandatory: true, level: 4 }],
    skill_ids: [],
  },
];

/** Enough extra jobs (older than the named ones) to exercise paging. */
export function fillerJobs(count: number): GeneratedJob[] {
  return Array.from({ length: count }, (_, i) => ({
    url: `filler-job-${i + 1}`,
    title: `Account Manager with German ${i + 1}`,
    description: 'Filler job for paging tests.',
    content_lang: 'en',
    company_id: 3,
    city_id: null,
    country_id: id(COUNTRIES, 'Ireland'),
    remote_type: 'remote',
    experience: 1,
    employment_type: 1,
    salary: null,
    published_at: daysAgo(5 + i * 0.1),
    expires_at: null,
    status: 'active' as const,
    languages: [{ language_id: lang('German'), mandatory: true, level: 3 }],
    skill_ids: [],
  }));
}

export const FILLER_COUNT = 30;
/** Active, unexpired jobs in the fixture. */
export const ACTIVE_FIXTURE_COUNT = FIXTURE_JOBS.length - 1 + FILLER_COUNT;

/** The id of a fixture job, by its url (ids follow the insert order). */
export async function fixtureJobId(db: Db, url: string): Promise<number> {
  return (await db.selectFrom('jobs').select('id').where('url', '=', url).executeTakeFirstOrThrow()).id;
}
