import { countryName, languageName } from 'shared-kit/constants';
import { currentLocale, formatCount, useTranslate } from 'shared-kit/i18n';
import { useSession } from 'shared-kit/session';
import { AreaError, Card, LinkButton, Skeleton } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';
import { useCvSearchStats } from '../api/get-cv-search-stats';

/**
 * `/company/find-candidates-in-Europe` (public): what CV search offers, with live counts of the candidates who
 * can be found by language and by country, and the way in (register, buy credits, or search when signed in).
 */
export function FindCandidatesPage() {
  const t = useTranslate<CompanyMessageId>();
  const { type } = useSession();
  const stats = useCvSearchStats();
  const company = type === 'company';

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
        {stats.status === 'loading' && <Skeleton height={320} label={t('company.findCandidates.loading')} />}
        {stats.status === 'error' && <AreaError message={t('company.findCandidates.error')} onRetry={stats.retry} />}
        {stats.status === 'success' && (
          <>
            <p className="company-find__total">
              {t('company.findCandidates.total', { count: stats.data.total, total: formatCount(stats.data.total) })}
            </p>
            <div className="company-find__lists">
              <Card as="section" aria-labelledby="find-languages-heading">
                <h3 id="find-languages-heading">{t('company.findCandidates.byLanguage')}</h3>
                <ul className="sk-plain-list company-plain-list company-find__counts">
                  {stats.data.languages.map((language) => (
                    <li key={language.slug}>
                      <span>{languageName(language, currentLocale())}</span>{' '}
                      <span>
                        {t('company.findCandidates.count', {
                          count: language.count,
                          total: formatCount(language.count),
                        })}
                      </span>
                    </li>
                  ))}
                </ul>
              </Card>
              <Card as="section" aria-labelledby="find-countries-heading">
                <h3 id="find-countries-heading">{t('company.findCandidates.byCountry')}</h3>
                <ul className="sk-plain-list company-plain-list company-find__counts">
                  {stats.data.countries.map((country) => (
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
          </>
        )}
      </section>
    </div>
  );
}
