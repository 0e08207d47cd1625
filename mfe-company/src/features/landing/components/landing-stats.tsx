import { AreaError, Skeleton } from 'shared-kit/ui';
import type { CompanyLanding } from 'shared-kit/contracts';
import { useCompanyLanding } from '../api/get-company-landing';

const count = (n: number) => n.toLocaleString('en-GB');

function Stats({ stats }: { stats: CompanyLanding['stats'] }) {
  const items = [
    { label: 'Active jobs', value: stats.jobs },
    { label: 'Companies hiring', value: stats.companies },
    { label: 'Languages', value: stats.languages },
    { label: 'Countries', value: stats.countries },
  ];
  return (
    <dl className="company-stats">
      {items.map((item) => (
        <div key={item.label} className="company-stat">
          <dt>{item.label}</dt>
          <dd>{count(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function TopCompanies({ companies }: { companies: CompanyLanding['companies'] }) {
  if (companies.length === 0) return null;
  return (
    <section aria-labelledby="company-top-heading">
      <h2 id="company-top-heading">Top hiring companies</h2>
      <ul className="company-logos">
        {companies.map((company) => (
          <li key={company.id} className="company-logo-card">
            {/* The name is written next to it: the logo is decorative. */}
            {company.logo && <img src={company.logo} alt="" width={48} height={48} loading="lazy" />}
            <span className="company-logo-name">{company.name}</span>
            <span className="company-logo-jobs">
              {count(company.jobs)} open {company.jobs === 1 ? 'job' : 'jobs'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The live figures of the employer landing; the pitch around them stays put while they load or fail. */
export function LandingStats() {
  const landing = useCompanyLanding();
  if (landing.status === 'loading') {
    return (
      <div className="company-stats-skeleton">
        <Skeleton height={88} label="Loading our figures" />
        <Skeleton height={160} label="Loading the top hiring companies" />
      </div>
    );
  }
  if (landing.status === 'error') {
    return <AreaError title="We could not load our latest figures." onRetry={landing.retry} />;
  }
  return (
    <>
      <section aria-labelledby="company-stats-heading">
        <h2 id="company-stats-heading">EuLangJobs in numbers</h2>
        <Stats stats={landing.data.stats} />
      </section>
      <TopCompanies companies={landing.data.companies} />
    </>
  );
}
