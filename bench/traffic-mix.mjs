// The traffic bench's request mix (docs/search.md#the-traffic-bench): what guests, signed-in candidates and
// recruiters ask for, in what proportion, over a long tail of distinct job lists (at most REPEAT_SHARE repeats).
// Deterministic for one database (a seeded random), so two runs send the same sequence.

/** Share of job lists that repeat one already asked for (popular lists); the rest are new. */
const REPEAT_SHARE = 0.08;
/**
 * Share of job lists asked by a client that already holds the reference lists in its language, which asks with
 * `_lists=none` (docs/contracts.md#jobs): the job list's searches after its first, its "load more". A visit's first
 * list comes in the page's HTML when the visit starts on a list, so an api call with the lists is a visit's first
 * list after a start elsewhere (the home page, a job page); 0.8 assumes five list calls a visit.
 * BENCH_LISTS_HELD sets it (0 sends every list with its reference lists, as before session 28).
 */
export const LISTS_HELD = Number(process.env.BENCH_LISTS_HELD ?? 0.8);
const KEYWORDS = [
  'developer',
  'support',
  'customer service',
  'sales',
  'analyst',
  'manager',
  'engineer',
  'translator',
  'accountant',
  'marketing',
  'travel',
  'moderator',
  'entwickler',
  'developpeur',
  'react',
  'finance',
  'hr',
  'project',
  'devops',
  'account',
];

/** The call kinds, each with its weight (per 100 requests) and whose session it needs. */
const KINDS = [
  ['guest list', 36, 'guest'],
  ['candidate list', 12, 'candidate'],
  ['job page', 16, 'guest'],
  ['matchings', 9, 'candidate'],
  ['favourites', 5, 'candidate'],
  ['applications', 5, 'candidate'],
  ['favourite add', 2, 'candidate'],
  ['applicants', 8, 'recruiter'],
  ['cv search', 7, 'recruiter'],
];

function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the mix picks from, read from the bench database: slugs most common first, a sample of live job ids. */
export async function loadCatalogue(pool) {
  const rows = async (text) => (await pool.query(text)).rows;
  const column = async (text) => (await rows(text)).map((row) => Object.values(row)[0]);
  return {
    languages: await column(`SELECT l.slug FROM languages l JOIN job_languages jl ON jl.language_id = l.id
      GROUP BY l.slug ORDER BY count(*) DESC`),
    countries: await column(`SELECT c.slug FROM countries c JOIN jobs j ON j.country_id = c.id
      GROUP BY c.slug ORDER BY count(*) DESC`),
    cities: await column(`SELECT c.slug FROM cities c JOIN jobs j ON j.city_id = c.id
      GROUP BY c.slug ORDER BY count(*) DESC LIMIT 80`),
    skills: await column(`SELECT slug FROM keywords ORDER BY id LIMIT 60`),
    cvSkills: await column(`SELECT slug FROM skills ORDER BY id LIMIT 60`),
    jobIds: await column(`SELECT id FROM jobs WHERE status = 'active' ORDER BY random() LIMIT 20000`),
  };
}

/** Picks from a list ordered most common first, leaning towards the start (a long tail behind). */
const leaning = (random, list, k = 2) => list[Math.floor(random() ** k * list.length)];

function jobListUrl(random, catalogue) {
  const langs = () => {
    const first = leaning(random, catalogue.languages);
    const second = random() < 0.3 ? leaning(random, catalogue.languages) : null;
    return second && second !== first ? `${first}+${second}` : first;
  };
  const place = () => (random() < 0.6 ? leaning(random, catalogue.countries) : leaning(random, catalogue.cities));
  const shape = random();
  let kind;
  let url;
  if (shape < 0.1) [kind, url] = ['plain', '/api/jobs'];
  else if (shape < 0.3) [kind, url] = ['language', `/api/jobs-for-${langs()}-speakers`];
  else if (shape < 0.5) [kind, url] = ['place', `/api/jobs-in-${place()}`];
  else if (shape < 0.8) [kind, url] = ['place+language', `/api/jobs-in-${place()}-for-${langs()}-speakers`];
  else if (shape < 0.92)
    [kind, url] = [
      'remote',
      random() < 0.5 ? `/api/remote-jobs-for-${langs()}-speakers` : `/api/remote-jobs-in-${place()}`,
    ];
  else [kind, url] = ['skill', `/api/jobs-with-${leaning(random, catalogue.skills, 1)}`];
  if (random() < 0.3) url += `/${2 + Math.floor(random() ** 2 * 8)}`;
  const query = [];
  if (random() < 0.3) {
    kind = 'keywords';
    query.push(`keywords=${encodeURIComponent(leaning(random, KEYWORDS, 1.5))}`);
  }
  if (random() < 0.15) query.push(`experience[]=${Math.floor(random() * 11)}`);
  if (random() < 0.15) query.push(`employment_type[]=${1 + Math.floor(random() * 4)}`);
  if (random() < 0.1) query.push('latests=1');
  return { kind: `list: ${kind}`, url: query.length ? `${url}?${query.join('&')}` : url };
}

function cvSearchUrl(random, catalogue) {
  const query = [`languages=${leaning(random, catalogue.languages)}`];
  if (random() < 0.5) query.push(`level=${1 + Math.floor(random() * 4)}`);
  if (random() < 0.5) query.push(`country=${leaning(random, catalogue.countries, 1.5)}`);
  if (random() < 0.3) query.push(`skills=${leaning(random, catalogue.cvSkills, 1)}`);
  if (random() < 0.1) query.push('keywords=professional');
  if (random() < 0.3) query.push(`page=${2 + Math.floor(random() * 4)}`);
  return `/api/companies/cvsearch?${query.join('&')}`;
}

/**
 * An endless mix: `next()` gives {kind, listKind?, session, method, url, body}. `sessions` holds the signed-in
 * candidates' and recruiters' bearer tokens; each request takes one at random.
 */
export function createMix(catalogue, sessions, seed = 31) {
  const random = seeded(seed);
  // Its own sequence: the mix's other draws stay those of the runs before it.
  const holding = seeded(seed + 1);
  const total = KINDS.reduce((sum, [, weight]) => sum + weight, 0);
  const asked = [];
  const seen = new Set();
  const stats = { lists: 0, repeats: 0 };
  const listUrl = () => {
    stats.lists++;
    if (asked.length > 0 && random() < REPEAT_SHARE) {
      stats.repeats++;
      return leaning(random, asked, 3);
    }
    for (let attempt = 0; attempt < 50; attempt++) {
      const list = jobListUrl(random, catalogue);
      if (seen.has(list.url)) continue;
      seen.add(list.url);
      asked.push(list);
      return list;
    }
    stats.repeats++;
    return asked[Math.floor(random() * asked.length)];
  };
  const token = (kind) => {
    const pool = sessions[kind];
    return pool[Math.floor(random() * pool.length)];
  };
  const job = () => catalogue.jobIds[Math.floor(random() * catalogue.jobIds.length)];
  const next = () => {
    let roll = random() * total;
    let chosen = KINDS[0];
    for (const entry of KINDS) {
      chosen = entry;
      roll -= entry[1];
      if (roll < 0) break;
    }
    const [kind, , who] = chosen;
    const auth = who === 'guest' ? null : token(who);
    const request = { kind, auth, method: 'GET', body: undefined };
    switch (kind) {
      case 'guest list':
      case 'candidate list': {
        const list = listUrl();
        const url = holding() < LISTS_HELD ? `${list.url}${list.url.includes('?') ? '&' : '?'}_lists=none` : list.url;
        return { ...request, url, listKind: list.kind };
      }
      case 'job page':
        return { ...request, auth: random() < 0.3 ? token('candidate') : null, url: `/api/job?id=${job()}` };
      case 'matchings':
        return { ...request, url: `/api/app/matchings?_size=7${random() < 0.2 ? '&page=2' : ''}` };
      case 'favourites':
        return { ...request, url: '/api/candidates/favorites' };
      case 'applications':
        return { ...request, url: '/api/candidates/applications' };
      case 'favourite add':
        return { ...request, method: 'POST', url: '/api/candidates/favorites', body: { offer_id: job() } };
      case 'applicants': {
        const filter = random();
        const query = filter < 0.2 ? '&status=in_review' : filter < 0.3 ? '&q=Novak' : '';
        return { ...request, url: `/api/companies/applicants?page=${1 + Math.floor(random() ** 3 * 3)}${query}` };
      }
      default:
        return { ...request, url: cvSearchUrl(random, catalogue) };
    }
  };
  return { next, stats };
}
