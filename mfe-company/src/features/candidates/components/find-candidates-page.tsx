import type { ReactNode } from 'react';
import { countryName, languageName } from 'shared-kit/constants';
import { currentLocale, formatCount, useTranslate } from 'shared-kit/i18n';
import { useSession } from 'shared-kit/session';
import { AreaError, Card, LinkButton, ServerMarkup, Skeleton, useReleaseServerMarkup } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';
import { useCvSearchStats } from '../api/get-cv-search-stats';
import type { CvSearchStats } from '../api/types';

/** The page's pitch and its way in: register or see the prices; for a company, search or buy credits. */
function FindCandidatesFrame({ company, children }: { company: boolean; children: ReactNode }) {
  const t = useTranslate<CompanyMessageId>();
  return (
    <div className="company-page company-find">
      <section className="company-hero" aria-labelledby="find-heading">
        <h1 id="find-heading">{t('company.findCandidates.heading')}</h1>
        <p className="company-pitch">{t('company.findCandidates.pitch')}</p>
        <ul className="sk-plain-list company-plain-list company-find__points">
          <li>{t('company.findCandidates.point.languages')}</li>
          <li>{t('company.findCandidates.point.locked')}</li>
          <li>{t('company.findCandidates.point.credits')}</li>
        </ul>
        <p className="company-ctas">
          {company ? (
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
          )}
        </p>
      </section>
      <section aria-labelledby="find-stats-heading">
        <h2 id="find-stats-heading">{t('company.findCandidates.statsHeading')}</h2>
        {children}
      </section>
    </div>
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
        <Card as="section" aria-labelledby="find-languages-heading">
          <h3 id="find-languages-heading">{t('company.findCandidates.byLanguage')}</h3>
          <ul className="sk-plain-list company-plain-list company-find__counts">
            {stats.languages.map((language) => (
              <li key={language.slug}>
                <span>{languageName(language, currentLocale())}</span>{' '}
                <span>
                  {t('company.findCandidates.count', { count: language.count, total: formatCount(language.count) })}
                </span>
              </li>
            ))}
          </ul>
        </Card>
        <Card as="section" aria-labelledby="find-countries-heading">
          <h3 id="find-countries-heading">{t('company.findCandidates.byCountry')}</h3>
          <ul className="sk-plain-list company-plain-list company-find__counts">
            {stats.countries.map((country) => (
              <li key={country.slug}>
                <span>{countryName(country, currentLocale())}</span>{' '}
                <span>
                  {t('company.findCandidates.count', { count: country.count, total: formatCount(country.count) })}
                </span>
              </li>
            ))}
          </ul>
        </Card>
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
  useReleaseServerMarkup(!loading || company);
  if (stats.status === 'success') return <FindCandidatesView stats={stats.data} company={company} />;
  const placeholder = (
    <FindCandidatesFrame company={company}>
      {loading ? (
        <Skeleton height={320} label={t('company.findCandidates.loading')} />
      ) : (
        <AreaError message={t('company.findCandidates.error')} onRetry={stats.retry} />
      )}
    </FindCandidatesFrame>
  );
  return loading && !company ? <ServerMarkup select=".company-area" fallback={placeholder} /> : placeholder;
}
