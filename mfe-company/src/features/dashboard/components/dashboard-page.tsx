import { formatDate } from 'shared-kit/constants';
import { currentLocale, useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
import { routePath } from 'shared-kit/routes';
import type { Request } from 'shared-kit/http';
import { AreaError, Badge, Card, EmptyState, LinkButton, ServedWhileLoading, Skeleton } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';
import type { CompanyDashboard } from 'shared-kit/contracts';
import { useDashboard } from '../api/get-dashboard';

/**
 * `/company/dashboard`: the company's figures, each leading to its page, what expires soon and the latest applicants.
 * Each count is said once on the page (docs/company-area.md#the-back-office-layout-dashboard-jobs-questions-settings-registry-faq): the figures here,
 * the credits in the back office's bar, the areas without counts. The api writes its first HTML for the company's
 * session with the view below and carries the answer (docs/delivery.md#the-dashboard-in-the-first-html): until the
 * page has taken it, the server's markup of the page stays, so it does not flash to a skeleton.
 */
export function DashboardPage() {
  const dashboard = useDashboard();
  return (
    <ServedWhileLoading loading={dashboard.status === 'loading'} select={SERVED_PAGE} whole>
      <DashboardView dashboard={dashboard} />
    </ServedWhileLoading>
  );
}

/** The page inside the back office in the server's markup (the office's bar is the client's own meanwhile). */
const SERVED_PAGE = '.company-office > .company-page';

/** The dashboard for one answer of `GET /api/companies/dashboard` (loading, failed or read). */
export function DashboardView({ dashboard }: { dashboard: Request<CompanyDashboard> }) {
  const t = useTranslate<CompanyMessageId>();
  let body = <Skeleton height={320} />;
  if (dashboard.status === 'error') {
    body = <AreaError message={t('company.dashboard.loadError')} onRetry={dashboard.retry} />;
  } else if (dashboard.status === 'success') {
    body = <DashboardBody data={dashboard.data} />;
  }
  return (
    <section className="company-page" aria-labelledby="company-dashboard-heading">
      <h1 id="company-dashboard-heading">{t('company.dashboard.title')}</h1>
      {body}
    </section>
  );
}

function DashboardBody({ data }: { data: CompanyDashboard }) {
  const t = useTranslate<CompanyMessageId>();
  const locale = currentLocale();
  const isNew = data.activeJobs === 0 && data.recentApplicants.length === 0 && data.expiringJobs.length === 0;
  const figures: { label: CompanyMessageId; value: number; to: string; link: CompanyMessageId }[] = [
    {
      label: 'company.dashboard.activeJobs',
      value: data.activeJobs,
      to: '/company/jobs?status=published',
      link: 'company.dashboard.seeJobs',
    },
    {
      label: 'company.dashboard.newApplicants',
      value: data.newApplicants,
      to: '/company/applicants',
      link: 'company.dashboard.seeApplicants',
    },
    { label: 'company.dashboard.views', value: data.views30d, to: '/company/jobs', link: 'company.dashboard.seeJobs' },
  ];
  return (
    <>
      {isNew && (
        <EmptyState
          title={t('company.dashboard.empty.title')}
          actions={<LinkButton to="/company/jobs/create">{t('company.dashboard.empty.action')}</LinkButton>}
        >
          <p>{t('company.dashboard.empty.text')}</p>
        </EmptyState>
      )}
      <BackOffice />
      <ul className="sk-plain-list sk-grid company-figures" aria-label={t('company.dashboard.figures')}>
        {figures.map((figure) => (
          <Card as="li" key={figure.label} className="company-figure">
            <p className="company-figure__value">{figure.value.toLocaleString(locale)}</p>
            <p className="company-figure__label">{t(figure.label)}</p>
            <Link to={figure.to}>{t(figure.link)}</Link>
          </Card>
        ))}
      </ul>
      <div className="company-dashboard-lists">
        <Card as="section" aria-labelledby="company-dashboard-expiring">
          <h2 id="company-dashboard-expiring">{t('company.dashboard.expiring')}</h2>
          {data.expiringJobs.length === 0 ? (
            <p>{t('company.dashboard.expiringNone')}</p>
          ) : (
            <ul className="sk-plain-list company-plain-list">
              {data.expiringJobs.map((job) => (
                <li key={job.id}>
                  <Link to={`/company/jobs/${job.id}/edit`}>{job.title}</Link>{' '}
                  <span>{t('company.dashboard.expiresOn', { date: formatDate(job.valid_through, locale) })}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card as="section" aria-labelledby="company-dashboard-recent">
          <h2 id="company-dashboard-recent">{t('company.dashboard.recent')}</h2>
          {data.recentApplicants.length === 0 ? (
            <p>{t('company.dashboard.recentNone')}</p>
          ) : (
            <ul className="sk-plain-list company-plain-list">
              {data.recentApplicants.map((applicant) => (
                <li key={applicant.id}>
                  <Link to={`/company/applicants/${applicant.job_id}/1`}>{applicant.name}</Link>{' '}
                  <span>{t('company.dashboard.appliedTo', { job: applicant.job_title })}</span>{' '}
                  {applicant.stage === 'new' && <Badge tone="new">{t('company.dashboard.new')}</Badge>}
                </li>
              ))}
            </ul>
          )}
          <Link to="/company/applicants">{t('company.dashboard.seeApplicants')}</Link>
        </Card>
      </div>
    </>
  );
}

/**
 * Every area of the back office in one place (docs/company-area.md#the-back-office-layout-dashboard-jobs-questions-settings-registry-faq):
 * links only, since the figures above say how many jobs are active and applicants new.
 */
const AREAS: { route: string; label: CompanyMessageId }[] = [
  { route: 'company-jobs', label: 'company.jobs.title' },
  { route: 'company-applicants', label: 'company.applicants.title' },
  { route: 'company-cv-search', label: 'company.cvSearch.title' },
  { route: 'company-minisite', label: 'company.minisite.title' },
  { route: 'company-events', label: 'company.events.title' },
  { route: 'company-services', label: 'company.services.title' },
  { route: 'company-account-settings', label: 'company.settings.title' },
];

function BackOffice() {
  const t = useTranslate<CompanyMessageId>();
  return (
    <section className="company-areas" aria-labelledby="company-dashboard-areas">
      <h2 id="company-dashboard-areas">{t('company.dashboard.areas')}</h2>
      <ul>
        {AREAS.map(({ route, label }) => (
          <li key={route}>
            <Link to={routePath(route)} className="company-areas__link">
              <span className="company-areas__name">{t(label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
