import { useTranslate } from 'shared-kit/i18n';
import { LinkButton } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';
import { LandingStats } from './landing-stats';

/** `/company`: the employer landing. */
export function CompanyLandingPage() {
  const t = useTranslate<CompanyMessageId>();
  return (
    <div className="company-page">
      <section className="company-hero" aria-labelledby="company-hero-heading">
        <h1 id="company-hero-heading">{t('company.landing.heading')}</h1>
        <p className="company-pitch">{t('company.landing.pitch')}</p>
        <p className="company-ctas">
          <LinkButton to="/register">{t('company.landing.createAccount')}</LinkButton>
          <LinkButton to="/company/pricing" variant="secondary">
            {t('company.landing.seePricing')}
          </LinkButton>
        </p>
      </section>
      <LandingStats />
    </div>
  );
}
