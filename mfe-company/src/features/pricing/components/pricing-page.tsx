import type { ReactNode } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { useSession } from 'shared-kit/session';
import { AreaError, Badge, Card, LinkButton, PageTitle, ServedWhileLoading, Skeleton } from 'shared-kit/ui';
import { formatMoney } from '../../../billing/money';
import { SERVICE_KINDS, serviceName, servicesOfKind } from '../../../billing/service-name';
import type { Service } from '../../../billing/types';
import type { CompanyMessageId } from '../../../locales';
import { usePublicServices } from '../api/get-services';
import { KIND_TEXTS } from './kinds';

/** The pack of a kind with the lowest price per unit, when the kind has more than one pack. */
function bestValue(packs: Service[]): string | null {
  if (packs.length < 2) return null;
  return packs.reduce((best, s) => (s.price / s.quantity < best.price / best.quantity ? s : best)).code;
}

function PackCard({ service, best, buyTo }: { service: Service; best: boolean; buyTo: string }) {
  const t = useTranslate<CompanyMessageId>();
  const name = serviceName(t, service);
  const headingId = `company-pack-${service.code}`;
  return (
    <Card as="article" className="company-plan" aria-labelledby={headingId}>
      {best && <Badge tone="new">{t('company.pricing.bestValue')}</Badge>}
      <h3 id={headingId} className="sk-card-title">
        {name}
      </h3>
      <p className="company-plan-price">
        <strong>{formatMoney(service.price, service.currency)}</strong>{' '}
        <span>{t('company.pricing.plusVat', { rate: service.vat_rate })}</span>
      </p>
      {service.kind !== 'minisite' && service.quantity > 1 && (
        <p className="company-muted">
          {t('company.pricing.perUnit', {
            price: formatMoney(Math.round(service.price / service.quantity), service.currency),
          })}
        </p>
      )}
      <LinkButton
        to={buyTo}
        variant={best ? 'primary' : 'secondary'}
        aria-label={t('company.pricing.buyNamed', { service: name })}
      >
        {t('company.pricing.buy')}
      </LinkButton>
    </Card>
  );
}

function Catalogue({ services, isCompany }: { services: Service[]; isCompany: boolean }) {
  const t = useTranslate<CompanyMessageId>();
  return (
    <>
      {SERVICE_KINDS.map((kind) => {
        const packs = servicesOfKind(services, kind);
        if (packs.length === 0) return null;
        const text = KIND_TEXTS[kind];
        const best = bestValue(packs);
        return (
          <section key={kind} className="company-plan-group" aria-labelledby={`company-pricing-${kind}`}>
            <h2 id={`company-pricing-${kind}`}>{t(text.title)}</h2>
            <p>{t(text.intro)}</p>
            <ul className="company-plan-features">
              {text.features.map((feature) => (
                <li key={feature}>{t(feature)}</li>
              ))}
            </ul>
            <div className="sk-grid sk-grid--stretch company-plans">
              {packs.map((service) => (
                <PackCard
                  key={service.code}
                  service={service}
                  best={service.code === best}
                  // A company buys at once; anyone else registers a company first.
                  buyTo={
                    isCompany
                      ? `/company/services/purchase?code=${encodeURIComponent(service.code)}`
                      : '/company/registry'
                  }
                />
              ))}
            </div>
          </section>
        );
      })}
    </>
  );
}

/** The page's title, introduction and call to register around the catalogue (or what holds its place). */
function PricingFrame({ isCompany, children }: { isCompany: boolean; children: ReactNode }) {
  const t = useTranslate<CompanyMessageId>();
  return (
    <div className="company-page">
      <PageTitle title={t('company.pricing.title')} heading={t('company.pricing.heading')} />
      <p className="company-pitch">{t('company.pricing.intro')}</p>
      {children}
      {!isCompany && (
        <p className="company-ctas">
          <LinkButton to="/company/registry">{t('company.pricing.register')}</LinkButton>
        </p>
      )}
    </div>
  );
}

/**
 * `/company/pricing` once the catalogue is known: what the browser shows and what the area's server module writes
 * into the first HTML for a guest (`isCompany` false), so nothing moves when React takes over.
 */
export function PricingView({ services, isCompany }: { services: Service[]; isCompany: boolean }) {
  return (
    <PricingFrame isCompany={isCompany}>
      <Catalogue services={services} isCompany={isCompany} />
    </PricingFrame>
  );
}

/**
 * `/company/pricing`: the services of the catalogue, with their prices, and a way to buy or to start. While the
 * catalogue loads, the server's markup of the page (a guest's first visit), else the frame around a placeholder.
 */
export function PricingPage() {
  const t = useTranslate<CompanyMessageId>();
  const { type } = useSession();
  const isCompany = type === 'company';
  const services = usePublicServices();
  // The server wrote a guest's page: a company's own (its Buy links, no call to register) waits for its data.
  return (
    <ServedWhileLoading loading={services.status === 'loading' && !isCompany} select=".company-area">
      {services.status === 'success' ? (
        <PricingView services={services.data.services} isCompany={isCompany} />
      ) : (
        <PricingFrame isCompany={isCompany}>
          {services.status === 'error' ? (
            <AreaError title={t('company.pricing.error')} onRetry={services.retry} />
          ) : (
            <Skeleton height={480} label={t('company.pricing.loading')} />
          )}
        </PricingFrame>
      )}
    </ServedWhileLoading>
  );
}
