import {
  buildJobListPath,
  canonicalJobListPath,
  canonicalName,
  type JobListPath,
  jobListVariant,
  parseJobListPath,
  stripTrailingSlash,
} from 'shared-kit/contracts';
import * as routes from 'shared-kit/routes';

const { jobsForLanguagesPath } = routes;

const none: JobListPath = { languages: [], location: null, remote: null, skill: null, minisite: null, page: null };
const p = (fields: Partial<JobListPath>): JobListPath => ({ ...none, ...fields });

// Every variant of docs/product-rules.md#job-list-paths, without and with a page: path <-> filters, both ways.
const CASES: Array<[string, JobListPath, string]> = [
  ['/jobs', p({}), 'jobs'],
  ['/jobs-with-java', p({ skill: 'java' }), 'jobs-with-skill'],
  ['/jobs-at-acme-corp', p({ minisite: 'acme-corp' }), 'jobs-at-minisite'],
  ['/jobs-in-Spain', p({ location: 'Spain' }), 'jobs-in-location'],
  ['/jobs-in-Remote', p({ location: 'Remote' }), 'jobs-in-location'],
  ['/jobs-in-Isle_of_Man', p({ location: 'Isle_of_Man' }), 'jobs-in-location'],
  ['/jobs-for-German-speakers', p({ languages: ['German'] }), 'jobs-for-languages'],
  [
    '/jobs-for-German+French+Swiss_German-speakers',
    p({ languages: ['German', 'French', 'Swiss_German'] }),
    'jobs-for-languages',
  ],
  [
    '/jobs-in-Berlin-for-German-speakers',
    p({ location: 'Berlin', languages: ['German'] }),
    'jobs-in-location-for-languages',
  ],
  [
    '/jobs-in-United_Kingdom-for-Dutch+Flemish-speakers',
    p({ location: 'United_Kingdom', languages: ['Dutch', 'Flemish'] }),
    'jobs-in-location-for-languages',
  ],
  ['/remote-jobs', p({ remote: 'remote' }), 'remote-jobs'],
  ['/hybrid-jobs', p({ remote: 'hybrid' }), 'remote-jobs'],
  ['/on-site-jobs', p({ remote: 'on-site' }), 'remote-jobs'],
  ['/remote-jobs-in-Portugal', p({ remote: 'remote', location: 'Portugal' }), 'remote-jobs-in-location'],
  ['/remote-jobs-for-Italian-speakers', p({ remote: 'remote', languages: ['Italian'] }), 'remote-jobs-for-languages'],
  [
    '/remote-jobs-in-Lisbon-for-Italian+Spanish-speakers',
    p({ remote: 'remote', location: 'Lisbon', languages: ['Italian', 'Spanish'] }),
    'remote-jobs-in-location-for-languages',
  ],
  ['/on-site-jobs-in-Greece', p({ remote: 'on-site', location: 'Greece' }), 'remote-jobs-in-location'],
];

describe('job-list grammar', () => {
  it.each(CASES)('parses and builds %s', (path, filters, variant) => {
    expect(parseJobListPath(path)).toEqual(filters);
    expect(buildJobListPath(filters)).toBe(path);
    expect(jobListVariant(filters)).toBe(variant);
    const paged = `${path}/3`;
    expect(parseJobListPath(paged)).toEqual({ ...filters, page: 3 });
    expect(buildJobListPath({ ...filters, page: 3 })).toBe(paged);
    expect(canonicalJobListPath(path)).toBeNull();
    expect(canonicalJobListPath(paged)).toBeNull();
  });

  it.each([
    '/',
    '/jobs/software-engineer-berlin',
    '/jobs/0',
    '/jobs/2/3',
    '/jobs-in-Spain/next',
    '/login',
    '/blog',
    '/company/jobs',
    '/applicant/jobs-in-Europe',
    '/candidates/jobs-at-ttec/desktop',
    '/jobs-for--speakers',
    '/jobs-for-+-speakers',
    '/how-to-get-a-job',
    '/career-events',
    '/-jobs',
  ])('%s is not a job-list path', (path) => {
    expect(parseJobListPath(path)).toBeNull();
    expect(canonicalJobListPath(path)).toBeNull();
  });

  it('ignores query, hash and a trailing slash when parsing', () => {
    expect(parseJobListPath('/jobs-in-Spain/2/?keywords=java#top')).toEqual(p({ location: 'Spain', page: 2 }));
  });

  it('decodes names', () => {
    expect(parseJobListPath('/jobs-in-M%C3%BCnchen')).toEqual(p({ location: 'München' }));
    expect(parseJobListPath('/jobs-for-German%2BFrench-speakers')).toEqual(p({ languages: ['German', 'French'] }));
    expect(parseJobListPath('/jobs-with-c%2B%2B')).toEqual(p({ skill: 'c++' }));
  });

  it('builds the path of a job without a path form for some filters: minisite, then skill win', () => {
    expect(buildJobListPath({ minisite: 'acme', skill: 'java', languages: ['German'] })).toBe('/jobs-at-acme');
    expect(buildJobListPath({ skill: 'java', location: 'Spain' })).toBe('/jobs-with-java');
    expect(buildJobListPath({})).toBe('/jobs');
    expect(buildJobListPath({ page: 0 })).toBe('/jobs');
    expect(buildJobListPath({ page: 2 })).toBe('/jobs/2');
    expect(buildJobListPath({ location: 'United Kingdom', languages: ['Swiss German'] })).toBe(
      '/jobs-in-United_Kingdom-for-Swiss_German-speakers',
    );
  });

  it('round-trips a built path with unusual characters', () => {
    const filters = p({ skill: 'c#/.net' });
    expect(parseJobListPath(buildJobListPath(filters))).toEqual(filters);
  });

  it('builds the languages link of a job', () => {
    expect(jobsForLanguagesPath(['german', 'swiss german'])).toBe('/jobs-for-German+Swiss_German-speakers');
    expect(jobsForLanguagesPath([])).toBe('/jobs');
  });
});

describe('canonicalJobListPath', () => {
  it.each([
    ['/jobs-for-german-speakers', '/jobs-for-German-speakers'],
    ['/jobs-in-united_kingdom', '/jobs-in-United_Kingdom'],
    ['/jobs-in-united%20kingdom', '/jobs-in-United_Kingdom'],
    ['/jobs-in-united kingdom', '/jobs-in-United_Kingdom'],
    ['/jobs-in-UNITED_KINGDOM', '/jobs-in-United_Kingdom'],
    ['/jobs-in-isle_of_man', '/jobs-in-Isle_of_Man'],
    ['/jobs-in-Isle_Of_Man', '/jobs-in-Isle_of_Man'],
    ['/jobs-in-bosnia_and_herzegovina', '/jobs-in-Bosnia_and_Herzegovina'],
    ['/jobs-in-the_hague', '/jobs-in-The_Hague'],
    ['/jobs-in-remote', '/jobs-in-Remote'],
    ['/jobs-for-german+french-speakers/2', '/jobs-for-German+French-speakers/2'],
    ['/jobs-for-german+German-speakers', '/jobs-for-German-speakers'],
    ['/jobs-for-swiss_german+swiss%20german-speakers', '/jobs-for-Swiss_German-speakers'],
    ['/jobs-in-berlin-for-german-speakers', '/jobs-in-Berlin-for-German-speakers'],
    ['/remote-jobs-in-spain-for-catalan-speakers', '/remote-jobs-in-Spain-for-Catalan-speakers'],
    ['/remote-jobs-for-polish-speakers', '/remote-jobs-for-Polish-speakers'],
    ['/Jobs-In-Spain', '/jobs-in-Spain'],
    ['/jobs-in-Spain/', '/jobs-in-Spain'],
    ['/jobs/', '/jobs'],
    ['/jobs-in-spain?keywords=java', '/jobs-in-Spain?keywords=java'],
  ])('%s -> %s', (from, to) => {
    expect(canonicalJobListPath(from)).toBe(to);
    // the result is itself canonical
    expect(canonicalJobListPath(to)).toBeNull();
  });

  // A browser's location holds the percent-encoded letters of a name: the same page, so no redirect (else the shell
  // redirects to itself for ever and renders nothing).
  it.each([
    '/jobs-in-Krak%C3%B3w-for-Polish-speakers',
    '/jobs-in-D%C3%BCsseldorf/2',
    '/remote-jobs-in-Krak%C3%B3w',
    '/remote-jobs-in-Pozna%C5%84-for-English-speakers',
    '/jobs-in-Ia%C8%99i',
    '/jobs-in-Kraków',
  ])('%s is canonical as the browser spells it', (path) => {
    expect(canonicalJobListPath(path)).toBeNull();
  });

  it('normalises an encoded name to its readable canonical spelling', () => {
    expect(canonicalJobListPath('/jobs-in-krak%C3%B3w')).toBe('/jobs-in-Kraków');
    expect(canonicalJobListPath('/jobs-in-m%C3%A1laga/2')).toBe('/jobs-in-Málaga/2');
  });

  it('keeps language order (the first language is the main one)', () => {
    expect(canonicalJobListPath('/jobs-for-French+German-speakers')).toBeNull();
  });

  it('leaves remote, skill and minisite slugs as typed', () => {
    expect(canonicalJobListPath('/on-site-jobs')).toBeNull();
    expect(canonicalJobListPath('/jobs-with-javascript')).toBeNull();
    expect(canonicalJobListPath('/jobs-at-acme')).toBeNull();
  });
});

describe('names', () => {
  it('capitalises words and keeps connecting words lower case inside a name', () => {
    expect(canonicalName('isle of man')).toBe('Isle_of_Man');
    expect(canonicalName('frankfurt_AM_main')).toBe('Frankfurt_am_Main');
    expect(canonicalName('_spain_')).toBe('Spain');
    expect(canonicalName('aix-en-provence')).toBe('Aix-en-Provence');
    expect(canonicalName('české_budějovice')).toBe('České_Budějovice');
  });

  it('strips trailing slashes but keeps the root', () => {
    expect(stripTrailingSlash('/applicant/jobs-in-Europe/')).toBe('/applicant/jobs-in-Europe');
    expect(stripTrailingSlash('/applicant/jobs-in-Europe//')).toBe('/applicant/jobs-in-Europe');
    expect(stripTrailingSlash('/')).toBe('/');
  });
});

describe('shared-kit/routes', () => {
  it('re-exports the grammar of contracts unchanged', () => {
    expect(routes.parseJobListPath).toBe(parseJobListPath);
    expect(routes.buildJobListPath).toBe(buildJobListPath);
    expect(routes.canonicalJobListPath).toBe(canonicalJobListPath);
    expect(routes.canonicalName).toBe(canonicalName);
  });
});

describe('parsing time', () => {
  // A path is attacker input: the parser must take time linear in its length. The regex parser it replaced took
  // tens of seconds on the first of these (backtracking over every `-jobs-in-` and `-for-` pair).
  const KB16 = 16 * 1024;
  const fill = (unit: string, prefix = '/', suffix = '') =>
    `${prefix}${unit.repeat(Math.ceil(KB16 / unit.length))}`.slice(0, KB16 - suffix.length) + suffix;
  it.each([
    ['-jobs-in--for- repeated', fill('-jobs-in--for-')],
    ['-jobs-in--for- repeated, then -speakers', fill('-jobs-in--for-', '/', '-speakers')],
    ['-for- repeated after jobs-in-', fill('-for-', '/jobs-in-', 'x')],
    ['-jobs-for- repeated', fill('-jobs-for-')],
    ['-jobs-in- repeated', fill('-jobs-in-', '/', 'x')],
    ['slashes, then a letter', fill('/', '/', 'a')],
    ['?# repeated, then a line break', fill('?#', '/jobs', '\n')],
    ['a page after a long segment', fill('-jobs-in-x-for-', '/', '-speakers/2')],
  ])('reads a 16 KB path of %s in milliseconds', (_name, path) => {
    expect(path.length).toBe(KB16);
    const started = process.hrtime.bigint();
    for (let i = 0; i < 10; i += 1) {
      parseJobListPath(path);
      canonicalJobListPath(path);
    }
    const perCallMs = Number(process.hrtime.bigint() - started) / 1e6 / 20;
    // Well under a millisecond here; the bound leaves room for a busy machine.
    expect(perCallMs).toBeLessThan(20);
  });

  it('still reads long names the way the grammar says', () => {
    const location = 'x-for-'.repeat(1000);
    expect(parseJobListPath(`/remote-jobs-in-${location}`)).toEqual(p({ remote: 'remote', location }));
    expect(parseJobListPath(`/a-jobs-in-b-jobs-in-c-for-d-for-e-speakers`)).toEqual(
      p({ remote: 'a-jobs-in-b', location: 'c', languages: ['d-for-e'] }),
    );
    expect(parseJobListPath(`/JOBS-IN-Spain-FOR-German-SPEAKERS`)).toEqual(
      p({ location: 'Spain', languages: ['German'] }),
    );
    expect(parseJobListPath('/jobs-in-Spain\n')).toBeNull();
  });
});
