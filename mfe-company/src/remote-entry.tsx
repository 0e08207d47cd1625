import { lazyPage, PageSuspense, preloadPageFor, Route, Routes } from 'shared-kit/router';
import { CatalogueGate, chooseLocaleOnPage, registerCatalogue } from 'shared-kit/i18n';
import { NotFound, ServerMarkup, Skeleton } from 'shared-kit/ui';
import { CompanyBackOffice } from './features/layout/components/company-back-office';
import { loadCompanyMessages } from './locales';
import './company.css';

// Each page is a chunk of its own, named for its route's id (the first one, where a page serves several): the one
// the address shows is asked for as this module runs, and hinted by the api with the page
// (docs/delivery.md#account-areas-load-one-page).
const ApplicantsPage = lazyPage(() =>
  import(/* webpackChunkName: "page-company-applicants" */ './features/applicants/components/applicants-page').then(
    (m) => m.ApplicantsPage,
  ),
);
const JobApplicantsPage = lazyPage(() =>
  import(
    /* webpackChunkName: "page-company-job-applicants" */ './features/applicants/components/job-applicants-page'
  ).then((m) => m.JobApplicantsPage),
);
const CandidatePage = lazyPage(() =>
  import(
    /* webpackChunkName: "page-company-candidate-unlocked" */ './features/candidates/components/candidate-page'
  ).then((m) => m.CandidatePage),
);
const CvSearchPage = lazyPage(() =>
  import(/* webpackChunkName: "page-company-cv-search" */ './features/candidates/components/cv-search-page').then(
    (m) => m.CvSearchPage,
  ),
);
const FindCandidatesPage = lazyPage(() =>
  import(
    /* webpackChunkName: "page-company-find-candidates" */ './features/candidates/components/find-candidates-page'
  ).then((m) => m.FindCandidatesPage),
);
const PreviewCvPage = lazyPage(() =>
  import(/* webpackChunkName: "page-company-preview-cv" */ './features/candidates/components/preview-cv-page').then(
    (m) => m.PreviewCvPage,
  ),
);
const DashboardPage = lazyPage(() =>
  import(/* webpackChunkName: "page-company-dashboard" */ './features/dashboard/components/dashboard-page').then(
    (m) => m.DashboardPage,
  ),
);
const FaqForCompaniesPage = lazyPage(() =>
  import(/* webpackChunkName: "page-faq-for-companies" */ './features/faq/components/faq-page').then(
    (m) => m.FaqForCompaniesPage,
  ),
);
const JobEditorPage = lazyPage(() =>
  import(/* webpackChunkName: "page-company-jobs-create" */ './features/jobs/components/job-editor-page').then(
    (m) => m.JobEditorPage,
  ),
);
const JobsPage = lazyPage(() =>
  import(/* webpackChunkName: "page-company-jobs" */ './features/jobs/components/jobs-page').then((m) => m.JobsPage),
);
const ScreeningQuestionsPage = lazyPage(() =>
  import(
    /* webpackChunkName: "page-company-job-screening-questions" */ './features/jobs/components/screening-questions-page'
  ).then((m) => m.ScreeningQuestionsPage),
);
const CompanyLandingPage = lazyPage(() =>
  import(/* webpackChunkName: "page-company" */ './features/landing/components/company-landing-page').then(
    (m) => m.CompanyLandingPage,
  ),
);
const CompanyEventsPage = lazyPage(() =>
  import(/* webpackChunkName: "page-company-events" */ './features/events/components/company-events-page').then(
    (m) => m.CompanyEventsPage,
  ),
);
const MinisiteEditorPage = lazyPage(() =>
  import(/* webpackChunkName: "page-company-minisite" */ './features/minisite/components/minisite-editor-page').then(
    (m) => m.MinisiteEditorPage,
  ),
);
const PricingPage = lazyPage(() =>
  import(/* webpackChunkName: "page-company-pricing" */ './features/pricing/components/pricing-page').then(
    (m) => m.PricingPage,
  ),
);
const RegistryPage = lazyPage(() =>
  import(/* webpackChunkName: "page-company-registry" */ './features/registry/components/registry-page').then(
    (m) => m.RegistryPage,
  ),
);
const PurchasePage = lazyPage(() =>
  import(/* webpackChunkName: "page-company-services-purchase" */ './features/services/components/purchase-page').then(
    (m) => m.PurchasePage,
  ),
);
const PurchaseResultPage = lazyPage(() =>
  import(
    /* webpackChunkName: "page-company-services-purchase-confirmed" */ './features/services/components/purchase-result-page'
  ).then((m) => m.PurchaseResultPage),
);
const PurchaseTransferPage = lazyPage(() =>
  import(
    /* webpackChunkName: "page-company-services-purchase-transfer" */ './features/services/components/purchase-transfer-page'
  ).then((m) => m.PurchaseTransferPage),
);
const ServicesPage = lazyPage(() =>
  import(/* webpackChunkName: "page-company-services" */ './features/services/components/services-page').then(
    (m) => m.ServicesPage,
  ),
);
const AccountSettingsPage = lazyPage(() =>
  import(
    /* webpackChunkName: "page-company-account-settings" */ './features/settings/components/account-settings-page'
  ).then((m) => m.AccountSettingsPage),
);
const PAGES: [string, { preload(): void }][] = [
  ['/company', CompanyLandingPage],
  ['/company/pricing', PricingPage],
  ['/company/registry', RegistryPage],
  ['/company/find-candidates-in-Europe', FindCandidatesPage],
  ['/eulangjobs/faq-for-companies', FaqForCompaniesPage],
  ['/company/dashboard', DashboardPage],
  ['/company/jobs', JobsPage],
  ['/company/jobs/create', JobEditorPage],
  ['/company/jobs/:jobId/edit', JobEditorPage],
  ['/company/jobs/:jobId/screening-questions', ScreeningQuestionsPage],
  ['/company/applicants', ApplicantsPage],
  ['/company/applicants/:id/:page/:status?', JobApplicantsPage],
  ['/company/previewCV/:candidateId/:cvId', PreviewCvPage],
  ['/company/candidate/:id/unlocked', CandidatePage],
  ['/company/candidate/:id/locked', CandidatePage],
  ['/company/cvsearch/:page?', CvSearchPage],
  ['/company/services', ServicesPage],
  ['/company/services/purchase', PurchasePage],
  ['/company/services/purchase-confirmed', PurchaseResultPage],
  ['/company/services/purchase-denied', PurchaseResultPage],
  ['/company/services/purchase-transfer/:payment_id', PurchaseTransferPage],
  ['/company/minisite', MinisiteEditorPage],
  ['/company/events', CompanyEventsPage],
  ['/company/events/:eventId/slots', CompanyEventsPage],
  ['/company/account-settings', AccountSettingsPage],
];

// The area's messages are asked for as soon as this module runs, before its first render, which then finds them
// loaded (docs/delivery.md#account-areas-start-early); the gate below waits for them all the same.
registerCatalogue(loadCompanyMessages, chooseLocaleOnPage()).catch(() => undefined);
if (typeof window !== 'undefined') preloadPageFor(window.location.pathname, PAGES);

/**
 * The server's markup of this page while the area loads: a public page it rendered with this area's components
 * (mfe-company/src/server-render.tsx: the inside of its `.company-area`, which the wrapper below is), else the
 * skeleton it wrote for an account page, else a skeleton of our own.
 */
const SERVED = <ServerMarkup select=".company-area" fallback={<ServerMarkup fallback={<Skeleton height={320} />} />} />;

/**
 * The company area (exposed as `./routes`), rendered by the shell under its root splat route. The shell has already
 * checked access by the route table (company-only routes need a company session); the back-office routes share
 * one layout with the area's navigation (docs/company-area.md).
 */
export default function CompanyRoutes() {
  return (
    <div className="sk-area company-area">
      {/* Until the area's messages and the page's chunk are loaded: the server's markup of the page, else a
          skeleton. */}
      <CatalogueGate load={loadCompanyMessages} fallback={SERVED}>
        <PageSuspense fallback={SERVED}>
          <Routes>
            <Route path="/company" element={<CompanyLandingPage />} />
            <Route path="/company/pricing" element={<PricingPage />} />
            <Route path="/company/registry" element={<RegistryPage />} />
            <Route path="/company/find-candidates-in-Europe" element={<FindCandidatesPage />} />
            <Route path="/eulangjobs/faq-for-companies" element={<FaqForCompaniesPage />} />
            <Route element={<CompanyBackOffice />}>
              <Route path="/company/dashboard" element={<DashboardPage />} />
              <Route path="/company/jobs" element={<JobsPage />} />
              <Route path="/company/jobs/create" element={<JobEditorPage />} />
              <Route path="/company/jobs/:jobId/edit" element={<JobEditorPage />} />
              <Route path="/company/jobs/:jobId/screening-questions" element={<ScreeningQuestionsPage />} />
              <Route path="/company/applicants" element={<ApplicantsPage />} />
              <Route path="/company/applicants/:id/:page/:status?" element={<JobApplicantsPage />} />
              <Route path="/company/previewCV/:candidateId/:cvId" element={<PreviewCvPage />} />
              <Route path="/company/candidate/:id/unlocked" element={<CandidatePage view="unlocked" />} />
              <Route path="/company/candidate/:id/locked" element={<CandidatePage view="locked" />} />
              <Route path="/company/cvsearch/:page?" element={<CvSearchPage />} />
              <Route path="/company/services" element={<ServicesPage />} />
              <Route path="/company/services/purchase" element={<PurchasePage />} />
              <Route path="/company/services/purchase-confirmed" element={<PurchaseResultPage outcome="confirmed" />} />
              <Route path="/company/services/purchase-denied" element={<PurchaseResultPage outcome="denied" />} />
              <Route path="/company/services/purchase-transfer/:payment_id" element={<PurchaseTransferPage />} />
              <Route path="/company/minisite" element={<MinisiteEditorPage />} />
              <Route path="/company/events" element={<CompanyEventsPage view="list" />} />
              <Route path="/company/events/:eventId/slots" element={<CompanyEventsPage view="slots" />} />
              <Route path="/company/account-settings" element={<AccountSettingsPage />} />
            </Route>
            <Route path="*" element={<NotFound />} />
          </Routes>
        </PageSuspense>
      </CatalogueGate>
    </div>
  );
}
