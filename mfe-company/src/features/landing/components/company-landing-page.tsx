import type { ReactNode } from 'react';
import type { CompanyLanding } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { LinkButton, ServedWhileLoading } from 'shared-kit/ui';
import { CompanyHero } from '../../../components/company-hero';
import type { CompanyMessageId } from '../../../locales';
import { useCompanyLanding } from '../api/get-company-landing';
import { LandingFigures, LandingFiguresError, LandingFiguresSkeleton } from './landing-stats';

/** The landing's pitch above its figures (or what holds their place). */
function LandingFrame({ children }: { children: ReactNode }) {
  const t = useTranslate<CompanyMessageId>();
  return (
    <div className="company-page">
      <CompanyHero
        id="company-hero-heading"
        heading={t('company.landing.heading')}
        pitch={t('company.landing.pitch')}
        ctas={
          <>
            <LinkButton to="/register">{t('company.landing.createAccount')}</LinkButton>
            <LinkButton to="/company/pricing" variant="secondary">
              {t('company.landing.seePricing')}
            </LinkButton>
          </>
        }
      />
      {children}
    </div>
  );
}

/**
 * `/company` once its figures are known: what the browser shows and what the area's server module writes into the
 * first HTML (mfe-company/src/server-render.tsx), so nothing moves when React takes over.
 */
export function CompanyLandingView({ landing }: { landing: CompanyLanding }) {
  return (
    <LandingFrame>
      <LandingFigures landing={landing} />
    </LandingFrame>
  );
}

/**
 * `/company`: the employer landing. While its figures load, the server's markup of the page (the first visit), else
 * the pitch above placeholders.
 */
export function CompanyLandingPage() {
  const landing = useCompanyLanding();
  return (
    <ServedWhileLoading loading={landing.status === 'loading'} select=".company-area">
      {landing.status === 'success' ? (
        <CompanyLandingView landing={landing.data} />
      ) : (
        <LandingFrame>
          {landing.status === 'error' ? <LandingFiguresError onRetry={landing.retry} /> : <LandingFiguresSkeleton />}
        </LandingFrame>
      )}
    </ServedWhileLoading>
  );
}
