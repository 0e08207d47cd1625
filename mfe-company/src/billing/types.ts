// The services and payments of the company contract (docs/company-area.md#services-and-payments), as the front end
// reads them. They mirror shared-kit/src/contracts/company-services.ts, written by the api in the same change; these
// are the fields the screens use, so a screen breaks at compile time if the contract drops one.

export type ServiceKind = 'job_posts' | 'cv_credits' | 'minisite';

/** One entry of `GET /api/services` (public) and `GET /api/companies/services` (VAT for the caller). */
export type Service = {
  code: string;
  kind: ServiceKind;
  name_key: string;
  /** Job posts or CV credits in the pack; months of minisite. */
  quantity: number;
  /** Net price of one pack in cents. */
  price: number;
  currency: string;
  /** Percent for the caller: 21 by default, 0 under reverse charge. */
  vat_rate: number;
};
export type ServicesResponse = { services: Service[] };

export type PaymentStatus = 'pending' | 'paid' | 'denied';
export type PaymentMethod = 'card' | 'transfer';

export type Payment = {
  id: string;
  code: string;
  /** Packs bought. */
  quantity: number;
  net: number;
  vat: number;
  total: number;
  currency: string;
  vat_rate: number;
  method: PaymentMethod;
  status: PaymentStatus;
  created_at: string;
  paid_at: string | null;
  invoice: { number: string; issued_at: string } | null;
  transfer: { iban: string; bic: string; beneficiary: string; reference: string } | null;
};
export type PaymentResponse = { payment: Payment };
export type PaymentsPage = { payments: Payment[]; total: number; lastPage: number; currentPage: number };
export type PurchaseRequest = { code: string; quantity: number; method: PaymentMethod };
export type PurchaseResponse = { payment: Payment; redirect: string };

export type BalancesResponse = { balances: { job: number; cv: number }; minisite: boolean };

export type CompanyProfile = {
  name: string;
  vat_id: string | null;
  billing_address: string | null;
  billing_city: string | null;
  billing_postcode: string | null;
  billing_country_id: number | null;
  website: string | null;
  description: string | null;
};
export type CompanyProfileResponse = { profile: CompanyProfile };
