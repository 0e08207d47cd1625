// Payments and the seller every invoice names (docs/operations.md#payments).
import { ConfigurationError, type Env, text } from './read';

/** Payments (docs/operations.md#payments). */
export type PaymentsConfig = {
  /**
   * PAYMENT_PROVIDER: who takes card payments. 'test' (the default) is the built-in provider whose hosted checkout
   * is a page of this site with Pay and Decline buttons: development, CI and demos, never real money.
   */
  provider: 'test';
  /** PAYMENT_WEBHOOK_SECRET: the HMAC key of the provider's webhook; null: the database's own random one (migration 104). */
  webhookSecret: string | null;
  /** Where bank transfers go: PAYMENT_TRANSFER_IBAN, _BIC, _BENEFICIARY. */
  transfer: { iban: string; bic: string; beneficiary: string };
  /**
   * The seller every invoice names (docs/company-area.md#invoices): SELLER_NAME, _ADDRESS, _POSTCODE, _CITY,
   * _COUNTRY, _VAT_ID.
   */
  seller: SellerConfig;
};

/**
 * The site's legal identity on its invoices (EU VAT directive, art. 226: the supplier's name, address and VAT ID).
 * The defaults are a demo company: a site that invoices for real sets its own.
 */
export type SellerConfig = {
  name: string;
  address: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2; only ES, whose VAT the invoices apply (services/payments/vat.ts). */
  country: 'ES';
  /** With its country prefix, as VIES writes it: `ESB12345678`. */
  vatId: string;
};

const PAYMENT_PROVIDERS = ['test'] as const;

/** A SELLER_* text: at most `max` characters on one line (it is printed on every invoice). */
function sellerText(env: Env, name: string, fallback: string, max: number): string {
  const value = text(env, name, fallback);
  if (value.length > max || /[\r\n]/.test(value))
    throw new Error(`${name} must be one line of at most ${max} characters`);
  return value;
}

function sellerConfig(env: Env): SellerConfig {
  const country = text(env, 'SELLER_COUNTRY', 'ES').toUpperCase();
  // The VAT rules the invoices apply are Spain's (services/payments/vat.ts): another seller country needs them first.
  if (country !== 'ES')
    throw new Error(`SELLER_COUNTRY must be ES (the VAT rules built in are Spain's), got "${country}"`);
  const vatId = text(env, 'SELLER_VAT_ID', 'ESB12345678')
    .toUpperCase()
    .replace(/[\s.\-_/]/g, '');
  if (!/^ES[A-Z0-9]{9}$/.test(vatId))
    throw new Error(`SELLER_VAT_ID must be a Spanish VAT ID with its prefix, such as ESB12345678, got "${vatId}"`);
  return {
    name: sellerText(env, 'SELLER_NAME', 'EuLangJobs S.L.', 150),
    address: sellerText(env, 'SELLER_ADDRESS', 'Calle de Alcalá 1, 3º', 200),
    postcode: sellerText(env, 'SELLER_POSTCODE', '28014', 20),
    city: sellerText(env, 'SELLER_CITY', 'Madrid', 100),
    country,
    vatId,
  };
}

export function paymentsConfig(env: Env): PaymentsConfig {
  const provider = text(env, 'PAYMENT_PROVIDER', 'test');
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(provider))
    throw new Error(`PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')}, got "${provider}"`);
  // The test provider lets whoever holds a payment's address confirm it, the buyer included: never on a site that
  // sells, unless its operator says so on purpose (a demo, a staging copy). docs/operations.md#payments.
  if (provider === 'test' && env.NODE_ENV === 'production' && env.ALLOW_TEST_PAYMENTS?.trim() !== '1') {
    throw new ConfigurationError(
      'PAYMENT_PROVIDER is "test" (the default) and NODE_ENV is production: the test provider lets any buyer ' +
        'confirm their own payment. Configure a real payment provider, or set ALLOW_TEST_PAYMENTS=1 for a ' +
        'demo or staging site that takes no real money.',
    );
  }
  const secret = env.PAYMENT_WEBHOOK_SECRET?.trim() || null;
  if (secret !== null && secret.length < 32)
    throw new Error('PAYMENT_WEBHOOK_SECRET must be at least 32 characters long');
  return {
    provider: provider as PaymentsConfig['provider'],
    webhookSecret: secret,
    transfer: {
      iban: text(env, 'PAYMENT_TRANSFER_IBAN', 'ES91 2100 0418 4502 0005 1332'),
      bic: text(env, 'PAYMENT_TRANSFER_BIC', 'CAIXESBBXXX'),
      beneficiary: text(env, 'PAYMENT_TRANSFER_BENEFICIARY', 'EuLangJobs S.L.'),
    },
    seller: sellerConfig(env),
  };
}
