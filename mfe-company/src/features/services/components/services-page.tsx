import { useState } from 'react';
import { formatCount, formatDate, useTranslate } from 'shared-kit/i18n';
import { useNavigate, useSearchParams } from 'shared-kit/router';
import { AreaError, Button, Card, EmptyState, LinkButton, PageTitle, Pagination, Skeleton } from 'shared-kit/ui';
import { formatMoney, totalsOf } from '../../../billing/money';
import { SERVICE_KINDS, serviceName, servicesOfKind } from '../../../billing/service-name';
import type { Payment, Service } from '../../../billing/types';
import type { CompanyMessageId } from '../../../locales';
import { useBalances } from '../api/get-balances';
import { usePayments } from '../api/get-payments';
import { useCompanyServices } from '../api/get-services';
import { InvoiceDialog } from './invoice-dialog';
import { PaymentStatusBadge } from './payment-status-badge';

export const purchasePath = (code: string) => `/company/services/purchase?code=${encodeURIComponent(code)}`;

function Balances() {
  const t = useTranslate<CompanyMessageId>();
  const request = useBalances();
  if (request.status === 'loading') return <Skeleton height={96} label={t('company.services.balances.loading')} />;
  if (request.status === 'error')
    return <AreaError title={t('company.services.balances.error')} onRetry={request.retry} />;
  const { balances, minisite } = request.data;
  return (
    <dl className="company-balances">
      <Card className="company-balance">
        <dt>{t('company.services.balances.job')}</dt>
        <dd>{formatCount(balances.job)}</dd>
      </Card>
      <Card className="company-balance">
        <dt>{t('company.services.balances.cv')}</dt>
        <dd>{formatCount(balances.cv)}</dd>
      </Card>
      <Card className="company-balance">
        <dt>{t('company.services.balances.minisite')}</dt>
        <dd>{minisite ? t('company.services.balances.minisiteOn') : t('company.services.balances.minisiteOff')}</dd>
      </Card>
    </dl>
  );
}

function ServiceCard({ service }: { service: Service }) {
  const t = useTranslate<CompanyMessageId>();
  const totals = totalsOf(service);
  const money = (cents: number) => formatMoney(cents, service.currency);
  const headingId = `company-service-${service.code}`;
  return (
    <Card as="article" className="company-service" aria-labelledby={headingId}>
      <h4 id={headingId} className="sk-card-title">
        {serviceName(t, service)}
      </h4>
      <dl className="company-totals">
        <div>
          <dt>{t('company.services.net')}</dt>
          <dd>{money(totals.net)}</dd>
        </div>
        <div>
          <dt>{t('company.services.vat', { rate: service.vat_rate })}</dt>
          <dd>{money(totals.vat)}</dd>
        </div>
        <div className="company-totals-total">
          <dt>{t('company.services.total')}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
      <LinkButton
        to={purchasePath(service.code)}
        variant="secondary"
        aria-label={t('company.services.buyNamed', { service: serviceName(t, service) })}
      >
        {t('company.services.buy')}
      </LinkButton>
    </Card>
  );
}

const KIND_TITLES = {
  job_posts: 'company.services.kind.job_posts',
  cv_credits: 'company.services.kind.cv_credits',
  minisite: 'company.services.kind.minisite',
} as const;

function Catalogue({ services }: { services: Service[] }) {
  const t = useTranslate<CompanyMessageId>();
  return (
    <>
      {SERVICE_KINDS.map((kind) => {
        const ofKind = servicesOfKind(services, kind);
        if (ofKind.length === 0) return null;
        return (
          <section key={kind} className="company-service-group" aria-labelledby={`company-kind-${kind}`}>
            <h3 id={`company-kind-${kind}`}>{t(KIND_TITLES[kind])}</h3>
            <div className="sk-grid sk-grid--stretch company-services-grid">
              {ofKind.map((service) => (
                <ServiceCard key={service.code} service={service} />
              ))}
            </div>
          </section>
        );
      })}
    </>
  );
}

type Invoiced = Payment & { invoice: NonNullable<Payment['invoice']> };

function Payments({ services }: { services: Service[] }) {
  const t = useTranslate<CompanyMessageId>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const request = usePayments(page);
  const [invoice, setInvoice] = useState<Invoiced | null>(null);
  const label = (payment: Payment) => {
    const service = services.find((s) => s.code === payment.code);
    return service ? serviceName(t, service) : payment.code;
  };

  if (request.status === 'loading') return <Skeleton height={160} label={t('company.services.payments.loading')} />;
  if (request.status === 'error')
    return <AreaError title={t('company.services.payments.error')} onRetry={request.retry} />;
  const { payments, lastPage } = request.data;
  if (payments.length === 0) {
    return <EmptyState title={t('company.services.payments.empty')} headingLevel={3} />;
  }
  return (
    <>
      <div className="company-table-scroll">
        <table className="sk-table company-table">
          <thead>
            <tr>
              <th scope="col">{t('company.services.payments.date')}</th>
              <th scope="col">{t('company.services.payments.service')}</th>
              <th scope="col">{t('company.services.total')}</th>
              <th scope="col">{t('company.services.payments.status')}</th>
              <th scope="col">{t('company.services.payments.invoice')}</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id}>
                <td>{formatDate(payment.created_at)}</td>
                <td>
                  {label(payment)}
                  {payment.quantity > 1 && ` × ${payment.quantity}`}
                </td>
                <td>{formatMoney(payment.total, payment.currency)}</td>
                <td>
                  <PaymentStatusBadge status={payment.status} />
                </td>
                <td>
                  {payment.invoice ? (
                    <Button
                      variant="link"
                      onClick={() => setInvoice(payment as Invoiced)}
                      aria-label={t('company.services.payments.openInvoice', { number: payment.invoice.number })}
                    >
                      {payment.invoice.number}
                    </Button>
                  ) : payment.status === 'pending' && payment.method === 'transfer' ? (
                    <LinkButton variant="link" to={`/company/services/purchase-transfer/${payment.id}`}>
                      {t('company.services.payments.transferDetails')}
                    </LinkButton>
                  ) : (
                    <span className="company-muted">{t('company.services.payments.noInvoice')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        page={page}
        pageCount={lastPage}
        hrefFor={(n) => `/company/services?page=${n}`}
        onNavigate={(n) => navigate(`/company/services?page=${n}`)}
        label={t('company.services.payments.pages')}
      />
      {invoice && <InvoiceDialog payment={invoice} serviceLabel={label(invoice)} onClose={() => setInvoice(null)} />}
    </>
  );
}

/** `/company/services`: what the company has left, what it can buy at its own VAT rate, and what it paid. */
export function ServicesPage() {
  const t = useTranslate<CompanyMessageId>();
  const services = useCompanyServices();
  return (
    <div className="company-page">
      <PageTitle title={t('company.services.title')} />
      <section aria-labelledby="company-balances-heading">
        <h2 id="company-balances-heading">{t('company.services.balances.heading')}</h2>
        <Balances />
      </section>
      <section aria-labelledby="company-catalogue-heading">
        <h2 id="company-catalogue-heading">{t('company.services.catalogue.heading')}</h2>
        {services.status === 'loading' && <Skeleton height={240} label={t('company.services.catalogue.loading')} />}
        {services.status === 'error' && (
          <AreaError title={t('company.services.catalogue.error')} onRetry={services.retry} />
        )}
        {services.status === 'success' && <Catalogue services={services.data.services} />}
      </section>
      <section aria-labelledby="company-payments-heading">
        <h2 id="company-payments-heading">{t('company.services.payments.heading')}</h2>
        <Payments services={services.status === 'success' ? services.data.services : []} />
      </section>
    </div>
  );
}
