import { type ReactNode, useState } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { useSearchParams } from 'shared-kit/router';
import { Button, Card, CardSection, LinkButton, PageTitle } from 'shared-kit/ui';
import { Spinner } from 'shared-kit/ui/account';
import { unitsOf } from '../../../billing/money';
import { serviceName } from '../../../billing/service-name';
import type { Payment, Service } from '../../../billing/types';
import type { CompanyMessageId } from '../../../locales';
import { useCompanyServices } from '../api/get-services';
import { usePayment } from '../hooks/use-payment';
import { PaymentNotReady } from './payment-not-ready';
import { InvoiceDialog } from './invoice-dialog';
import { purchasePath } from './services-page';

const ADDED = {
  job_posts: 'company.purchase.added.job_posts',
  cv_credits: 'company.purchase.added.cv_credits',
  minisite: 'company.purchase.added.minisite',
} as const;

// Where a company goes next with what it bought.
const NEXT = {
  job_posts: { to: '/company/jobs/create', label: 'company.purchase.next.job_posts' },
  cv_credits: { to: '/company/cvsearch', label: 'company.purchase.next.cv_credits' },
  minisite: { to: '/company/minisite', label: 'company.purchase.next.minisite' },
} as const;

/** A payment's outcome: its page title, a card with its heading, what it says, and the way back to the services. */
function ResultCard({ title, heading, children }: { title: string; heading: string; children: ReactNode }) {
  return (
    <>
      <PageTitle title={title} />
      <CardSection className="company-result" headingId="company-result-heading" heading={heading}>
        {children}
      </CardSection>
    </>
  );
}

/** The way back to the services, after a result's own next step. */
function BackToServices() {
  const t = useTranslate<CompanyMessageId>();
  return (
    <LinkButton to="/company/services" variant="secondary">
      {t('company.purchase.backToServices')}
    </LinkButton>
  );
}

function Paid({ payment, service }: { payment: Payment; service: Service | undefined }) {
  const t = useTranslate<CompanyMessageId>();
  const [showInvoice, setShowInvoice] = useState(false);
  const invoice = payment.invoice;
  return (
    <>
      <ResultCard title={t('company.purchase.confirmed.title')} heading={t('company.purchase.confirmed.heading')}>
        {service && <p>{t(ADDED[service.kind], { count: unitsOf(service, payment.quantity) })}</p>}
        {invoice && (
          <p>
            {t('company.purchase.confirmed.invoice', { number: invoice.number })}{' '}
            <Button variant="link" onClick={() => setShowInvoice(true)}>
              {t('company.purchase.confirmed.viewInvoice')}
            </Button>
          </p>
        )}
        <p className="company-ctas">
          {service && <LinkButton to={NEXT[service.kind].to}>{t(NEXT[service.kind].label)}</LinkButton>}
          <BackToServices />
        </p>
      </ResultCard>
      {showInvoice && invoice && (
        <InvoiceDialog
          payment={{ ...payment, invoice }}
          serviceLabel={service ? serviceName(t, service) : payment.code}
          onClose={() => setShowInvoice(false)}
        />
      )}
    </>
  );
}

function Pending({ waiting, onRecheck }: { waiting: boolean; onRecheck: () => void }) {
  const t = useTranslate<CompanyMessageId>();
  return (
    <ResultCard title={t('company.purchase.pending.title')} heading={t('company.purchase.pending.heading')}>
      {waiting ? (
        <Spinner label={t('company.purchase.pending.checking')} />
      ) : (
        <>
          <p>{t('company.purchase.pending.stillWaiting')}</p>
          <p className="company-ctas">
            <Button onClick={onRecheck}>{t('company.purchase.pending.recheck')}</Button>
            <BackToServices />
          </p>
        </>
      )}
    </ResultCard>
  );
}

function Denied({ payment }: { payment: Payment }) {
  const t = useTranslate<CompanyMessageId>();
  return (
    <ResultCard title={t('company.purchase.denied.title')} heading={t('company.purchase.denied.heading')}>
      <p>{t('company.purchase.denied.explain')}</p>
      <p className="company-ctas">
        <LinkButton to={purchasePath(payment.code)}>{t('company.purchase.denied.retry')}</LinkButton>
        <BackToServices />
      </p>
    </ResultCard>
  );
}

function Result({ id }: { id: string }) {
  const { state, waiting, recheck, retry } = usePayment(id);
  const services = useCompanyServices();
  if (state.status !== 'success') return <PaymentNotReady state={state} retry={retry} height={200} />;
  const { payment } = state;
  const service =
    services.status === 'success' ? services.data.services.find((s) => s.code === payment.code) : undefined;
  // The payment's own state decides, not the address the provider sent the visitor back to. A live region, so the
  // change from "waiting" to "confirmed" is announced.
  return (
    <div role="status" className="company-page">
      {payment.status === 'paid' && <Paid payment={payment} service={service} />}
      {payment.status === 'denied' && <Denied payment={payment} />}
      {payment.status === 'pending' && <Pending waiting={waiting} onRecheck={recheck} />}
    </div>
  );
}

/** The return address without a payment (typed, bookmarked, or cut short): nothing to wait for, a way on. */
function NoPayment() {
  const t = useTranslate<CompanyMessageId>();
  return (
    <div className="company-page">
      <PageTitle title={t('company.purchase.none.title')} />
      <Card as="section" className="company-result">
        <p>{t('company.purchase.noPayment')}</p>
        <p>{t('company.purchase.none.where')}</p>
        <p className="company-ctas">
          <LinkButton to="/company/services">{t('company.purchase.none.toServices')}</LinkButton>
        </p>
      </Card>
    </div>
  );
}

/**
 * `/company/services/purchase-confirmed` and `purchase-denied` (`?payment=`): where the provider sends the visitor
 * back. The page reads the payment and says what it became: added credits and the invoice, still waiting (asked
 * again a few times), or declined with a way to try again. Without a payment it says there is none to show.
 */
export function PurchaseResultPage({ outcome }: { outcome: 'confirmed' | 'denied' }) {
  const [params] = useSearchParams();
  const id = params.get('payment')?.trim();
  // `outcome` is only where the provider sent the visitor: the payment's own state is what the page shows.
  void outcome;
  return id ? <Result id={id} /> : <NoPayment />;
}
