// A company's services and payments (docs/contracts.md#services-and-payments, docs/company-area.md#services-and-payments):
// the catalogue, the billing profile with its VAT ID, purchases and their payments, and the balances they buy.
// No React, no DOM: the api loads these modules from dist/ (CommonJS) and front ends import only their types.
import { type Static, Type } from 'typebox';
import { Id, Int, MultilineText, OrNull, Text } from './bounds';
import { COMPANY_PROFILE_LIMITS as L } from './limits';
import { Nullable, OneOf, PageEnvelopeFields } from './common';
import { CompanyBalancesSchema } from './company-jobs';
import { APPLICANT_MAIL_CHOICES } from './account-constants';

export const SERVICE_KINDS = ['job_posts', 'cv_credits', 'minisite'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

export const ServiceSchema = Type.Object({
  /** Stable id of the offer: `job_posts_5`, `cv_credits_50`, `minisite_12m`. */
  code: Type.String(),
  kind: Type.Union([Type.Literal('job_posts'), Type.Literal('cv_credits'), Type.Literal('minisite')]),
  /** The api's message id of the offer's name (`api.services.catalogue.job_posts`, with `{count}`). */
  name_key: Type.String(),
  /** What one unit buys: job posts, CV unlocks, or months of minisite. */
  quantity: Type.Integer(),
  /** Net price of one unit in cents. */
  price: Type.Integer(),
  currency: Type.Literal('EUR'),
  /** VAT percent for the caller: 21 (Spain), or 0 (reverse charge) for an EU company outside Spain with a valid VAT ID. */
  vat_rate: Type.Integer(),
});
export type Service = Static<typeof ServiceSchema>;

/** `GET /api/services` and `GET /api/companies/services`. */
export const ServiceCatalogueSchema = Type.Object({ services: Type.Array(ServiceSchema) });
export type ServiceCatalogue = Static<typeof ServiceCatalogueSchema>;

export const CompanyProfileSchema = Type.Object({
  name: Type.String(),
  /** Normalised: capitals, no spaces or punctuation (`DE123456789`). */
  vat_id: Nullable(Type.String()),
  billing_address: Nullable(Type.String()),
  billing_city: Nullable(Type.String()),
  billing_postcode: Nullable(Type.String()),
  billing_country_id: Nullable(Type.Integer()),
  website: Nullable(Type.String()),
  description: Nullable(Type.String()),
});
export type CompanyProfile = Static<typeof CompanyProfileSchema>;

/** `GET/PUT /api/companies/profile`. */
export const CompanyProfileResponseSchema = Type.Object({ profile: CompanyProfileSchema });
export type CompanyProfileResponse = Static<typeof CompanyProfileResponseSchema>;

/** `PUT /api/companies/profile`: the whole profile; empty texts and null clear a field. */
export const CompanyProfileRequestSchema = Type.Object({
  name: Text(L.name, { minLength: 2 }),
  vat_id: Type.Optional(OrNull(Text(L.vatId))),
  billing_address: Type.Optional(OrNull(Text(L.billingAddress))),
  billing_city: Type.Optional(OrNull(Text(L.billingCity))),
  billing_postcode: Type.Optional(OrNull(Text(L.billingPostcode))),
  billing_country_id: Type.Optional(OrNull(Id())),
  website: Type.Optional(OrNull(Text(L.website))),
  description: Type.Optional(OrNull(MultilineText(L.description))),
});
export type CompanyProfileRequest = Static<typeof CompanyProfileRequestSchema>;

/** How the company hears of new applicants (APPLICANT_MAIL_CHOICES; docs/company-area.md#mails-about-new-applicants). */
export const ApplicantMailChoiceSchema = OneOf(APPLICANT_MAIL_CHOICES);

/** `GET/PUT /api/companies/applicant-mails`: the company's choice, for all its accounts. */
export const ApplicantMailsSettingSchema = Type.Object({ applicant_mails: ApplicantMailChoiceSchema });
export type ApplicantMailsSetting = Static<typeof ApplicantMailsSettingSchema>;

/**
 * A party of an invoice, as it was when the invoice was issued (EU VAT directive 2006/112/EC, art. 226: full name and
 * address, and the VAT ID): the seller (the site, from its SELLER_* settings) or the buyer (the company's billing
 * profile). The country as the site's lists name it, with its ISO 3166-1 code for its name in another language.
 */
export const InvoicePartySchema = Type.Object({
  name: Type.String(),
  address: Nullable(Type.String()),
  postcode: Nullable(Type.String()),
  city: Nullable(Type.String()),
  country: Nullable(Type.Object({ name: Type.String(), iso2: Nullable(Type.String()) })),
  vat_id: Nullable(Type.String()),
});
export type InvoiceParty = Static<typeof InvoicePartySchema>;

/** A paid payment's invoice (docs/company-area.md#invoices); its amounts are the payment's own. */
export const InvoiceSchema = Type.Object({
  /** Gapless per year: `2026-000001`. */
  number: Type.String(),
  issued_at: Type.String(),
  /** When the service was supplied: the payment's confirmation, when what it bought was added. */
  supplied_at: Type.String(),
  seller: InvoicePartySchema,
  buyer: InvoicePartySchema,
  /** Net price of one pack, in cents. */
  unit_price: Type.Integer(),
  /** The buyer accounts for the VAT (art. 196): a business of another EU country with a valid VAT ID, at 0 %. */
  reverse_charge: Type.Boolean(),
});
export type Invoice = Static<typeof InvoiceSchema>;

export const PAYMENT_METHODS = ['card', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'denied'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const PaymentMethodSchema = Type.Union([Type.Literal('card'), Type.Literal('transfer')]);

export const PaymentSchema = Type.Object({
  id: Type.String(),
  code: Type.String(),
  /** Units bought (each `quantity` of the service). */
  quantity: Type.Integer(),
  /** Cents. */
  net: Type.Integer(),
  vat: Type.Integer(),
  total: Type.Integer(),
  currency: Type.Literal('EUR'),
  vat_rate: Type.Integer(),
  method: PaymentMethodSchema,
  status: Type.Union([Type.Literal('pending'), Type.Literal('paid'), Type.Literal('denied')]),
  created_at: Type.String(),
  paid_at: Nullable(Type.String()),
  /** Only a paid payment has one: numbers are gapless per year (`2026-000001`). */
  invoice: Nullable(InvoiceSchema),
  /** Bank transfer instructions; null for card payments. */
  transfer: Nullable(
    Type.Object({ iban: Type.String(), bic: Type.String(), beneficiary: Type.String(), reference: Type.String() }),
  ),
});
export type Payment = Static<typeof PaymentSchema>;

/** `POST /api/companies/services/purchase`. */
export const PurchaseRequestSchema = Type.Object({
  code: Text(40, { minLength: 1 }),
  quantity: Int(1, 100),
  method: PaymentMethodSchema,
});
export type PurchaseRequest = Static<typeof PurchaseRequestSchema>;

/** 201 of the purchase: where the browser goes next (the provider's checkout, or the transfer instructions). */
export const PurchaseResponseSchema = Type.Object({ payment: PaymentSchema, redirect: Type.String() });
export type PurchaseResponse = Static<typeof PurchaseResponseSchema>;

export const PaymentResponseSchema = Type.Object({ payment: PaymentSchema });
export type PaymentResponse = Static<typeof PaymentResponseSchema>;

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
export const PaymentIdParamsSchema = Type.Object({ id: Type.String({ pattern: UUID_PATTERN, maxLength: 36 }) });

export const PaymentListQuerySchema = Type.Object({ page: Type.Optional(Int(1, 100_000, { default: 1 })) });
export const PaymentListSchema = Type.Object({
  payments: Type.Array(PaymentSchema),
  ...PageEnvelopeFields,
});
export type PaymentList = Static<typeof PaymentListSchema>;

/** `GET /api/companies/balances`. */
export const BalancesResponseSchema = Type.Object({ balances: CompanyBalancesSchema, minisite: Type.Boolean() });
export type BalancesResponse = Static<typeof BalancesResponseSchema>;

export const PaymentProviderParamsSchema = Type.Object({ provider: Text(20, { minLength: 1 }) });
