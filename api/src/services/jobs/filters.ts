import type { Db } from '../../db/database';
import { text } from '../../i18n/catalogues';
import { HttpError } from '../../lib/http-errors';
import type { ReferenceData } from '../reference';
import type { JobListPath } from 'shared-kit/contracts';
import { type JobFilters, noFilters } from './search';

/**
 * What a list's filters are called, for its SEO texts: the stored (English) names, with what names them in another
 * language where we know it (docs/i18n.md#on-the-server).
 */
export type FilterLabels = {
  /** By slug, the shared kit names a language in the page's language (`languageName`). */
  languages: { name: string; slug: string }[];
  /**
   * `iso2`: a country's ISO 3166-1 code, `slug` a city's: both are named in the page's language by seo.ts
   * (docs/i18n.md#place-names); Remote is a message.
   */
  location: { kind: 'remote' | 'country' | 'city'; name: string; iso2: string | null; slug?: string } | null;
  remote: { slug: string; name: string } | null;
  skill: string | null;
  company: string | null;
};

export const NO_LABELS: FilterLabels = { languages: [], location: null, remote: null, skill: null, company: null };

export type ResolvedFilters = {
  filters: JobFilters;
  labels: FilterLabels;
  /** The company of `/jobs-at-{slug}` (or `_minisite`), with what its minisite header shows. */
  minisite: {
    companyId: number;
    hasService: boolean;
    slug: string;
    name: string;
    logo: string | null;
    /** The company's story on its careers page (docs/company-area.md#minisite). */
    description: string | null;
    template: number | null;
    content: Record<string, unknown> | null;
  } | null;
};

export type ListQuery = {
  keywords?: string;
  experience?: number[];
  employment_type?: number[];
  'experience[]'?: number[];
  'employment_type[]'?: number[];
  latests?: string;
  _minisite?: string;
};

const truthy = (value: string | undefined) => value === '1' || value === 'true';

/**
 * Path names -> ids, checked against the reference lists (docs/product-rules.md#path-names-and-canonical-paths). An
 * unknown language, location, remote type, skill or minisite is a 404: the client then resets the filters and goes back
 * to /jobs.
 */
export async function resolveFilters(
  db: Db,
  reference: ReferenceData,
  path: JobListPath,
  query: ListQuery,
): Promise<ResolvedFilters> {
  const filters: JobFilters = {
    ...noFilters(),
    keywords: query.keywords?.trim() || null,
    experience: [...(query.experience ?? []), ...(query['experience[]'] ?? [])],
    employmentTypes: [...(query.employment_type ?? []), ...(query['employment_type[]'] ?? [])],
    latests: truthy(query.latests),
  };
  const labels: FilterLabels = { ...NO_LABELS, languages: [] };

  for (const slug of path.languages) {
    const language = reference.languageBySlug.get(slug.replace(/\s+/g, '_').toLowerCase());
    if (!language) throw new HttpError(404, text('api.jobs.unknownLanguage', { name: slug }));
    if (!filters.languageIds.includes(language.id)) {
      filters.languageIds.push(language.id);
      labels.languages.push({ name: language.name, slug: language.slug });
    }
  }

  if (path.remote) {
    const remote = reference.remoteTypeBySlug.get(path.remote?.toLowerCase() ?? '');
    if (!remote) throw new HttpError(404, text('api.jobs.unknownRemote', { name: path.remote }));
    filters.remote = remote.slug;
    labels.remote = { slug: remote.slug, name: remote.name };
  }

  if (path.location) {
    const key = path.location.replace(/\s+/g, '_').toLowerCase();
    const city = reference.cityBySlug.get(key);
    const country =
      reference.countryBySlug.get(key) ??
      reference.countryList.find((c) => c.name.toLowerCase() === path.location?.toLowerCase());
    if (key === 'remote') {
      filters.remote = 'remote';
      labels.location = { kind: 'remote', name: 'Remote', iso2: null };
    } else if (country && country.id !== undefined && reference.countryList.includes(country)) {
      filters.countryId = country.id;
      labels.location = { kind: 'country', name: country.name, iso2: reference.countryIso2.get(country.id) ?? null };
    } else if (city) {
      filters.cityId = city.id;
      labels.location = { kind: 'city', name: city.name, iso2: null, slug: city.slug };
    } else {
      throw new HttpError(404, text('api.jobs.unknownLocation', { name: path.location }));
    }
  }

  if (path.skill) {
    const key = path.skill.toLowerCase();
    const keyword = reference.keywords.find((k) => k.slug === key);
    if (!keyword) throw new HttpError(404, text('api.jobs.unknownSkill', { name: path.skill }));
    const skill = reference.skills.find((s) => s.slug === key);
    if (skill) filters.skillId = skill.id;
    // A keyword that is not a tagged skill searches the text instead.
    else filters.keywords = [filters.keywords, keyword.name].filter(Boolean).join(' ');
    labels.skill = keyword.name;
  }

  // `/jobs-at-{slug}`, or the hidden `_minisite` (slug or company id) of a list shown inside a minisite.
  let minisite: ResolvedFilters['minisite'] = null;
  const companyKey = path.minisite ?? query._minisite?.trim() ?? null;
  if (companyKey) {
    const byId = /^\d{1,9}$/.test(companyKey);
    const company = await db
      .selectFrom('companies')
      .select([
        'id',
        'slug',
        'name',
        'logo',
        'description',
        'has_minisite_service',
        'minisite_template',
        'minisite_content',
      ])
      .$call((q) => (byId ? q.where('id', '=', Number(companyKey)) : q.where('slug', '=', companyKey.toLowerCase())))
      .executeTakeFirst();
    if (!company) throw new HttpError(404, text('api.jobs.unknownCompany', { name: companyKey }));
    filters.companyId = company.id;
    labels.company = company.name;
    // Minisite mode needs the service and a template; otherwise the client flags "minisite service without
    // template" from companyIdMinisite alone (docs/product-rules.md#minisites).
    minisite = {
      companyId: company.id,
      hasService: company.has_minisite_service && company.minisite_template !== null,
      slug: company.slug,
      name: company.name,
      logo: company.logo,
      description: company.description,
      template: company.minisite_template,
      content: (company.minisite_content as Record<string, unknown> | null) ?? null,
    };
  }

  return { filters, labels, minisite };
}
