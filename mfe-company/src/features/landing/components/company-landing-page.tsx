import { useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
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
          <Link className="company-cta company-cta-primary" to="/register">
            {t('company.landing.createAccount')}
          </Link>
          <Link className="company-cta" to="/company/pricing">
            {t('company.landing.seePricing')}
          </Link>
        </p>
      </section>
      <LandingStats />
    </div>
  );
}
