// Purchases and their payments (docs/company-area.md#services-and-payments): a purchase creates a pending payment;
// only the provider's signed confirmation (or an admin, for a bank transfer) makes it paid, once, in one transaction
// with what it buys and its invoice number.
import { randomBytes } from 'node:crypto';
import { type Selectable, sql } from 'kysely';
import {
  type InvoiceParty,
  type PageEnvelope,
  pageEnvelope,
  type Payment,
  type PaymentMethod,
  type PaymentStatus,
  type Service,
} from 'shared-kit/contracts';
import type { PaymentsConfig, SellerConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Payments } from '../../db/generated';
import { text } from '../../i18n/catalogues';
import { HttpError, ValidationFailed } from '../../lib/http-errors';
import { addCredits } from '../company-credits';
import { SERVICES, serviceByCode, serviceNameKey } from './catalogue';
import type { PaymentProvider, WebhookEvent } from './provider';
import { testProvider } from './test-provider';
import { vatOf, vatRateFor } from './vat';
import { wireTime, wireTimeOrNull } from '../../lib/wire-time';

type Queryable = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom' | 'executeQuery'>;

const PAYMENTS_PAGE_SIZE = 20;

/** PAYMENT_WEBHOOK_SECRET, or the database's own random secret (migration 104), the same on every replica. */
export async function webhookSecret(db: Db, config: PaymentsConfig): Promise<string> {
  if (config.webhookSecret) return config.webhookSecret;
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', 'payment_webhook')
    .executeTakeFirstOrThrow();
  return row.value;
}

/** The provider PAYMENT_PROVIDER names (only the test provider is built in). */
export async function paymentProvider(db: Db, config: PaymentsConfig): Promise<PaymentProvider> {
  return testProvider(await webhookSecret(db, config));
}

/** The VAT ID on the company's billing profile (null: none). */
async function companyVatId(db: Queryable, companyId: number): Promise<string | null> {
  const row = await db
    .selectFrom('company_profiles')
    .select('vat_id')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row?.vat_id ?? null;
}

/** The catalogue with the VAT rate of the caller: a company's own, or Spain's for a guest. */
export async function catalogueFor(db: Db, companyId: number | null): Promise<Service[]> {
  const rate = vatRateFor(companyId === null ? null : await companyVatId(db, companyId));
  return SERVICES.map((service) => ({
    code: service.code,
    kind: service.kind,
    name_key: serviceNameKey(service.kind),
    quantity: service.quantity,
    price: service.price,
    currency: 'EUR' as const,
    vat_rate: rate,
  }));
}

type PaymentRow = Selectable<Payments> & {
  invoice_number: string | null;
  invoice_issued_at: Date | null;
  invoice_buyer: unknown;
  invoice_seller: unknown;
  buyer_country_name: string | null;
  buyer_country_iso2: string | null;
};

/** The seller's country by its code: SELLER_COUNTRY is Spain's (config/payments.ts), whose VAT the invoices apply. */
const SELLER_COUNTRY_NAMES: Record<SellerConfig['country'], string> = { ES: 'Spain' };

/** The seller as an invoice names it (stored on the invoice when it is issued: docs/company-area.md#invoices). */
function sellerParty(seller: SellerConfig): InvoiceParty {
  return {
    name: seller.name,
    address: seller.address,
    postcode: seller.postcode,
    city: seller.city,
    country: { name: SELLER_COUNTRY_NAMES[seller.country], iso2: seller.country },
    vat_id: seller.vatId,
  };
}

type StoredBuyer = {
  name: string;
  vat_id: string | null;
  address: string | null;
  city: string | null;
  postcode: string | null;
  country_id: number | null;
};

/** The buyer as the invoice stored it, with the name and code of its country. */
function buyerParty(row: PaymentRow): InvoiceParty {
  const buyer = row.invoice_buyer as StoredBuyer;
  return {
    name: buyer.name,
    address: buyer.address,
    postcode: buyer.postcode,
    city: buyer.city,
    country: row.buyer_country_name ? { name: row.buyer_country_name, iso2: row.buyer_country_iso2 } : null,
    vat_id: buyer.vat_id,
  };
}

/**
 * A payment on the wire, with its invoice when it is paid: everything art. 226 of the EU VAT directive asks of one
 * (docs/company-area.md#invoices). Invoices issued before the seller was stored on them name today's seller.
 */
export function paymentAnswer(row: PaymentRow, config: Pick<PaymentsConfig, 'transfer' | 'seller'>): Payment {
  const { transfer } = config;
  return {
    id: row.id,
    code: row.code,
    quantity: row.quantity,
    net: row.net,
    vat: row.vat,
    total: row.total,
    currency: 'EUR',
    vat_rate: row.vat_rate,
    method: row.method as PaymentMethod,
    status: row.status as PaymentStatus,
    created_at: wireTime(row.created_at),
    paid_at: wireTimeOrNull(row.paid_at),
    invoice:
      row.invoice_number === null
        ? null
        : {
            number: row.invoice_number,
            issued_at: wireTimeOrNull(row.invoice_issued_at) as string,
            supplied_at: wireTimeOrNull(row.paid_at ?? row.invoice_issued_at) as string,
            seller: (row.invoice_seller as InvoiceParty | null) ?? sellerParty(config.seller),
            buyer: buyerParty(row),
            unit_price: row.unit_price,
            reverse_charge: row.vat_rate === 0,
          },
    transfer: row.method === 'transfer' ? { ...transfer, reference: row.reference } : null,
  };
}

function paymentRows(db: Queryable) {
  return db
    .selectFrom('payments')
    .leftJoin('invoices', 'invoices.payment_id', 'payments.id')
    .leftJoin('countries as buyer_country', (join) =>
      join.on(sql<boolean>`buyer_country.id = (invoices.buyer->>'country_id')::integer`),
    )
    .selectAll('payments')
    .select([
      'invoices.number as invoice_number',
      'invoices.issued_at as invoice_issued_at',
      'invoices.buyer as invoice_buyer',
      'invoices.seller as invoice_seller',
      'buyer_country.name as buyer_country_name',
      'buyer_country.iso2 as buyer_country_iso2',
    ]);
}

/** A transfer's reference: short enough to type on a bank order, unguessable enough not to collide. */
function transferReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return `ELJ-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** Creates a pending payment for a purchase; nothing is added until it is confirmed. */
export async function createPayment(
  db: Db,
  input: { companyId: number; userId: number; code: string; quantity: number; method: PaymentMethod; provider: string },
): Promise<PaymentRow> {
  const service = serviceByCode(input.code);
  if (!service) throw new ValidationFailed({ code: [text('api.validation.selected', { field: 'code' })] });
  const vatId = await companyVatId(db, input.companyId);
  const rate = vatRateFor(vatId);
  const net = service.price * input.quantity;
  const vat = vatOf(net, rate);
  const row = await db
    .insertInto('payments')
    .values({
      company_id: input.companyId,
      user_id: input.userId,
      code: service.code,
      kind: service.kind,
      quantity: input.quantity,
      units: service.quantity * input.quantity,
      unit_price: service.price,
      net,
      vat_rate: rate,
      vat,
      total: net + vat,
      vat_id: rate === 0 ? vatId : null,
      method: input.method,
      // A transfer is confirmed by an admin, not by a provider.
      provider: input.method === 'transfer' ? 'transfer' : input.provider,
      reference: transferReference(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return {
    ...row,
    invoice_number: null,
    invoice_issued_at: null,
    invoice_buyer: null,
    invoice_seller: null,
    buyer_country_name: null,
    buyer_country_iso2: null,
  };
}

/** One of the company's payments; another company's is a 404, like one that does not exist. */
export async function companyPayment(db: Db, companyId: number, id: string): Promise<PaymentRow> {
  const row = await paymentRows(db)
    .where('payments.id', '=', id)
    .where('payments.company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, text('api.services.paymentNotFound'));
  return row;
}

export async function paymentById(db: Queryable, id: string): Promise<PaymentRow | undefined> {
  return paymentRows(db).where('payments.id', '=', id).executeTakeFirst();
}

export async function listPayments(
  db: Db,
  companyId: number,
  page: number,
): Promise<{ rows: PaymentRow[] } & PageEnvelope> {
  const { count } = await db
    .selectFrom('payments')
    .where('company_id', '=', companyId)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const rows = await paymentRows(db)
    .where('payments.company_id', '=', companyId)
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id')
    .limit(PAYMENTS_PAGE_SIZE)
    .offset((page - 1) * PAYMENTS_PAGE_SIZE)
    .execute();
  return { rows, ...pageEnvelope(total, page, PAYMENTS_PAGE_SIZE) };
}

/** The calendar year in Spain (the seller's books) of a moment. */
function invoiceYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Madrid' }).format(at));
}

/**
 * Pending -> paid, with what was bought and the invoice, inside the caller's transaction. The conditional update is
 * what makes a second confirmation (a webhook delivered twice, two admins) change nothing: false then.
 * The invoice counter row is locked by its update until the transaction ends, so numbers have no gaps and no twins.
 * The invoice keeps the seller and the buyer as they are now: a later change of either does not rewrite it.
 */
export async function confirmPayment(
  trx: Queryable,
  paymentId: string,
  seller: SellerConfig,
  at: Date = new Date(),
): Promise<boolean> {
  const paid = await trx
    .updateTable('payments')
    .set({ status: 'paid', paid_at: at })
    .where('id', '=', paymentId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  if (!paid) return false;
  if (paid.kind === 'job_posts' || paid.kind === 'cv_credits') {
    await addCredits(trx, paid.company_id, paid.kind === 'job_posts' ? 'job' : 'cv', paid.units, 'payment', paid.id);
  } else {
    await trx
      .updateTable('companies')
      .set({ has_minisite_service: true })
      .where('id', '=', paid.company_id)
      .where('has_minisite_service', '=', false)
      .execute();
    const months = sql`make_interval(months => ${paid.units})`;
    await trx
      .insertInto('company_minisites')
      .values({ company_id: paid.company_id, paid_until: sql`${at}::timestamptz + ${months}` })
      .onConflict((oc) =>
        oc.column('company_id').doUpdateSet({
          paid_until: sql`greatest(coalesce(company_minisites.paid_until, ${at}::timestamptz), ${at}::timestamptz) + ${months}`,
          updated_at: sql`now()`,
        }),
      )
      .execute();
  }
  const year = invoiceYear(at);
  const counter = await trx
    .insertInto('invoice_counters')
    .values({ year, last: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet({ last: sql`invoice_counters.last + 1` }))
    .returning('last')
    .executeTakeFirstOrThrow();
  const [company, profile] = await Promise.all([
    trx.selectFrom('companies').select(['name']).where('id', '=', paid.company_id).executeTakeFirstOrThrow(),
    trx.selectFrom('company_profiles').selectAll().where('company_id', '=', paid.company_id).executeTakeFirst(),
  ]);
  await trx
    .insertInto('invoices')
    .values({
      payment_id: paid.id,
      company_id: paid.company_id,
      year,
      seq: counter.last,
      number: `${year}-${String(counter.last).padStart(6, '0')}`,
      issued_at: at,
      buyer: JSON.stringify({
        name: company.name,
        vat_id: profile?.vat_id ?? null,
        address: profile?.billing_address ?? null,
        city: profile?.billing_city ?? null,
        postcode: profile?.billing_postcode ?? null,
        country_id: profile?.billing_country_id ?? null,
      }),
      seller: JSON.stringify(sellerParty(seller)),
    })
    .execute();
  return true;
}

/** Pending -> denied: nothing is added. A paid payment stays paid (false). */
async function denyPayment(trx: Queryable, paymentId: string): Promise<boolean> {
  const denied = await trx
    .updateTable('payments')
    .set({ status: 'denied', denied_at: sql`now()` })
    .where('id', '=', paymentId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(denied.numUpdatedRows) > 0;
}

export type WebhookResult = 'applied' | 'duplicate' | 'unknown-payment' | 'ignored';

/**
 * A verified provider event, applied once: the event id is recorded in the same transaction as its effect, so a
 * second delivery (or two at once: the primary key serialises them) finds it and changes nothing.
 */
export async function applyWebhookEvent(
  db: Db,
  providerId: string,
  event: WebhookEvent,
  seller: SellerConfig,
): Promise<WebhookResult> {
  return db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('payments')
      .select(['id', 'provider'])
      .where('id', '=', event.paymentId)
      .executeTakeFirst();
    const known = payment?.provider === providerId;
    const recorded = await trx
      .insertInto('payment_events')
      .values({
        provider: providerId,
        event_id: event.eventId,
        payment_id: known ? event.paymentId : null,
        outcome: event.outcome,
      })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!recorded) return 'duplicate';
    if (!known) return 'unknown-payment';
    const changed =
      event.outcome === 'paid'
        ? await confirmPayment(trx, event.paymentId, seller)
        : await denyPayment(trx, event.paymentId);
    return changed ? 'applied' : 'ignored';
  });
}

/** An admin marks a bank transfer as received. A payment that is not a pending transfer: 422 on `status`. */
export async function markTransferPaid(db: Db, paymentId: string, seller: SellerConfig): Promise<PaymentRow> {
  return db.transaction().execute(async (trx) => {
    const payment = await paymentById(trx, paymentId);
    if (!payment) throw new HttpError(404, text('api.services.paymentNotFound'));
    if (payment.method !== 'transfer' || payment.status !== 'pending')
      throw new ValidationFailed({ status: [text('api.services.notPendingTransfer')] });
    await confirmPayment(trx, paymentId, seller);
    return (await paymentById(trx, paymentId)) as PaymentRow;
  });
}
