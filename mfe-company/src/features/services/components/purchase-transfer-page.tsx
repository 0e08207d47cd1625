import { formatDate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { useParams } from 'shared-kit/router';
import { Button, Card, LinkButton, PageTitle } from 'shared-kit/ui';
import { formatMoney } from '../../../billing/money';
import type { CompanyMessageId } from '../../../locales';
import { usePayment } from '../hooks/use-payment';
import { PaymentNotReady } from './payment-not-ready';
import { PaymentStatusBadge } from './payment-status-badge';

function CopyRow({ label, value }: { label: string; value: string }) {
  const t = useTranslate<CompanyMessageId>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(t('company.purchase.transfer.copied', { field: label }));
    } catch {
      notify.error(t('company.purchase.transfer.copyFailed'));
    }
  };
  return (
    <div className="company-transfer-row">
      <dt>{label}</dt>
      <dd>
        <span className="company-transfer-value">{value}</span>
        <Button
          variant="secondary"
          size="sm"
          onClick={copy}
          aria-label={t('company.purchase.transfer.copy', { field: label })}
        >
          {t('company.purchase.transfer.copyShort')}
        </Button>
      </dd>
    </div>
  );
}

function Instructions({ id }: { id: string }) {
  const t = useTranslate<CompanyMessageId>();
  // Asked again a few times too: a transfer marked paid while the page is open shows so.
  const { state, retry } = usePayment(id);
  if (state.status !== 'success') return <PaymentNotReady state={state} retry={retry} height={280} />;
  const { payment } = state;
  const transfer = payment.transfer;
  return (
    <Card as="section" className="company-transfer" aria-labelledby="company-transfer-heading">
      <h2 id="company-transfer-heading" className="sk-card-title">
        {t('company.purchase.transfer.heading')} <PaymentStatusBadge status={payment.status} />
      </h2>
      {payment.status === 'paid' ? (
        <p>{t('company.purchase.transfer.paid', { date: formatDate(payment.paid_at ?? payment.created_at) })}</p>
      ) : (
        <p>{t('company.purchase.transfer.explain')}</p>
      )}
      {transfer && (
        <dl className="company-transfer-details">
          <CopyRow label={t('company.purchase.transfer.amount')} value={formatMoney(payment.total, payment.currency)} />
          <CopyRow label={t('company.purchase.transfer.iban')} value={transfer.iban} />
          <CopyRow label={t('company.purchase.transfer.bic')} value={transfer.bic} />
          <CopyRow label={t('company.purchase.transfer.beneficiary')} value={transfer.beneficiary} />
          <CopyRow label={t('company.purchase.transfer.reference')} value={transfer.reference} />
        </dl>
      )}
      <p className="company-ctas">
        <LinkButton to="/company/services" variant="secondary">
          {t('company.purchase.backToServices')}
        </LinkButton>
      </p>
    </Card>
  );
}

/** `/company/services/purchase-transfer/{payment_id}`: how to pay by bank transfer; the payment stays pending. */
export function PurchaseTransferPage() {
  const t = useTranslate<CompanyMessageId>();
  const { payment_id: id = '' } = useParams();
  return (
    <div className="company-page">
      <PageTitle title={t('company.purchase.transfer.title')} />
      <Instructions id={id} />
    </div>
  );
}
