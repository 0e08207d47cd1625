import { createRandom, generateJob } from '../../src/db/seed/job-generator';
import { fixtureJobId } from '../fixtures';
import { useTestApp } from '../helper';

// A job's contents stay in the language they were posted in, marked with it (docs/i18n.md#the-rules).
describe('the language a job is written in', () => {
  const t = useTestApp();

  it('the api answers content_lang from jobs.content_lang, in the job and in lists', async () => {
    const id = await fixtureJobId(t.db, 'softwareentwickler-m-w-d-berlin');
    const detail = (await t.app.inject(`/api/job?id=${id}`)).json();
    expect(detail.job.content_lang).toBe('de');
    const list = (await t.app.inject('/api/jobs?_size=100')).json().jobs.data as {
      url: string;
      content_lang: string | null;
    }[];
    const langOf = (url: string) => list.find((job) => job.url === url)?.content_lang;
    expect(langOf('developpeur-full-stack-paris')).toBe('fr');
    expect(langOf('inzynier-oprogramowania-remote')).toBe('pl');
    expect(langOf('customer-service-representative-with-dutch-lisbon')).toBe('en');
  });

  it('the served pages mark the job’s title and description with lang, whatever the interface language', async () => {
    const html = (
      await t.app.inject({
        url: '/jobs/inzynier-oprogramowania-remote',
        headers: { accept: 'text/html', cookie: 'locale=de' },
      })
    ).body;
    expect(html).toMatch(/<html lang="de"/);
    expect(html).toMatch(/<h1 id="jobs-detail-title-\d+" lang="pl">Inżynier oprogramowania<\/h1>/);
    expect(html).toContain('<div class="jobs-description" lang="pl"><p>Jesteśmy międzynarodową firmą');
    const list = (await t.app.inject({ url: '/jobs-in-France', headers: { accept: 'text/html' } })).body;
    expect(list).toContain(
      '<h2 class="sk-card-title jobs-card-title" lang="fr"><a href="/jobs/developpeur-full-stack-paris">Développeur Full Stack</a></h2>',
    );
  });

  it('a job of unknown language carries no lang', async () => {
    const id = await fixtureJobId(t.db, 'expired-greek-job');
    await t.db.updateTable('jobs').set({ content_lang: null }).where('id', '=', id).execute();
    try {
      const html = (await t.app.inject({ url: '/jobs/expired-greek-job', headers: { accept: 'text/html' } })).body;
      expect(html).toMatch(/<h1 id="jobs-detail-title-\d+">/);
      expect(html).toContain('<div class="jobs-description"><p>');
    } finally {
      await t.db.updateTable('jobs').set({ content_lang: 'el' }).where('id', '=', id).execute();
    }
  });

  it('the column holds only short language tags (migration 031)', async () => {
    const id = await fixtureJobId(t.db, 'expired-greek-job');
    for (const bad of ['Greek', 'el_GR', 'x', 'el-'.padEnd(9, 'a'), 'el-GR-Latn-x']) {
      await expect(t.db.updateTable('jobs').set({ content_lang: bad }).where('id', '=', id).execute()).rejects.toThrow(
        /check constraint/,
      );
    }
  });

  it('the seed writes each generated job’s language: its local language, else English', () => {
    const random = createRandom(7);
    const jobs = Array.from({ length: 300 }, (_, i) => generateJob(random, i + 1, [1, 2, 3], new Date('2030-01-01')));
    const langs = new Set(jobs.map((job) => job.content_lang));
    expect(langs.has(null)).toBe(false);
    for (const code of ['en', 'de', 'fr', 'pl']) expect(langs.has(code)).toBe(true);
    for (const job of jobs) {
      if (job.content_lang === 'en') expect(job.description).toMatch(/^(We are looking|Join our)/);
      if (job.content_lang === 'de') expect(job.description).toMatch(/\b(wir|Wir|Sie|Ihre?)\b/);
      if (job.content_lang === 'pl') expect(job.title).not.toMatch(/ with /);
    }
  });
});
