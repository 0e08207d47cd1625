// Generated jobs for the demo and for the benchmarks (docs/search.md): deterministic (a seeded PRNG), in every
// language and country of the board. Long because most of it is the word lists the titles and texts are made of.
import { languageCodeOf } from 'shared-kit/contracts';
import { CITIES, COUNTRIES, LANGUAGES, SKILLS, urlSlug } from './reference-data';

/** mulberry32: a tiny deterministic PRNG, so demo data and benchmark data are the same on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof createRandom>;

type LocalTemplates = {
  countries: string[];
  titles: string[];
  intro: string[];
  body: string[];
  salary: string[];
};

/** Titles and description phrases in the job's own language, keyed by language slug. */
const LOCAL: Record<string, LocalTemplates> = {
  German: {
    countries: ['Germany', 'Austria', 'Switzerland', 'Luxembourg'],
    titles: [
      'Softwareentwickler (m/w/d)',
      'Senior Softwareentwickler Java (m/w/d)',
      'Kundenberater (m/w/d)',
      'Vertriebsmitarbeiter im Innendienst (m/w/d)',
      'Buchhalter (m/w/d)',
      'Projektmanager IT (m/w/d)',
      'Datenanalyst (m/w/d)',
      'Kundenservice Mitarbeiter mit Englisch (m/w/d)',
      'Frontend-Entwickler React (m/w/d)',
      'Systemadministrator Linux (m/w/d)',
      'Personalreferent (m/w/d)',
      'Logistikkoordinator (m/w/d)',
    ],
    intro: [
      'Wir sind ein wachsendes Unternehmen mit internationalen Kunden und suchen Verstärkung für unser Team.',
      'Für unseren Standort suchen wir ab sofort eine engagierte Persönlichkeit.',
    ],
    body: [
      'Zu Ihren Aufgaben gehören die Betreuung unserer Kunden, die Zusammenarbeit mit anderen Abteilungen und die kontinuierliche Verbesserung unserer Prozesse.',
      'Sie bringen Teamgeist, sehr gute Deutschkenntnisse und Freude an der Arbeit in einem internationalen Umfeld mit.',
      'Wir bieten ein unbefristetes Arbeitsverhältnis, flexible Arbeitszeiten, Weiterbildung und einen modernen Arbeitsplatz.',
    ],
    salary: ['45.000 - 55.000 € pro Jahr', '3.200 € brutto monatlich', '60.000 - 75.000 € jährlich'],
  },
  French: {
    countries: ['France', 'Belgium', 'Luxembourg', 'Switzerland'],
    titles: [
      'Développeur Full Stack',
      'Développeur Java confirmé',
      'Conseiller clientèle',
      'Chargé de recrutement',
      'Comptable fournisseurs',
      'Chef de projet digital',
      'Analyste de données',
      'Ingénieur DevOps',
      'Téléconseiller bilingue anglais',
      'Responsable logistique',
    ],
    intro: [
      'Rejoignez une entreprise internationale en pleine croissance.',
      'Nous recherchons un profil motivé pour renforcer notre équipe.',
    ],
    body: [
      'Vous accompagnerez nos clients, travaillerez avec des équipes pluridisciplinaires et participerez à l’amélioration continue de nos services.',
      'Vous maîtrisez le français et appréciez le travail en équipe dans un environnement multiculturel.',
      'Nous offrons un CDI, du télétravail partiel, des formations et des tickets restaurant.',
    ],
    salary: ['35 000 - 42 000 € par an', '2 400 € brut mensuel'],
  },
  Spanish: {
    countries: ['Spain'],
    titles: [
      'Desarrollador Full Stack',
      'Agente de atención al cliente',
      'Técnico de soporte informático',
      'Comercial de ventas',
      'Contable',
      'Analista de datos',
      'Ingeniero de software',
      'Gestor de cuentas',
    ],
    intro: [
      'Somos una empresa internacional en plena expansión.',
      'Buscamos una persona proactiva para unirse a nuestro equipo.',
    ],
    body: [
      'Te encargarás de atender a nuestros clientes, colaborar con otros departamentos y mejorar nuestros procesos.',
      'Ofrecemos contrato indefinido, formación continua, horario flexible y un ambiente internacional.',
    ],
    salary: ['24.000 - 28.000 € brutos anuales', '1.800 € al mes'],
  },
  Italian: {
    countries: ['Italy', 'Switzerland'],
    titles: [
      'Sviluppatore software',
      'Operatore servizio clienti',
      'Contabile',
      'Addetto alle vendite',
      'Ingegnere informatico',
      'Analista dati',
    ],
    intro: ['Azienda internazionale in forte crescita ricerca nuove risorse.'],
    body: [
      'Ti occuperai della gestione dei clienti e collaborerai con un team internazionale.',
      'Offriamo contratto a tempo indeterminato, formazione e possibilità di crescita.',
    ],
    salary: ['28.000 - 34.000 € annui'],
  },
  Portuguese: {
    countries: ['Portugal'],
    titles: [
      'Programador Full Stack',
      'Assistente de apoio ao cliente',
      'Técnico de suporte',
      'Analista financeiro',
      'Engenheiro de software',
    ],
    intro: ['Empresa multinacional procura novos talentos para a sua equipa em crescimento.'],
    body: [
      'Será responsável pelo atendimento a clientes internacionais e pela resolução de pedidos.',
      'Oferecemos contrato sem termo, formação e seguro de saúde.',
    ],
    salary: ['1.200 € brutos por mês', '20.000 - 26.000 € por ano'],
  },
  Dutch: {
    countries: ['Netherlands', 'Belgium'],
    titles: [
      'Softwareontwikkelaar',
      'Klantenservice medewerker',
      'Accountmanager',
      'Financieel administratief medewerker',
      'Data-analist',
      'Projectleider IT',
    ],
    intro: ['Wij zijn een snelgroeiend internationaal bedrijf.'],
    body: [
      'Je helpt onze klanten, werkt samen met collega’s uit heel Europa en verbetert onze processen.',
      'Wij bieden een vast contract, opleidingen en een goed salaris.',
    ],
    salary: ['€ 3.000 - € 3.800 bruto per maand'],
  },
  Flemish: {
    countries: ['Belgium'],
    titles: ['Klantendienstmedewerker Vlaams', 'Commercieel medewerker binnendienst'],
    intro: ['Voor onze vestiging in België zoeken wij versterking.'],
    body: ['Je staat klanten te woord via telefoon, e-mail en chat.'],
    salary: ['€ 2.600 bruto per maand'],
  },
  Polish: {
    countries: ['Poland'],
    titles: [
      'Inżynier oprogramowania',
      'Programista Java',
      'Specjalista ds. obsługi klienta',
      'Księgowy',
      'Analityk danych',
      'Kierownik projektu',
    ],
    intro: ['Jesteśmy międzynarodową firmą, która dynamicznie się rozwija.'],
    body: [
      'Twoje zadania to obsługa klientów, współpraca z zespołem i rozwój naszych usług.',
      'Oferujemy umowę o pracę, prywatną opiekę medyczną i szkolenia.',
    ],
    salary: ['8 000 - 12 000 zł brutto miesięcznie', '15 000 zł B2B miesięcznie'],
  },
  Greek: {
    countries: ['Greece', 'Cyprus'],
    titles: ['Μηχανικός λογισμικού', 'Υπάλληλος εξυπηρέτησης πελατών', 'Λογιστής', 'Αναλυτής δεδομένων'],
    intro: ['Διεθνής εταιρεία αναζητά νέους συνεργάτες.'],
    body: [
      'Θα εξυπηρετείτε πελάτες και θα συνεργάζεστε με διεθνή ομάδα.',
      'Προσφέρουμε σταθερή απασχόληση, εκπαίδευση και ιδιωτική ασφάλιση.',
    ],
    salary: ['1.100 € μικτά μηνιαίως'],
  },
  Swedish: {
    countries: ['Sweden'],
    titles: ['Systemutvecklare', 'Kundtjänstmedarbetare', 'Ekonomiassistent', 'Säljare'],
    intro: ['Vi är ett växande internationellt företag.'],
    body: [
      'Du hjälper våra kunder och arbetar i ett internationellt team.',
      'Vi erbjuder kollektivavtal och friskvårdsbidrag.',
    ],
    salary: ['32 000 - 38 000 kr per månad'],
  },
  Czech: {
    countries: ['Czech_Republic'],
    titles: ['Vývojář softwaru', 'Specialista zákaznické podpory', 'Účetní'],
    intro: ['Jsme mezinárodní společnost s pobočkou v Praze.'],
    body: ['Budete komunikovat se zákazníky a spolupracovat s mezinárodním týmem.'],
    salary: ['45 000 Kč měsíčně'],
  },
  Romanian: {
    countries: ['Romania'],
    titles: ['Dezvoltator software', 'Reprezentant relații clienți', 'Contabil'],
    intro: ['Companie internațională angajează.'],
    body: ['Vei oferi suport clienților internaționali și vei colabora cu echipa.'],
    salary: ['7.000 RON net lunar'],
  },
};

const ENGLISH_TITLES = [
  'Software Engineer',
  'Senior Backend Developer (Node.js)',
  'Frontend Developer (React)',
  'Data Analyst',
  'DevOps Engineer',
  'Product Manager',
  'Account Manager',
  'IT Support Specialist',
  'Financial Analyst',
  'HR Generalist',
  'Digital Marketing Specialist',
  'Project Coordinator',
];

/** Multilingual roles, the bread and butter of the board: 'Customer Service Representative with Dutch'. */
const WITH_LANGUAGE_TITLES = [
  'Customer Service Representative with {lang}',
  'Technical Support Agent with {lang}',
  'Sales Development Representative with {lang}',
  'Content Moderator with {lang}',
  '{lang} Speaking Account Manager',
  'Accounts Payable Specialist with {lang}',
  'Travel Consultant with {lang}',
  '{lang} Translator',
];

const ENGLISH_BODY = [
  'You will join a friendly international team and help customers from all over Europe by phone, e-mail and chat.',
  'We offer a permanent contract, paid training, relocation support, private health insurance and a modern office in the city centre.',
  'You are fluent in the required languages, enjoy solving problems and like working with people from different cultures.',
  'Previous experience is a plus but not required: we train you from day one.',
  'Hybrid work is possible after the training period, with a home-office allowance.',
];
const ENGLISH_SALARIES = [
  '€28,000 - €34,000 per year',
  '€2,100 gross per month + bonus',
  '€45,000 - €60,000',
  'Competitive salary',
];

/**
 * Languages a service-hub job asks for beside English: every other language of the reference list. They are picked
 * uniformly, so their order only decides which job a given seed draws.
 */
const IN_DEMAND = LANGUAGES.map((language) => language.slug).filter((slug) => slug !== 'English');
const HUB_COUNTRIES = [
  'Portugal',
  'Spain',
  'Ireland',
  'Poland',
  'Greece',
  'Bulgaria',
  'Romania',
  'Netherlands',
  'Germany',
  'Czech_Republic',
  'Malta',
  'Cyprus',
  'Italy',
  'Belgium',
  'Hungary',
];

const languageBySlug = new Map(LANGUAGES.map((language) => [language.slug, language]));
const countryBySlug = new Map(COUNTRIES.map((country) => [country.slug, country]));
const citiesByCountry = new Map<number, typeof CITIES>();
for (const city of CITIES) {
  const list = citiesByCountry.get(city.country_id) ?? [];
  list.push(city);
  citiesByCountry.set(city.country_id, list);
}
const englishId = languageBySlug.get('English')?.id ?? 1;

export type GeneratedJob = {
  url: string;
  title: string;
  description: string;
  /** The BCP 47 tag of the language title and description are written in (jobs.content_lang, migration 031). */
  content_lang: string | null;
  company_id: number;
  city_id: number | null;
  country_id: number | null;
  remote_type: string | null;
  experience: number | null;
  employment_type: number | null;
  salary: string | null;
  published_at: Date;
  expires_at: Date | null;
  status: 'active' | 'closed';
  languages: { language_id: number; mandatory: boolean; level: number }[];
  skill_ids: number[];
};

const DAY = 24 * 60 * 60 * 1000;

function languageId(slug: string): number {
  const language = languageBySlug.get(slug);
  if (!language) throw new Error(`unknown language ${slug}`);
  return language.id;
}

function countryId(slug: string): number {
  const country = countryBySlug.get(slug);
  if (!country) throw new Error(`unknown country ${slug}`);
  return country.id;
}

/**
 * One realistic job. `sequence` makes the url unique; `now` anchors publication dates (last 60 days, a few
 * expired) so the generator is deterministic for a given seed and date.
 */
export function generateJob(random: Random, sequence: number, companyIds: readonly number[], now: Date): GeneratedJob {
  const kind = random.next();
  let title: string;
  let paragraphs: string[];
  let salaryOptions: string[];
  let country: number;
  // The local templates are written in their language; the other two kinds in English.
  let contentLang: string | null = 'en';
  const languages: GeneratedJob['languages'] = [];

  if (kind < 0.45) {
    // A job written in its local language, in a country where it is spoken.
    const slug = random.pick(Object.keys(LOCAL));
    const local = LOCAL[slug] as LocalTemplates;
    title = random.pick(local.titles);
    paragraphs = [random.pick(local.intro), ...local.body];
    salaryOptions = local.salary;
    country = countryId(random.pick(local.countries));
    contentLang = languageCodeOf(slug);
    languages.push({ language_id: languageId(slug), mandatory: true, level: random.int(3, 4) });
    if (random.chance(0.5))
      languages.push({ language_id: englishId, mandatory: random.chance(0.5), level: random.int(2, 3) });
  } else if (kind < 0.85) {
    // A multilingual role in a service hub: '<role> with Dutch', in English.
    const slug = random.pick(IN_DEMAND);
    const name = languageBySlug.get(slug)?.name ?? slug;
    title = random.pick(WITH_LANGUAGE_TITLES).replace('{lang}', name);
    paragraphs = [
      `We are looking for a ${name} speaker to support our clients in the ${name}-speaking market.`,
      ...ENGLISH_BODY.slice(0, random.int(2, 4)),
    ];
    salaryOptions = ENGLISH_SALARIES;
    country = countryId(random.pick(HUB_COUNTRIES));
    languages.push({ language_id: languageId(slug), mandatory: true, level: random.int(3, 4) });
    languages.push({ language_id: englishId, mandatory: true, level: random.int(2, 3) });
    if (random.chance(0.2)) {
      const other = random.pick(IN_DEMAND);
      if (other !== slug) languages.push({ language_id: languageId(other), mandatory: false, level: 2 });
    }
  } else {
    // An English-speaking tech or office job anywhere in Europe.
    title = random.pick(ENGLISH_TITLES);
    paragraphs = [
      'Join our engineering and operations teams building products used by millions of people across Europe.',
      ...ENGLISH_BODY.slice(1, random.int(3, 5)),
    ];
    salaryOptions = ENGLISH_SALARIES;
    country = random.pick(COUNTRIES.filter((c) => c.continente !== 0)).id;
    languages.push({ language_id: englishId, mandatory: true, level: random.int(3, 4) });
    if (random.chance(0.3)) {
      languages.push({ language_id: languageId(random.pick(IN_DEMAND)), mandatory: false, level: 2 });
    }
  }

  const cities = citiesByCountry.get(country) ?? [];
  const remote = random.next();
  const remoteType = remote < 0.15 ? 'remote' : remote < 0.4 ? 'hybrid' : remote < 0.9 ? 'on-site' : null;
  const city = remoteType !== 'remote' && cities.length > 0 && random.chance(0.9) ? random.pick(cities) : null;
  const skillCount = random.int(1, 4);
  const skillIds = new Set<number>();
  for (let i = 0; i < skillCount; i += 1) skillIds.add(random.pick(SKILLS).id);

  const ageDays = random.next() * 60;
  const published = new Date(now.getTime() - ageDays * DAY);
  const expired = random.chance(0.03);
  const expires = expired
    ? new Date(now.getTime() - random.int(1, 5) * DAY)
    : random.chance(0.7)
      ? new Date(published.getTime() + random.int(60, 120) * DAY)
      : null;

  return {
    url: `${urlSlug(title) || 'job'}-${sequence}`,
    title,
    description: paragraphs.join('\n\n'),
    content_lang: contentLang,
    company_id: random.pick(companyIds),
    city_id: city?.id ?? null,
    country_id: country,
    remote_type: remoteType,
    experience: random.chance(0.8) ? random.int(0, 10) : null,
    employment_type: random.chance(0.85) ? random.int(1, 4) : null,
    salary: random.chance(0.4) ? random.pick(salaryOptions) : null,
    published_at: published,
    expires_at: expires,
    status: random.chance(0.01) ? 'closed' : 'active',
    languages,
    skill_ids: [...skillIds],
  };
}
