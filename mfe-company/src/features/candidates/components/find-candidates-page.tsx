import type { ReactNode } from 'react';
import { countryName, languageName } from 'shared-kit/constants';
import { currentLocale, formatCount, useTranslate } from 'shared-kit/i18n';
import { useSession } from 'shared-kit/session';
import { AreaError, Card, LinkButton, ServedWhileLoading, Skeleton } from 'shared-kit/ui';
import { CompanyHero } from '../../../components/company-hero';
import type { CompanyMessageId } from '../../../locales';
import { useCvSearchStats } from '../api/get-cv-search-stats';
import type { CvSearchStats } from '../api/types';

/** The page's pitch and its way in: register or see the prices; for a company, search or buy credits. */
function FindCandidatesFrame({ company, children }: { company: boolean; children: ReactNode }) {
  const t = useTranslate<CompanyMessageId>();
  return (
    <div className="company-page company-find">
      <CompanyHero
        id="find-heading"
        heading={t('company.findCandidates.heading')}
        pitch={t('company.findCandidates.pitch')}
        ctas={
          company ? (
            <>
              <LinkButton to="/company/cvsearch">{t('company.findCandidates.search')}</LinkButton>
              <LinkButton to="/company/services" variant="secondary">
                {t('company.findCandidates.buy')}
              </LinkButton>
            </>
          ) : (
            <>
              <LinkButton to="/company/registry">{t('company.findCandidates.register')}</LinkButton>
              <LinkButton to="/company/pricing" variant="secondary">
                {t('company.findCandidates.pricing')}
              </LinkButton>
            </>
          )
        }
      >
        <ul className="sk-plain-list company-plain-list company-find__points">
          <li>{t('company.findCandidates.point.languages')}</li>
          <li>{t('company.findCandidates.point.locked')}</li>
          <li>{t('company.findCandidates.point.credits')}</li>
        </ul>
      </CompanyHero>
      <section aria-labelledby="find-stats-heading">
        <h2 id="find-stats-heading">{t('company.findCandidates.statsHeading')}</h2>
        {children}
      </section>
    </div>
  );
}

/** One list of the counts: a language's or a country's name, and how many candidates in CV search have it. */
function CountsCard({
  id,
  heading,
  counts,
}: {
  id: string;
  heading: string;
  counts: { slug: string; name: string; count: number }[];
}) {
  const t = useTranslate<CompanyMessageId>();
  return (
    <Card as="section" aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      <ul className="sk-plain-list company-plain-list company-find__counts">
        {counts.map((item) => (
          <li key={item.slug}>
            <span>{item.name}</span>{' '}
            <span>{t('company.findCandidates.count', { count: item.count, total: formatCount(item.count) })}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * `/company/find-candidates-in-Europe` once its counts are known: what the browser shows and what the area's server
 * module writes into the first HTML for a guest (mfe-company/src/server-render.tsx).
 */
export function FindCandidatesView({ stats, company }: { stats: CvSearchStats; company: boolean }) {
  const t = useTranslate<CompanyMessageId>();
  return (
    <FindCandidatesFrame company={company}>
      <p className="company-find__total">
        {t('company.findCandidates.total', { count: stats.total, total: formatCount(stats.total) })}
      </p>
      <div className="company-find__lists">
        <CountsCard
          id="find-languages-heading"
          heading={t('company.findCandidates.byLanguage')}
          counts={stats.languages.map((language) => ({ ...language, name: languageName(language, currentLocale()) }))}
        />
        <CountsCard
          id="find-countries-heading"
          heading={t('company.findCandidates.byCountry')}
          counts={stats.countries.map((country) => ({ ...country, name: countryName(country, currentLocale()) }))}
        />
      </div>
    </FindCandidatesFrame>
  );
}

/**
 * `/company/find-candidates-in-Europe` (public): what CV search offers, with live counts of the candidates who
 * can be found by language and by country, and the way in (register, buy credits, or search when signed in). While
 * the counts load, a guest sees the server's markup of the page (the first visit), a company the pitch above a
 * placeholder (the server wrote a guest's way in).
 */
export function FindCandidatesPage() {
  const t = useTranslate<CompanyMessageId>();
  const company = useSession().type === 'company';
  const stats = useCvSearchStats();
  const loading = stats.status === 'loading';
  return (
    <ServedWhileLoading loading={loading && !company} select=".company-area">
      {stats.status === 'success' ? (
        <FindCandidatesView stats={stats.data} company={company} />
      ) : (
        <FindCandidatesFrame company={company}>
          {loading ? (
            <Skeleton height={320} label={t('company.findCandidates.loading')} />
          ) : (
            <AreaError message={t('company.findCandidates.error')} onRetry={stats.retry} />
          )}
        </FindCandidatesFrame>
      )}
    </ServedWhileLoading>
  );
}
