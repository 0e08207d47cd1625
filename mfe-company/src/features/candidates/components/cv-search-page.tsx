import { type FormEvent, useEffect, useState } from 'react';
import { CV_SEARCH_LIMITS } from 'shared-kit/account-rules';
import { countryName, languageName } from 'shared-kit/constants';
import { currentLocale, formatCount, type KitMessageId, useTranslate } from 'shared-kit/i18n';
import { isHttpError } from 'shared-kit/http';
import { Link, useNavigate, useParams, useSearchParams } from 'shared-kit/router';
import {
  AreaError,
  Button,
  Card,
  Combobox,
  EmptyState,
  LinkButton,
  MultiCombobox,
  NotFound,
  Pagination,
  Select,
  Skeleton,
  TextField,
} from 'shared-kit/ui';
import { placeOf } from '../../../candidate-profile/facts';
import type { CompanyMessageId } from '../../../locales';
import { useSearchChoices } from '../api/get-search-choices';
import { useCvSearch } from '../api/search-cvs';
import type { CvSearchFilters, LockedCandidate } from '../api/types';
import { CandidateFacts, candidateTitle } from './candidate-facts';

/** The filters as the URL holds them (`?languages=german,french&level=3&country=&city=&skills=&keywords=`). */
function filtersFrom(params: URLSearchParams): CvSearchFilters {
  // Slugs as the api names them ('Spanish', 'Swiss_German', 'power-bi'): anything but a comma, bounded.
  const list = (name: string) =>
    (params.get(name) ?? '')
      .split(',')
      .map((slug) => slug.trim())
      .filter((slug) => slug && slug.length <= 100)
      .slice(0, 10);
  const level = params.get('level') ?? '';
  return {
    languages: list('languages'),
    level: /^[1-4]$/.test(level) ? level : '',
    country: params.get('country') ?? '',
    city: params.get('city') ?? '',
    skills: list('skills'),
    keywords: (params.get('keywords') ?? '').slice(0, CV_SEARCH_LIMITS.keywords),
  };
}

/** The address of a search: page 1 is `/company/cvsearch`, the others `/company/cvsearch/{page}`. */
function cvSearchPath(filters: CvSearchFilters, page = 1): string {
  const query = new URLSearchParams();
  if (filters.languages.length) query.set('languages', filters.languages.join(','));
  if (filters.level) query.set('level', filters.level);
  if (filters.country) query.set('country', filters.country);
  if (filters.city) query.set('city', filters.city);
  if (filters.skills.length) query.set('skills', filters.skills.join(','));
  if (filters.keywords) query.set('keywords', filters.keywords);
  const search = query.toString();
  return `/company/cvsearch${page > 1 ? `/${page}` : ''}${search ? `?${search}` : ''}`;
}

/** A skill as the api's tags name it in `skills=`: lower case, no accents, C# as c-sharp, C++ as cplusplus. */
const skillSlug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/#/g, '-sharp')
    .replace(/\+/g, 'plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** `/company/cvsearch/:page?`: search the candidates who allow it, by language and level, place, skills, words. */
export function CvSearchPage() {
  const { page: pageParam } = useParams();
  const page = pageParam === undefined ? 1 : Number(pageParam);
  if (!Number.isInteger(page) || page < 1) return <NotFound />;
  return <CvSearch page={page} />;
}

function CvSearch({ page }: { page: number }) {
  const t = useTranslate<CompanyMessageId | KitMessageId>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filters = filtersFrom(params);
  const request = useCvSearch(filters, page);
  const choices = useSearchChoices();
  const [draft, setDraft] = useState(filters);
  const [skillsText, setSkillsText] = useState(filters.skills.join(', '));
  const key = params.toString();

  // Back and forward change the URL: the form follows it.
  useEffect(() => {
    const next = filtersFrom(new URLSearchParams(key));
    setDraft(next);
    setSkillsText(next.skills.join(', '));
  }, [key]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const skills = skillsText.split(',').map(skillSlug).filter(Boolean).slice(0, 10);
    navigate(cvSearchPath({ ...draft, keywords: draft.keywords.trim(), skills }));
  }

  const lists = choices.status === 'success' ? choices.data : null;
  // Languages and countries in the interface language, as the job search names them; cities as stored.
  const locale = currentLocale();
  const languageOptions = (lists?.languages.data ?? []).map((l) => ({ value: l.slug, label: languageName(l, locale) }));
  const countryOptions = (lists?.countries.data ?? []).map((c) => ({ value: c.slug, label: countryName(c, locale) }));
  const cityOptions = (lists?.cities.data ?? [])
    .filter((city) => !draft.country || city.country_slug === draft.country)
    .map((city) => ({ value: city.slug, label: city.name }));

  const balances = request.status === 'success' ? request.data.balances : null;
  let results = <Skeleton height={360} label={t('company.cvSearch.loading')} />;
  if (request.status === 'error') {
    // A 422 names what is wrong with the search (an unknown skill): said as the api says it, nothing to retry.
    const response = isHttpError(request.error) ? request.error.response : undefined;
    const said = response?.status === 422 ? (response.data as { message?: unknown }).message : undefined;
    results =
      typeof said === 'string' && said ? (
        <AreaError message={said} />
      ) : (
        <AreaError message={t('company.cvSearch.error')} onRetry={request.retry} />
      );
  } else if (request.status === 'success' && request.data.candidates.length === 0) {
    results = <EmptyState title={t('company.cvSearch.empty')}>{t('company.cvSearch.emptyHint')}</EmptyState>;
  } else if (request.status === 'success') {
    const data = request.data;
    results = (
      <>
        <ul className="company-cards company-cv-results">
          {data.candidates.map((candidate) => (
            <CandidateCard key={candidate.id} candidate={candidate} />
          ))}
        </ul>
        <Pagination
          page={data.currentPage}
          pageCount={data.lastPage}
          hrefFor={(n) => cvSearchPath(filters, n)}
          onNavigate={(n) => navigate(cvSearchPath(filters, n))}
          label={t('company.cvSearch.pages')}
        />
      </>
    );
  }

  return (
    <section className="company-page company-cv-search" aria-labelledby="cv-search-heading">
      <h1 id="cv-search-heading">{t('company.cvSearch.title')}</h1>
      <Card as="section" className="company-credits" aria-label={t('company.cvSearch.creditsLabel')}>
        <p>
          {balances
            ? t('company.cvSearch.credits', { count: balances.cv, total: formatCount(balances.cv) })
            : t('company.cvSearch.creditsLoading')}
        </p>
        <LinkButton to="/company/services" variant="secondary" size="sm">
          {t('company.cvSearch.buyCredits')}
        </LinkButton>
      </Card>
      <search aria-label={t('company.cvSearch.filters')}>
        <form onSubmit={submit} className="company-cv-filters">
          <MultiCombobox
            label={t('company.cvSearch.languages')}
            options={languageOptions}
            values={draft.languages}
            max={10}
            onChange={(languages) => setDraft({ ...draft, languages })}
          />
          <Select
            label={t('company.cvSearch.level')}
            hint={t('company.cvSearch.levelHint')}
            placeholder={t('company.cvSearch.anyLevel')}
            value={draft.level}
            options={[1, 2, 3, 4].map((n) => ({ value: String(n), label: t(`kit.job.level.${n}` as KitMessageId) }))}
            onChange={(event) => setDraft({ ...draft, level: event.target.value })}
          />
          <Combobox
            label={t('company.cvSearch.country')}
            options={countryOptions}
            value={draft.country || null}
            onChange={(country) => setDraft({ ...draft, country: country ?? '', city: '' })}
          />
          <Combobox
            label={t('company.cvSearch.city')}
            options={cityOptions}
            value={draft.city || null}
            onChange={(city) => setDraft({ ...draft, city: city ?? '' })}
          />
          <TextField
            label={t('company.cvSearch.skills')}
            hint={t('company.cvSearch.skillsHint')}
            value={skillsText}
            maxLength={CV_SEARCH_LIMITS.skills}
            onChange={(event) => setSkillsText(event.target.value)}
          />
          <TextField
            label={t('company.cvSearch.keywords')}
            type="search"
            value={draft.keywords}
            maxLength={CV_SEARCH_LIMITS.keywords}
            onChange={(event) => setDraft({ ...draft, keywords: event.target.value })}
          />
          <Button type="submit">{t('company.cvSearch.submit')}</Button>
        </form>
      </search>
      <h2>{t('company.cvSearch.results')}</h2>
      {request.status === 'success' && (
        <p role="status">
          {t(request.data.total_capped ? 'company.cvSearch.totalCapped' : 'company.cvSearch.total', {
            count: request.data.total,
            total: formatCount(request.data.total),
          })}
        </p>
      )}
      {results}
    </section>
  );
}

/**
 * One locked profile: its headline, else its last job's title (the link to the profile), place and the facts a
 * recruiter decides on; no name, photo or contact.
 */
function CandidateCard({ candidate }: { candidate: LockedCandidate }) {
  const t = useTranslate<CompanyMessageId>();
  const view = candidate.unlocked || candidate.applied ? 'unlocked' : 'locked';
  const place = placeOf(candidate);
  return (
    <Card as="li" interactive className="company-cv-card">
      <h3 className="sk-card-title">
        <Link to={`/company/candidate/${candidate.id}/${view}`}>{candidateTitle(candidate, t)}</Link>
      </h3>
      {place && <p className="company-applicant__job">{place}</p>}
      <CandidateFacts candidate={candidate} headingLevel={4} compact />
    </Card>
  );
}
