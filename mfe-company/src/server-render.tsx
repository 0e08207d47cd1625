// mfe-company's server module (docs/architecture.md#one-rendering): the first HTML of the area's public pages for
// companies, written by the same components the browser renders. Built by tooling/build-server-module.mjs into
// `dist/server/render.js` (never part of a client chunk), deployed with the area and run by the api
// (api/src/lib/remote-render.ts), which passes the data it already loaded: nothing here fetches. Pure functions of
// their input; the api checks `version` before calling them.
import type { ReactNode } from 'react';
import type { ApplicantsPage, CompanyDashboard, CompanyLanding, CvSearchStats } from 'shared-kit/contracts';
import { loadKitMessages } from 'shared-kit/i18n';
import { Route, Routes } from 'shared-kit/router';
import { loadEveryLanguage, renderScreen } from 'shared-kit/server-render';
import type { Service } from './billing/types';
import { ApplicantsView } from './features/applicants/components/applicants-page';
import { FindCandidatesView } from './features/candidates/components/find-candidates-page';
import { DashboardView } from './features/dashboard/components/dashboard-page';
import type { EditorLists } from './features/jobs/api/get-reference-lists';
import { JobEditor } from './features/jobs/components/job-editor';
import { CompanyBackOffice } from './features/layout/components/company-back-office';
import { CompanyLandingView } from './features/landing/components/company-landing-page';
import { PricingView } from './features/pricing/components/pricing-page';
import { RegistryPage } from './features/registry/components/registry-page';
import { loadCompanyMessages } from './locales';

/** The contract with the api: a changed input gets a new number, so an api that does not know it falls back. */
export const version = 1;

/** Every language's messages (shared-kit's and the area's), compiled into this file at build time. */
export const prepare = () => loadEveryLanguage([loadKitMessages, loadCompanyMessages]);

/** The area's markup at `path` inside its wrapper (CompanyRoutes'), in `locale`. */
const render = (path: string, locale: string, screen: ReactNode) =>
  renderScreen({ path, locale, idPrefix: 'company-', screen: <div className="sk-area company-area">{screen}</div> });

/** `/company`, the employer landing, with its live figures and busiest employers. */
export function renderCompanyLanding(input: { landing: CompanyLanding; path: string; locale: string }): string {
  return render(input.path, input.locale, <CompanyLandingView landing={input.landing} />);
}

/** `/company/pricing` as a guest sees it: the catalogue with its prices, each Buy leading to register a company. */
export function renderPricing(input: { services: Service[]; path: string; locale: string }): string {
  return render(input.path, input.locale, <PricingView services={input.services} isCompany={false} />);
}

/** `/company/find-candidates-in-Europe` as a guest sees it, with the live counts of candidates in CV search. */
export function renderFindCandidates(input: { stats: CvSearchStats; path: string; locale: string }): string {
  return render(input.path, input.locale, <FindCandidatesView stats={input.stats} company={false} />);
}

/** `/company/registry`: its form, empty, as a guest sees it. */
export function renderRegistry(input: { path: string; locale: string }): string {
  return render(input.path, input.locale, <RegistryPage />);
}

/**
 * `/company/dashboard` of one signed-in company, in the back office's layout (its credits' line held empty, as the
 * browser's first render has it), from the api's own answer for that session
 * (docs/delivery.md#the-dashboard-in-the-first-html). Added to contract 1.
 */
export function renderCompanyDashboard(input: { dashboard: CompanyDashboard; path: string; locale: string }): string {
  const answer = { status: 'success' as const, data: input.dashboard, retry: () => undefined };
  return render(
    input.path,
    input.locale,
    <Routes>
      <Route element={<CompanyBackOffice />}>
        <Route path="*" element={<DashboardView dashboard={answer} />} />
      </Route>
    </Routes>,
  );
}

/**
 * `/company/applicants` of one signed-in company, unfiltered, its first page, in the back office's layout, from the
 * api's own answer for that session (the job filter's choices are the browser's own request). Added to contract 1.
 */
export function renderApplicants(input: { applicants: ApplicantsPage; path: string; locale: string }): string {
  const ignore = () => undefined;
  const answer = { status: 'success' as const, data: input.applicants, retry: ignore };
  return render(
    input.path,
    input.locale,
    <Routes>
      <Route element={<CompanyBackOffice />}>
        <Route
          path="*"
          element={<ApplicantsView request={answer} jobs={{ status: 'loading', retry: ignore }} reload={ignore} />}
        />
      </Route>
    </Routes>,
  );
}

/**
 * `/company/jobs/create` for a signed-in company: the empty job form in the back office's layout, with the lists the
 * api read to choose from (countries, languages, remote types). Added to contract 1.
 */
export function renderJobEditor(input: { lists: EditorLists; path: string; locale: string }): string {
  return render(
    input.path,
    input.locale,
    <Routes>
      <Route element={<CompanyBackOffice />}>
        <Route path="*" element={<JobEditor job={null} lists={input.lists} onCreated={() => undefined} />} />
      </Route>
    </Routes>,
  );
}
