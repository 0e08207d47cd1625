import { countryName } from 'shared-kit/constants';
import { currentLocale, formatDate, useTranslate } from 'shared-kit/i18n';
import { Button, Dialog } from 'shared-kit/ui';
import { formatMoney } from '../../../billing/money';
import type { InvoiceParty, Payment } from '../../../billing/types';
import type { CompanyMessageId } from '../../../locales';

/** A party as the invoice names it: name, address, country and VAT ID (EU VAT directive, art. 226). */
function Party({ heading, party }: { heading: string; party: InvoiceParty }) {
  const t = useTranslate<CompanyMessageId>();
  const lines = [
    party.name,
    party.address,
    [party.postcode, party.city].filter(Boolean).join(' '),
    party.country ? countryName(party.country, currentLocale()) : null,
    party.vat_id ? t('company.services.invoice.vatId', { vatId: party.vat_id }) : null,
  ].filter((line): line is string => Boolean(line));
  return (
    <div className="company-invoice-party">
      <h3>{heading}</h3>
      <address>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are in a fixed order and never move.
          <span key={index}>{line}</span>
        ))}
      </address>
    </div>
  );
}

/**
 * A paid payment's invoice, ready to print (the page prints the open dialog alone: styles/services.css), with everything
 * the EU VAT directive asks of one (docs/company-area.md#invoices): the seller and the buyer as the invoice keeps
 * them, its number and dates, the line with its quantity and unit price, the taxable amount, rate and VAT, and the
 * reverse-charge mention. The amounts are the payment's own, as the api issued them.
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
  const { invoice } = payment;
  const money = (cents: number) => formatMoney(cents, payment.currency);
  return (
    <Dialog
      open
      onClose={onClose}
      className="company-invoice"
      title={t('company.services.invoice.title', { number: invoice.number })}
      description={t('company.services.invoice.issued', { date: formatDate(invoice.issued_at) })}
      // The dialog's own Close button (its header) closes it.
      footer={<Button onClick={() => window.print()}>{t('company.services.invoice.print')}</Button>}
    >
      <div className="company-invoice-parties">
        <Party heading={t('company.services.invoice.seller')} party={invoice.seller} />
        <Party heading={t('company.services.invoice.billedTo')} party={invoice.buyer} />
      </div>
      <dl className="sk-facts company-facts company-invoice-dates">
        <div>
          <dt>{t('company.services.invoice.number')}</dt>
          <dd>{invoice.number}</dd>
        </div>
        <div>
          <dt>{t('company.services.invoice.issueDate')}</dt>
          <dd>{formatDate(invoice.issued_at)}</dd>
        </div>
        <div>
          <dt>{t('company.services.invoice.supplyDate')}</dt>
          <dd>{formatDate(invoice.supplied_at)}</dd>
        </div>
      </dl>
      <table className="sk-table company-table company-invoice-lines">
        <caption className="sk-visually-hidden">{t('company.services.invoice.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('company.services.invoice.item')}</th>
            <th scope="col">{t('company.services.invoice.quantity')}</th>
            <th scope="col">{t('company.services.invoice.unitPrice')}</th>
            <th scope="col">{t('company.services.invoice.vatRate')}</th>
            <th scope="col">{t('company.services.invoice.amount')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{serviceLabel}</td>
            <td>{payment.quantity}</td>
            <td>{money(invoice.unit_price)}</td>
            <td>{t('company.services.invoice.rate', { rate: payment.vat_rate })}</td>
            <td>{money(payment.net)}</td>
          </tr>
        </tbody>
      </table>
      <dl className="company-totals">
        <div>
          <dt>{t('company.services.invoice.taxable', { rate: payment.vat_rate })}</dt>
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
      {invoice.reverse_charge && <p>{t('company.services.invoice.reverseCharge')}</p>}
    </Dialog>
  );
}
