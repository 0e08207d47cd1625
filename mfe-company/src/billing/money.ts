import { currentLocale } from 'shared-kit/i18n';
import { INTL_LOCALES } from 'shared-kit/constants';
import type { Service } from './types';

/**
 * An amount in cents in the interface language, always with its cents ("€20.79", "20,79 €"): a price list and an
 * invoice line up their decimals. (shared-kit's formatCurrency drops the decimals of whole amounts.)
 */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat(INTL_LOCALES[currentLocale()], {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

export type Totals = { net: number; vat: number; total: number };

/**
 * What `packs` of a service cost: net, VAT at the caller's rate (rounded to the cent) and total. A preview of what
 * the api will charge; the payment it answers carries the amounts that count.
 */
export function totalsOf(service: Pick<Service, 'price' | 'vat_rate'>, packs = 1): Totals {
  const net = service.price * packs;
  const vat = Math.round((net * service.vat_rate) / 100);
  return { net, vat, total: net + vat };
}

/** What one pack adds to the account: credits for job posts and CV credits, months for the minisite. */
export function unitsOf(service: Pick<Service, 'quantity'>, packs = 1): number {
  return service.quantity * packs;
}
