import { Route, Routes } from 'shared-kit/router';
import { CatalogueGate, chooseLocaleOnPage, registerCatalogue } from 'shared-kit/i18n';
import { NotFound, ServerMarkup, Skeleton } from 'shared-kit/ui';
import { ApplicantsPage } from './features/applicants/components/applicants-page';
import { JobApplicantsPage } from './features/applicants/components/job-applicants-page';
import { CandidatePage } from './features/candidates/components/candidate-page';
import { CvSearchPage } from './features/candidates/components/cv-search-page';
import { FindCandidatesPage } from './features/candidates/components/find-candidates-page';
import { PreviewCvPage } from './features/candidates/components/preview-cv-page';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { FaqForCompaniesPage } from './features/faq/components/faq-page';
import { JobEditorPage } from './features/jobs/components/job-editor-page';
import { JobsPage } from './features/jobs/components/jobs-page';
import { ScreeningQuestionsPage } from './features/jobs/components/screening-questions-page';
import { CompanyLandingPage } from './features/landing/components/company-landing-page';
import { CompanyBackOffice } from './features/layout/components/company-back-office';
import { CompanyEventsPage } from './features/events/components/company-events-page';
import { MinisiteEditorPage } from './features/minisite/components/minisite-editor-page';
import { PricingPage } from './features/pricing/components/pricing-page';
import { RegistryPage } from './features/registry/components/registry-page';
import { PurchasePage } from './features/services/components/purchase-page';
import { PurchaseResultPage } from './features/services/components/purchase-result-page';
import { PurchaseTransferPage } from './features/services/components/purchase-transfer-page';
import { ServicesPage } from './features/services/components/services-page';
import { AccountSettingsPage } from './features/settings/components/account-settings-page';
import { loadCompanyMessages } from './locales';
import './company.css';

// The area's messages are asked for as soon as this module runs, before its first render, which then finds them
// loaded (docs/delivery.md#account-areas-start-early); the gate below waits for them all the same.
registerCatalogue(loadCompanyMessages, chooseLocaleOnPage()).catch(() => undefined);

/**
 * The company area (exposed as `./routes`), rendered by the shell under its root splat route. The shell has already
 * checked access by the route table (company-only routes need a company session); the back-office routes share
 * one layout with the area's navigation (docs/company-area.md).
 */
export default function CompanyRoutes() {
  return (
    <div className="company-area">
      {/* Until the area's messages are loaded: the server's markup of the page, else a skeleton. */}
      <CatalogueGate load={loadCompanyMessages} fallback={<ServerMarkup fallback={<Skeleton height={320} />} />}>
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
      </CatalogueGate>
    </div>
  );
}
