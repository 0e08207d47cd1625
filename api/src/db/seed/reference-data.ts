/**
 * Reference data: the lists every deployment needs (languages, countries, cities, remote types, skills, keywords,
 * sectors, the special career events). Slugs are the path segments of docs/product-rules.md#job-list-paths: capitalised
 * words joined by underscores ('Swiss_German', 'Czech_Republic', 'Isle_of_Man', 'Frankfurt_am_Main').
 */

/** 'Swiss German' -> 'Swiss_German', 'Frankfurt am Main' -> 'Frankfurt_am_Main'. */
function nameToSlug(name: string): string {
  return name.trim().replace(/\s+/g, '_');
}

/** 'Softwareentwickler (m/w/d)' -> 'softwareentwickler-m-w-d': lower-case, accent-free, for job and company urls. */
export function urlSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

const LANGUAGE_NAMES = [
  'English',
  'German',
  'French',
  'Spanish',
  'Italian',
  'Portuguese',
  'Dutch',
  'Flemish',
  'Polish',
  'Czech',
  'Slovak',
  'Hungarian',
  'Romanian',
  'Bulgarian',
  'Greek',
  'Swedish',
  'Danish',
  'Norwegian',
  'Finnish',
  'Icelandic',
  'Estonian',
  'Latvian',
  'Lithuanian',
  'Slovenian',
  'Croatian',
  'Serbian',
  'Serbo Croatian',
  'Bosnian',
  'Albanian',
  'Macedonian',
  'Maltese',
  'Irish',
  'Luxembourgish',
  'Swiss German',
  'Catalan',
  'Basque',
  'Galician',
  'Ukrainian',
  'Russian',
  'Turkish',
  'Arabic',
  'Hebrew',
  'Chinese',
  'Japanese',
  'Korean',
  'Hindi',
  'Vietnamese',
  'Thai',
  'Indonesian',
  'Malay',
  'Tagalog',
  'Persian',
] as const;

export const LANGUAGES = LANGUAGE_NAMES.map((name, index) => ({ id: index + 1, slug: nameToSlug(name), name }));

type CountrySeed = { name: string; iso: string; eu: boolean };

const EU: CountrySeed[] = [
  ['Austria', 'AT'],
  ['Belgium', 'BE'],
  ['Bulgaria', 'BG'],
  ['Croatia', 'HR'],
  ['Cyprus', 'CY'],
  ['Czech Republic', 'CZ'],
  ['Denmark', 'DK'],
  ['Estonia', 'EE'],
  ['Finland', 'FI'],
  ['France', 'FR'],
  ['Germany', 'DE'],
  ['Greece', 'GR'],
  ['Hungary', 'HU'],
  ['Ireland', 'IE'],
  ['Italy', 'IT'],
  ['Latvia', 'LV'],
  ['Lithuania', 'LT'],
  ['Luxembourg', 'LU'],
  ['Malta', 'MT'],
  ['Netherlands', 'NL'],
  ['Poland', 'PL'],
  ['Portugal', 'PT'],
  ['Romania', 'RO'],
  ['Slovakia', 'SK'],
  ['Slovenia', 'SI'],
  ['Spain', 'ES'],
  ['Sweden', 'SE'],
].map(([name, iso]) => ({ name, iso, eu: true }));

const NON_EU: CountrySeed[] = [
  ['United Kingdom', 'GB'],
  ['Norway', 'NO'],
  ['Switzerland', 'CH'],
  ['Iceland', 'IS'],
  ['Liechtenstein', 'LI'],
  ['Serbia', 'RS'],
  ['Bosnia and Herzegovina', 'BA'],
  ['Montenegro', 'ME'],
  ['North Macedonia', 'MK'],
  ['Albania', 'AL'],
  ['Kosovo', 'XK'],
  ['Moldova', 'MD'],
  ['Ukraine', 'UA'],
  ['Belarus', 'BY'],
  ['Turkey', 'TR'],
  ['Georgia', 'GE'],
  ['Armenia', 'AM'],
  ['Azerbaijan', 'AZ'],
  ['Andorra', 'AD'],
  ['Monaco', 'MC'],
  ['San Marino', 'SM'],
  ['Vatican City', 'VA'],
  ['Isle of Man', 'IM'],
  ['Gibraltar', 'GI'],
  ['Jersey', 'JE'],
  ['Guernsey', 'GG'],
  ['Faroe Islands', 'FO'],
].map(([name, iso]) => ({ name, iso, eu: false }));

/**
 * Id 249 is a pseudo-country ('Other') kept in the table but excluded from every country list
 * (docs/product-rules.md#constants-and-limits).
 */
const EXCLUDED_COUNTRY_ID = 249;

export const COUNTRIES = [
  ...[...EU, ...NON_EU].map((country, index) => ({
    id: index + 1,
    slug: nameToSlug(country.name),
    name: country.name,
    iso_code: country.iso,
    continente: country.eu ? 1 : 2,
  })),
  { id: EXCLUDED_COUNTRY_ID, slug: 'Other', name: 'Other', iso_code: null, continente: 0 },
];

const CITIES_BY_COUNTRY: Record<string, string[]> = {
  Germany: ['Berlin', 'Munich', 'Hamburg', 'Frankfurt am Main', 'Cologne', 'Stuttgart', 'Düsseldorf', 'Leipzig'],
  France: ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Lille', 'Nantes', 'Bordeaux'],
  Spain: ['Madrid', 'Barcelona', 'Valencia', 'Málaga', 'Seville', 'Bilbao'],
  Portugal: ['Lisbon', 'Porto', 'Braga'],
  Italy: ['Milan', 'Rome', 'Turin', 'Bologna', 'Naples'],
  Netherlands: ['Amsterdam', 'Rotterdam', 'The Hague', 'Utrecht', 'Eindhoven'],
  Belgium: ['Brussels', 'Antwerp', 'Ghent'],
  Poland: ['Warsaw', 'Kraków', 'Wrocław', 'Gdańsk', 'Poznań'],
  Czech_Republic: ['Prague', 'Brno'],
  Greece: ['Athens', 'Thessaloniki'],
  Ireland: ['Dublin', 'Cork', 'Galway'],
  Sweden: ['Stockholm', 'Gothenburg', 'Malmö'],
  Denmark: ['Copenhagen', 'Aarhus'],
  Finland: ['Helsinki', 'Espoo'],
  Austria: ['Vienna', 'Graz'],
  Hungary: ['Budapest'],
  Romania: ['Bucharest', 'Cluj Napoca', 'Iași'],
  Bulgaria: ['Sofia', 'Plovdiv'],
  Croatia: ['Zagreb', 'Split'],
  Slovakia: ['Bratislava'],
  Slovenia: ['Ljubljana'],
  Estonia: ['Tallinn'],
  Latvia: ['Riga'],
  Lithuania: ['Vilnius'],
  Luxembourg: ['Luxembourg City'],
  Malta: ['Valletta', 'Sliema'],
  Cyprus: ['Limassol', 'Nicosia'],
  United_Kingdom: ['London', 'Manchester', 'Edinburgh', 'Birmingham'],
  Norway: ['Oslo', 'Bergen'],
  Switzerland: ['Zurich', 'Geneva', 'Basel'],
  Iceland: ['Reykjavik'],
  Serbia: ['Belgrade', 'Novi Sad'],
  Turkey: ['Istanbul'],
  Ukraine: ['Kyiv', 'Lviv'],
  Isle_of_Man: ['Douglas'],
};

export const CITIES = Object.entries(CITIES_BY_COUNTRY)
  .flatMap(([countrySlug, names]) => {
    const country = COUNTRIES.find((c) => c.slug === countrySlug);
    if (!country) throw new Error(`unknown country ${countrySlug}`);
    return names.map((name) => ({ name, countrySlug, countryId: country.id }));
  })
  .map((city, index) => ({ id: index + 1, slug: nameToSlug(city.name), name: city.name, country_id: city.countryId }));

export const REMOTE_TYPES = [
  { slug: 'remote', name: 'Remote', position: 1 },
  { slug: 'hybrid', name: 'Hybrid', position: 2 },
  { slug: 'on-site', name: 'On-site', position: 3 },
];

const SKILL_NAMES = [
  'JavaScript',
  'TypeScript',
  'React',
  'Node.js',
  'Java',
  'Python',
  'C#',
  '.NET',
  'PHP',
  'SQL',
  'PostgreSQL',
  'AWS',
  'Azure',
  'Docker',
  'Kubernetes',
  'Linux',
  'SAP',
  'Salesforce',
  'Excel',
  'Power BI',
  'Customer Service',
  'Technical Support',
  'Sales',
  'Account Management',
  'Marketing',
  'SEO',
  'Content Writing',
  'Translation',
  'Accounting',
  'Payroll',
  'Recruitment',
  'Project Management',
  'Scrum',
  'Logistics',
  'Data Analysis',
  'Machine Learning',
  'Cybersecurity',
  'Zendesk',
  'Communication',
  'Teamwork',
];

function skillSlug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/#/g, '-sharp')
      .replace(/\+/g, 'plus')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'net'
  );
}

export const SKILLS = SKILL_NAMES.map((name, index) => ({ id: index + 1, slug: skillSlug(name), name }));

/** The keywords lookup behind /jobs-with-{skill}: every skill, plus a few broader terms. */
export const KEYWORDS = [
  ...SKILLS.map((skill) => ({ slug: skill.slug, name: skill.name })),
  ...[
    'Customer Support',
    'Call Center',
    'Software Development',
    'Finance',
    'Human Resources',
    'Healthcare',
    'Tourism',
    'Teaching',
    'Engineering',
    'Remote Work',
  ].map((name) => ({ slug: skillSlug(name), name })),
].map((keyword, index) => ({ id: index + 1, ...keyword }));

export const SECTORS = [
  'Information Technology',
  'Customer Service',
  'Sales',
  'Marketing',
  'Finance',
  'Human Resources',
  'Logistics',
  'Engineering',
  'Healthcare',
  'Tourism and Hospitality',
  'Education',
  'Legal',
  'Manufacturing',
  'Consulting',
  'Telecommunications',
  'Gaming',
].map((name, index) => ({ id: index + 1, slug: skillSlug(name), name }));

const languageIds = (...names: string[]) =>
  names.map((name) => {
    const language = LANGUAGES.find((entry) => entry.name === name);
    if (!language) throw new Error(`No language named ${name}`);
    return language.id;
  });

/**
 * Special events with fixed ids and their entry paths (docs/product-rules.md#events), with their kind, languages and
 * time zone (docs/events.md#events). Seeded published: the route table's entry routes point at them.
 */
export function careerEvents(now: Date) {
  const day = 24 * 60 * 60 * 1000;
  const at = (offsetDays: number, hours = 9) => {
    const date = new Date(now.getTime() + offsetDays * day);
    date.setUTCHours(hours, 0, 0, 0);
    return date;
  };
  return [
    {
      id: 20,
      slug: 'dutch-speed-hiring-week',
      title: 'Dutch Speed Hiring Week',
      description:
        'Five days of short video interviews with employers looking for Dutch and Flemish speakers across Europe. Register once, get matched, and meet recruiters the same week.',
      starts_at: at(14),
      ends_at: at(18, 17),
      landing_path: '/dutch/speed-hiring-week',
      kind: 'speed_hiring' as const,
      language_ids: languageIds('Dutch'),
      time_zone: 'Europe/Amsterdam',
      status: 'published' as const,
    },
    {
      id: 22,
      slug: 'go-places',
      title: 'Go Places',
      description:
        'Relocation fair for multilingual candidates: discover cities, sponsors and open positions, and talk to companies that support your move abroad.',
      starts_at: at(30),
      ends_at: at(32, 18),
      landing_path: '/candidates/go-places',
      kind: 'go_places' as const,
      language_ids: languageIds('English'),
      time_zone: 'Europe/Madrid',
      status: 'published' as const,
    },
    {
      id: 23,
      slug: 'how-to-get-a-job',
      title: 'How to get a job in Europe',
      description:
        'A free online workshop on CVs, cover letters and interviews for jobs abroad, with live questions to recruiters.',
      starts_at: at(7, 16),
      ends_at: at(7, 18),
      landing_path: '/how-to-get-a-job',
      kind: 'how_to_get_a_job' as const,
      language_ids: languageIds('English'),
      time_zone: 'Europe/Madrid',
      status: 'published' as const,
    },
    {
      id: 24,
      slug: 'nordic-speed-hiring-week',
      title: 'Nordic Speed Hiring Week',
      description:
        'Employers hiring Swedish, Danish, Norwegian and Finnish speakers meet candidates in quick online interviews during one week.',
      starts_at: at(45),
      ends_at: at(49, 17),
      landing_path: '/nordic/speed-hiring-week',
      kind: 'speed_hiring' as const,
      language_ids: languageIds('Swedish', 'Danish', 'Norwegian', 'Finnish'),
      time_zone: 'Europe/Stockholm',
      status: 'published' as const,
    },
    {
      id: 25,
      slug: 'german-speed-hiring-week',
      title: 'German Speed Hiring Week',
      description:
        'A week of fast-track interviews with companies looking for German speakers in Germany, Austria, Switzerland and remote roles.',
      starts_at: at(60),
      ends_at: at(64, 17),
      landing_path: '/german/speed-hiring-week',
      kind: 'speed_hiring' as const,
      language_ids: languageIds('German'),
      time_zone: 'Europe/Berlin',
      status: 'published' as const,
    },
  ];
}
