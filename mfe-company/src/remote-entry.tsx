import { Route, Routes } from 'shared-kit/router';
import { CatalogueGate } from 'shared-kit/i18n';
import { NotFound, ServerMarkup, Skeleton } from 'shared-kit/ui';
import { CompanyLandingPage } from './features/landing/components/company-landing-page';
import { PricingPage } from './features/pricing/components/pricing-page';
import { loadCompanyMessages } from './locales';
import './company.css';

/** The company area (exposed as `./routes`), rendered by the shell under its root splat route. */
export default function CompanyRoutes() {
  return (
    <div className="company-area">
      {/* Until the area's messages are loaded: the server's markup of the page, else a skeleton. */}
      <CatalogueGate load={loadCompanyMessages} fallback={<ServerMarkup fallback={<Skeleton height={320} />} />}>
        <Routes>
          <Route path="/company" element={<CompanyLandingPage />} />
          <Route path="/company/pricing" element={<PricingPage />} />
          {/* The rest of /company/* and /eulangjobs/faq-for-companies come in later issues. */}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </CatalogueGate>
    </div>
  );
}
