// Link lists of the shell's screens (the footer, the home page), rendered in the browser and, by the shell's server
// module, in the first HTML; the api counts the popular ones' jobs (docs/pages.md). Pure data: front ends
// import it through `shared-kit/constants`, the api through `shared-kit/contracts`.
import type { Locale } from './locales';
import { countryName, languageName } from './job-display';
import { buildJobListPath } from './job-list-path';
import { slugToName } from './path-names';

/**
 * The footer's links: [path, English text, message id]. The id is the text in the shell's catalogue
 * (shell/src/locales, docs/i18n.md#catalogues), which the api also reads; the English text is what the server's
 * markup says until it renders in the visitor's language too.
 */
export const FOOTER_LINKS: readonly (readonly [path: string, text: string, id: string])[] = [
  ['/about-us', 'About us', 'shell.footer.aboutUs'],
  ['/blog', 'Blog', 'shell.footer.blog'],
  ['/eulangjobs/faq', 'FAQ', 'shell.footer.faq'],
  ['/eulangjobs/faq-for-companies', 'FAQ for companies', 'shell.footer.faqForCompanies'],
  ['/eulangjobs/contact', 'Contact', 'shell.footer.contact'],
  ['/eulangjobs/legal-conditions', 'Legal conditions', 'shell.footer.legalConditions'],
  [
    '/eulangjobs/legal-conditions-and-privacy-policy-for-candidates',
    'Privacy policy for candidates',
    'shell.footer.privacyForCandidates',
  ],
  ['/eulangjobs/legal-conditions-for-companies', 'Conditions for companies', 'shell.footer.conditionsForCompanies'],
  ['/eulangjobs/cookies-policy', 'Cookies policy', 'shell.footer.cookiesPolicy'],
];

/** The home page's 12 most wanted languages: canonical language slugs of job-list paths. */
export const POPULAR_LANGUAGES = [
  'German',
  'French',
  'Dutch',
  'Italian',
  'Spanish',
  'Portuguese',
  'Polish',
  'Swedish',
  'Danish',
  'Norwegian',
  'Finnish',
  'Greek',
] as const;

/** The home page's locations: canonical location slugs, capitalised words joined by underscores ('Remote' is one). */
export const POPULAR_LOCATIONS = [
  'Germany',
  'Netherlands',
  'Portugal',
  'Spain',
  'Ireland',
  'Poland',
  'Greece',
  'France',
  'Italy',
  'Belgium',
  'Czech_Republic',
  'Bulgaria',
  'Romania',
  'Sweden',
  'Malta',
  'United_Kingdom',
  'Remote',
] as const;

/** The ISO 3166-1 code of each popular country (not of 'Remote', which is no country), for the same reason. */
export const POPULAR_LOCATION_CODES: Record<Exclude<(typeof POPULAR_LOCATIONS)[number], 'Remote'>, string> = {
  Germany: 'DE',
  Netherlands: 'NL',
  Portugal: 'PT',
  Spain: 'ES',
  Ireland: 'IE',
  Poland: 'PL',
  Greece: 'GR',
  France: 'FR',
  Italy: 'IT',
  Belgium: 'BE',
  Czech_Republic: 'CZ',
  Bulgaria: 'BG',
  Romania: 'RO',
  Sweden: 'SE',
  Malta: 'MT',
  United_Kingdom: 'GB',
};

/**
 * A popular language's and country's name in the interface language, by job-display's one rule (`languageName`,
 * `countryName`: docs/i18n.md#formats). The home page and its server-rendered copy both use these, so they name places
 * alike.
 */
export function popularLanguageName(language: (typeof POPULAR_LANGUAGES)[number], locale: Locale): string {
  return languageName({ slug: language, name: language }, locale);
}

export function popularCountryName(country: keyof typeof POPULAR_LOCATION_CODES, locale: Locale): string {
  return countryName({ name: slugToName(country), iso2: POPULAR_LOCATION_CODES[country] }, locale);
}

/** One choice of the home page's search (a Combobox option; an `<option>` of the server's form). */
export type SearchChoice = { value: string; label: string; hint?: string };

type ReferenceLists = {
  languages: readonly { slug: string; name: string }[];
  countries: readonly { slug: string; name: string; iso2?: string | null }[];
  cities: readonly { slug: string; name: string; country_slug: string }[];
};

const byLabel = (locale: Locale) => (a: SearchChoice, b: SearchChoice) => a.label.localeCompare(b.label, locale);

/**
 * The languages the home page's search offers, named in the interface language and sorted by that name: every
 * reference language, or the popular ones while the lists are not known (the client's first render).
 */
export function homeSearchLanguages(lists: ReferenceLists | null, locale: Locale): SearchChoice[] {
  const choices = lists
    ? lists.languages.map((language) => ({ value: language.slug, label: languageName(language, locale) }))
    : POPULAR_LANGUAGES.map((language) => ({ value: language, label: popularLanguageName(language, locale) }));
  return choices.sort(byLabel(locale));
}

/**
 * The places the home page's search offers: Remote (named by `remote`, a catalogue message), then the countries, then
 * the cities with their country as a hint; the popular locations while the lists are not known.
 */
export function homeSearchLocations(lists: ReferenceLists | null, locale: Locale, remote: string): SearchChoice[] {
  if (!lists) {
    const countries = POPULAR_LOCATIONS.filter((location) => location !== 'Remote').map((location) => ({
      value: location,
      label: popularCountryName(location, locale),
    }));
    return [{ value: 'Remote', label: remote }, ...countries.sort(byLabel(locale))];
  }
  const countryNames = new Map(lists.countries.map((country) => [country.slug, countryName(country, locale)]));
  const countries = lists.countries.map((country) => ({
    value: country.slug,
    label: countryNames.get(country.slug) ?? country.name,
  }));
  const seen = new Set(countryNames.keys());
  const cities: SearchChoice[] = [];
  for (const city of lists.cities) {
    // A city named like a country, or twice (two countries' Valencia), has one path: the first one wins.
    if (seen.has(city.slug)) continue;
    seen.add(city.slug);
    cities.push({ value: city.slug, label: city.name, hint: countryNames.get(city.country_slug) });
  }
  return [{ value: 'Remote', label: remote }, ...countries.sort(byLabel(locale)), ...cities.sort(byLabel(locale))];
}

/**
 * Where the home page's search leads: the canonical list path of the language and the place, with the keywords as
 * the list's query (docs/product-rules.md#job-list-paths). The React form navigates there; the server's form,
 * submitted without JavaScript as `GET /jobs?keywords=&language=&location=`, is redirected there
 * (api/src/routes/pages/index.ts).
 */
export function homeSearchPath(search: { keywords: string; language: string | null; location: string | null }): string {
  const path = buildJobListPath({
    languages: search.language ? [search.language] : [],
    location: search.location || null,
  });
  const keywords = search.keywords.trim();
  return keywords ? `${path}?${new URLSearchParams({ keywords })}` : path;
}
