import type { CompanyLanding } from 'shared-kit/contracts';
import { formatCount, useTranslate } from 'shared-kit/i18n';
import { AreaError, Avatar, Card, Skeleton } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';

function Stats({ stats }: { stats: CompanyLanding['stats'] }) {
  const t = useTranslate<CompanyMessageId>();
  const items: { label: CompanyMessageId; value: number }[] = [
    { label: 'company.stats.jobs', value: stats.jobs },
    { label: 'company.stats.companies', value: stats.companies },
    { label: 'company.stats.languages', value: stats.languages },
    { label: 'company.stats.countries', value: stats.countries },
  ];
  return (
    <dl className="company-stats">
      {items.map((item) => (
        <Card key={item.label} className="company-stat">
          <dt>{t(item.label)}</dt>
          <dd>{formatCount(item.value)}</dd>
        </Card>
      ))}
    </dl>
  );
}

function TopCompanies({ companies }: { companies: CompanyLanding['companies'] }) {
  const t = useTranslate<CompanyMessageId>();
  if (companies.length === 0) return null;
  return (
    <section aria-labelledby="company-top-heading">
      <h2 id="company-top-heading">{t('company.topCompanies.heading')}</h2>
      <ul className="company-logos">
        {companies.map((company) => (
          <Card as="li" key={company.id} className="company-logo-card">
            {/* The name is written next to it: the logo (or its initials without one) is decorative. */}
            <Avatar name={company.name} src={company.logo} shape="square" decorative />
            <span className="company-logo-name">{company.name}</span>
            <span className="company-logo-jobs">{t('company.topCompanies.openJobs', { count: company.jobs })}</span>
          </Card>
        ))}
      </ul>
    </section>
  );
}

/** The live figures of the employer landing once loaded: the four counts, then the busiest employers. */
export function LandingFigures({ landing }: { landing: CompanyLanding }) {
  const t = useTranslate<CompanyMessageId>();
  return (
    <>
      <section aria-labelledby="company-stats-heading">
        <h2 id="company-stats-heading">{t('company.stats.heading')}</h2>
        <Stats stats={landing.stats} />
      </section>
      <TopCompanies companies={landing.companies} />
    </>
  );
}

/** Placeholders of the figures' size while they load. */
export function LandingFiguresSkeleton() {
  const t = useTranslate<CompanyMessageId>();
  return (
    <div className="company-stats-skeleton">
      <Skeleton height={88} label={t('company.stats.loading')} />
      <Skeleton height={160} label={t('company.topCompanies.loading')} />
    </div>
  );
}

/** Why the figures are missing, with a retry; the pitch around them stays. */
export function LandingFiguresError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslate<CompanyMessageId>();
  return <AreaError title={t('company.stats.error')} onRetry={onRetry} />;
}
