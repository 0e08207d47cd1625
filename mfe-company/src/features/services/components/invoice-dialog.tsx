import { formatDate, useTranslate } from 'shared-kit/i18n';
import { Button, Dialog, Skeleton } from 'shared-kit/ui';
import { formatMoney } from '../../../billing/money';
import type { Payment } from '../../../billing/types';
import type { CompanyMessageId } from '../../../locales';
import { useCompanyProfile } from '../api/get-company-profile';

function BilledTo() {
  const t = useTranslate<CompanyMessageId>();
  const request = useCompanyProfile();
  if (request.status === 'loading')
    return <Skeleton height={72} label={t('company.services.invoice.loadingProfile')} />;
  // The invoice's figures do not depend on it: without the profile the dialog still shows them.
  if (request.status === 'error') return null;
  const { profile } = request.data;
  const lines = [
    profile.name,
    profile.billing_address,
    [profile.billing_postcode, profile.billing_city].filter(Boolean).join(' '),
    profile.vat_id ? t('company.services.invoice.vatId', { vatId: profile.vat_id }) : null,
  ].filter((line): line is string => Boolean(line));
  return (
    <div className="company-invoice-party">
      <h3>{t('company.services.invoice.billedTo')}</h3>
      <address>
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    </div>
  );
}

/**
 * A paid payment's invoice, ready to print (the page prints the open dialog alone: company.css). The amounts are
 * the payment's own, as the api issued them.
 */
export function InvoiceDialog({
  payment,
  serviceLabel,
  onClose,
}: {
  payment: Payment & { invoice: NonNullable<Payment['invoice']> };
  serviceLabel: string;
  onClose: () => void;
}) {
  const t = useTranslate<CompanyMessageId>();
  const money = (cents: number) => formatMoney(cents, payment.currency);
  return (
    <Dialog
      open
      onClose={onClose}
      className="company-invoice"
      title={t('company.services.invoice.title', { number: payment.invoice.number })}
      description={t('company.services.invoice.issued', { date: formatDate(payment.invoice.issued_at) })}
      // The dialog's own Close button (its header) closes it.
      footer={<Button onClick={() => window.print()}>{t('company.services.invoice.print')}</Button>}
    >
      <BilledTo />
      <table className="company-table company-invoice-lines">
        <caption className="sk-visually-hidden">{t('company.services.invoice.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('company.services.invoice.item')}</th>
            <th scope="col">{t('company.services.invoice.quantity')}</th>
            <th scope="col">{t('company.services.invoice.amount')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{serviceLabel}</td>
            <td>{payment.quantity}</td>
            <td>{money(payment.net)}</td>
          </tr>
        </tbody>
      </table>
      <dl className="company-totals">
        <div>
          <dt>{t('company.services.net')}</dt>
          <dd>{money(payment.net)}</dd>
        </div>
        <div>
          <dt>{t('company.services.vat', { rate: payment.vat_rate })}</dt>
          <dd>{money(payment.vat)}</dd>
        </div>
        <div className="company-totals-total">
          <dt>{t('company.services.total')}</dt>
          <dd>{money(payment.total)}</dd>
        </div>
      </dl>
      {payment.vat_rate === 0 && <p>{t('company.services.invoice.reverseCharge')}</p>}
    </Dialog>
  );
}
