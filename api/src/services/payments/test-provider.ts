// The built-in test provider (docs/operations.md#payments): its "hosted checkout" is a page of this site
// (`/payments/test-checkout/{id}`, routes/payments) with Pay and Decline buttons, and its outcome reaches the api
// as a webhook event signed like a real provider's (HMAC-SHA256 over the timestamp and the raw body), through the
// same code path as a real provider's webhook. For development, CI and demos: it takes no money.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentOutcome, PaymentProvider, WebhookEvent } from './provider';

export const TEST_PROVIDER_ID = 'test';
const TEST_SIGNATURE_HEADER = 'x-test-payment-signature';
/** An event older than this is refused even with a good signature: a captured request cannot be replayed later. */
const TOLERANCE_SECONDS = 300;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const sign = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** A signed event as the test provider delivers it: its raw body and headers. */
export function signedTestEvent(
  secret: string,
  paymentId: string,
  outcome: PaymentOutcome,
  { eventId = `evt_${randomUUID()}`, timestamp = Math.floor(Date.now() / 1000) } = {},
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({ id: eventId, type: `payment.${outcome}`, payment_id: paymentId });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      [TEST_SIGNATURE_HEADER]: `t=${timestamp},v1=${sign(secret, timestamp, body)}`,
    },
  };
}

export function testProvider(secret: string): PaymentProvider {
  return {
    id: TEST_PROVIDER_ID,
    async createCheckout(payment) {
      return `/payments/test-checkout/${payment.id}`;
    },
    parseWebhook(rawBody: string, headers: IncomingHttpHeaders): WebhookEvent | null {
      const header = headers[TEST_SIGNATURE_HEADER];
      if (typeof header !== 'string') return null;
      const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header);
      if (!match) return null;
      const timestamp = Number(match[1]);
      if (Math.abs(Date.now() / 1000 - timestamp) > TOLERANCE_SECONDS) return null;
      const expected = Buffer.from(sign(secret, timestamp, rawBody));
      const given = Buffer.from(match[2] as string);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      let event: unknown;
      try {
        event = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const { id, type, payment_id: paymentId } = (event ?? {}) as Record<string, unknown>;
      if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(id)) return null;
      if (typeof paymentId !== 'string' || !UUID.test(paymentId)) return null;
      if (type !== 'payment.paid' && type !== 'payment.denied') return null;
      return { eventId: id, paymentId, outcome: type === 'payment.paid' ? 'paid' : 'denied' };
    },
  };
}
