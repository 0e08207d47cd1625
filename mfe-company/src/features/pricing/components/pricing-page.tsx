import { formatCurrency, useTranslate } from 'shared-kit/i18n';
import { Badge, Card, LinkButton, PageTitle } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';
import { PLAN_GROUPS, type Plan } from './plans';

function PlanCard({ plan }: { plan: Plan }) {
  const t = useTranslate<CompanyMessageId>();
  return (
    <Card as="article" className="company-plan" aria-labelledby={plan.id}>
      {plan.featured && <Badge tone="new">{t('company.pricing.featured')}</Badge>}
      <h3 id={plan.id} className="sk-card-title">
        {t(plan.name)}
      </h3>
      <p className="company-plan-price">
        <strong>{formatCurrency(plan.price, 'EUR')}</strong> <span>{t(plan.per)}</span>
      </p>
      <ul>
        {plan.features.map((feature) => (
          <li key={feature}>{t(feature)}</li>
        ))}
      </ul>
    </Card>
  );
}

/** `/company/pricing`: the price list, with a way to start. */
export function PricingPage() {
  const t = useTranslate<CompanyMessageId>();
  return (
    <div className="company-page">
      <PageTitle title={t('company.pricing.title')} heading={t('company.pricing.heading')} />
      <p className="company-pitch">{t('company.pricing.intro')}</p>
      {PLAN_GROUPS.map((group) => (
        <section key={group.id} className="company-plan-group" aria-labelledby={`${group.id}-heading`}>
          <h2 id={`${group.id}-heading`}>{t(group.title)}</h2>
          <p>{t(group.intro)}</p>
          <div className="company-plans">
            {group.plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </div>
        </section>
      ))}
      <p className="company-ctas">
        <LinkButton to="/register">{t('company.pricing.register')}</LinkButton>
      </p>
    </div>
  );
}
