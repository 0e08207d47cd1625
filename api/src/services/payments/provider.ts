// Payment providers (docs/company-area.md#services-and-payments, docs/operations.md#payments): where a card payment
// is taken and how its outcome comes back. The api never trusts the browser's return to say a payment was made:
// only a webhook the provider signed does. A real provider (Stripe: a Checkout Session and its signed
// `checkout.session.completed` events) implements this interface and is chosen by PAYMENT_PROVIDER.
import type { IncomingHttpHeaders } from 'node:http';

export type PaymentOutcome = 'paid' | 'denied';

/** What a verified webhook says: one event (its id makes a second delivery recognisable) about one payment. */
export type WebhookEvent = { eventId: string; paymentId: string; outcome: PaymentOutcome };

/** The part of a payment a provider needs to take it. */
type CheckoutPayment = { id: string; total: number; currency: string };

export interface PaymentProvider {
  /** Its name in URLs (`/api/payments/webhooks/{id}`) and on payments. */
  readonly id: string;
  /** Opens the provider's hosted checkout for a payment: the address the company's browser goes to. */
  createCheckout(payment: CheckoutPayment): Promise<string>;
  /**
   * Verifies a webhook's signature over its raw body and reads it; null when the signature is missing, wrong or
   * stale, or the body is not an event about a payment.
   */
  parseWebhook(rawBody: string, headers: IncomingHttpHeaders): WebhookEvent | null;
}
