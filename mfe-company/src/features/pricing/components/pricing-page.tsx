import { Link } from 'shared-kit/router';
import { PageTitle } from 'shared-kit/ui';
import { PLAN_GROUPS, type Plan } from './plans';

const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

function PlanCard({ plan }: { plan: Plan }) {
  return (
    <article
      className={plan.featured ? 'company-plan company-plan-featured' : 'company-plan'}
      aria-labelledby={plan.id}
    >
      <h3 id={plan.id}>{plan.name}</h3>
      <p className="company-plan-price">
        <strong>{eur.format(plan.price)}</strong> <span>{plan.per}</span>
      </p>
      <ul>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </article>
  );
}

/** `/company/pricing`: the price list, with a way to start. */
export function PricingPage() {
  return (
    <div className="company-page">
      <PageTitle title="Pricing for companies" heading="Pricing" />
      <p className="company-pitch">Simple prices in euros, VAT excluded. No subscription needed to post a job.</p>
      {PLAN_GROUPS.map((group) => (
        <section key={group.id} className="company-plan-group" aria-labelledby={`${group.id}-heading`}>
          <h2 id={`${group.id}-heading`}>{group.title}</h2>
          <p>{group.intro}</p>
          <div className="company-plans">
            {group.plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </div>
        </section>
      ))}
      <p className="company-ctas">
        <Link className="company-cta company-cta-primary" to="/register">
          Register your company to get started
        </Link>
      </p>
    </div>
  );
}
