import type { Payment, Service } from '../../../billing/types';

export const services: Service[] = [
  {
    code: 'job_posts_1',
    kind: 'job_posts',
    name_key: 'api.services.job_posts_1',
    quantity: 1,
    price: 9900,
    currency: 'EUR',
    vat_rate: 21,
  },
  {
    code: 'job_posts_5',
    kind: 'job_posts',
    name_key: 'api.services.job_posts_5',
    quantity: 5,
    price: 39900,
    currency: 'EUR',
    vat_rate: 21,
  },
  {
    code: 'cv_credits_10',
    kind: 'cv_credits',
    name_key: 'api.services.cv_credits_10',
    quantity: 10,
    price: 4900,
    currency: 'EUR',
    vat_rate: 21,
  },
  {
    code: 'minisite_12',
    kind: 'minisite',
    name_key: 'api.services.minisite_12',
    quantity: 12,
    price: 59000,
    currency: 'EUR',
    vat_rate: 21,
  },
];

/** A payment by bank transfer still waiting for the money: the seller's bank details and the payment's reference. */
export function makeTransferPayment(reference: string, overrides: Partial<Payment> = {}): Payment {
  return makePayment({
    method: 'transfer',
    status: 'pending',
    paid_at: null,
    invoice: null,
    transfer: { iban: 'ES91 2100 0418 4502 0005 1332', bic: 'CAIXESBBXXX', beneficiary: 'EuLangJobs SL', reference },
    ...overrides,
  });
}

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: '8a4d1a52-3c4e-4f0b-9a39-0e6f1f0c1b11',
    code: 'cv_credits_10',
    quantity: 1,
    net: 4900,
    vat: 1029,
    total: 5929,
    currency: 'EUR',
    vat_rate: 21,
    method: 'card',
    status: 'paid',
    created_at: '2026-11-20T10:00:00.000Z',
    paid_at: '2026-11-20T10:01:00.000Z',
    invoice: {
      number: '2026-000007',
      issued_at: '2026-11-20T10:01:00.000Z',
      supplied_at: '2026-11-20T10:01:00.000Z',
      seller: {
        name: 'EuLangJobs S.L.',
        address: 'Calle de Alcalá 1, 3º',
        postcode: '28014',
        city: 'Madrid',
        country: { name: 'Spain', iso2: 'ES' },
        vat_id: 'ESB12345678',
      },
      buyer: {
        name: 'Polyglot Support BV',
        address: 'Keizersgracht 1',
        postcode: '1015 CJ',
        city: 'Amsterdam',
        country: { name: 'Netherlands', iso2: 'NL' },
        vat_id: null,
      },
      unit_price: 4900,
      reverse_charge: false,
    },
    transfer: null,
    ...overrides,
  };
}

export const profile = {
  name: 'Polyglot Support BV',
  vat_id: 'NL123456789B01',
  billing_address: 'Keizersgracht 1',
  billing_city: 'Amsterdam',
  billing_postcode: '1015 CJ',
  billing_country_id: 150,
  website: null,
  description: null,
};
