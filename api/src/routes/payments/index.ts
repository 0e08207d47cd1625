import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  ErrorResponseSchema,
  PaymentIdParamsSchema,
  PaymentProviderParamsSchema,
  PaymentResponseSchema,
} from 'shared-kit/contracts';
import { type Text, text } from '../../i18n/catalogues';
import { HttpError } from '../../lib/http-errors';
import { escapeHtml } from '../../lib/escape-html';
import { plainPage } from '../../lib/plain-page';
import { GuardedErrorsSchemas } from '../../schemas/errors';
import { serviceByCode } from '../../services/payments/catalogue';
import {
  applyWebhookEvent,
  markTransferPaid,
  paymentAnswer,
  paymentById,
  paymentProvider,
  webhookSecret,
} from '../../services/payments';
import type { PaymentOutcome } from '../../services/payments/provider';
import { signedTestEvent, TEST_PROVIDER_ID } from '../../services/payments/test-provider';
import { named } from '../../lib/plugin-names';

/** A provider's event is small; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** The test checkout page's stylesheet: a file of our own origin, as the CSP allows no inline style. */
const CHECKOUT_CSS = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#1c2230;margin:0;padding:2rem 1rem;line-height:1.5}
main{max-width:28rem;margin:0 auto;background:#fff;border:1px solid #d7dbe3;border-radius:12px;padding:1.5rem 1.75rem}
h1{font-size:1.35rem;margin:0 0 .75rem}
.notice{background:#fff6db;border:1px solid #e6c65c;border-radius:8px;padding:.5rem .75rem;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}
dt{color:#4a5366}dd{margin:0;font-weight:600;text-align:right}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.25rem}
.actions form{flex:1 1 10rem;margin:0}
button{width:100%;font:inherit;font-weight:600;padding:.7rem 1rem;border-radius:8px;cursor:pointer;border:2px solid #1747b5}
.pay{background:#1747b5;color:#fff}
.decline{background:#fff;color:#1747b5}
button:focus-visible{outline:3px solid #1c2230;outline-offset:2px}
`;

/**
 * Payment outcomes (docs/company-area.md#services-and-payments, docs/operations.md#payments): the providers'
 * webhooks, the built-in test provider's hosted checkout page, and the admin's confirmation of a bank transfer.
 */
const paymentRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  /** A provider's event, whoever delivered it: verified, then applied once. */
  async function receive(providerId: string, rawBody: string, headers: FastifyRequest['headers']) {
    const provider = await paymentProvider(fastify.db, fastify.config.payments);
    if (provider.id !== providerId) throw new HttpError(404, text('api.error.notFound'));
    const event = provider.parseWebhook(rawBody, headers);
    if (!event) throw new HttpError(400, text('api.services.badSignature'));
    const result = await applyWebhookEvent(fastify.db, provider.id, event, fastify.config.payments.seller);
    fastify.log.info(
      { provider: provider.id, eventId: event.eventId, paymentId: event.paymentId, result },
      'payment event',
    );
    return result;
  }

  // The webhook reads its body as the raw text the signature covers: its own JSON parser, in its own scope.
  const webhookScope: FastifyPluginAsyncTypebox = async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/api/payments/webhooks/:provider',
      {
        schema: {
          tags: ['payments'],
          summary: "A payment provider's signed event (paid or denied); the same event twice changes nothing",
          params: PaymentProviderParamsSchema,
          response: {
            200: Type.Object({ received: Type.Literal(true) }),
            400: ErrorResponseSchema,
            404: ErrorResponseSchema,
          },
        },
      },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        await receive(request.params.provider, raw, request.headers);
        return { received: true as const };
      },
    );
  };
  await fastify.register(named('webhookScope', webhookScope));

  fastify.post(
    '/api/admin/payments/:id/mark-paid',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a pending bank transfer as received: adds what it bought and issues its invoice',
        security: [{ bearerAuth: [] }],
        params: PaymentIdParamsSchema,
        response: { 200: PaymentResponseSchema, ...GuardedErrorsSchemas, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const row = await markTransferPaid(fastify.db, request.params.id, fastify.config.payments.seller);
      request.log.info({ paymentId: row.id, adminId: request.user?.id }, 'transfer marked paid');
      return { payment: paymentAnswer(row, fastify.config.payments) };
    },
  );

  // The test provider's hosted checkout, on our origin. Its forms post plain form data (no body fields read).
  const checkoutScope: FastifyPluginAsyncTypebox = async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );

    function page(request: FastifyRequest, reply: FastifyReply, status: number, body: string) {
      const title = request.t('api.services.checkout.title');
      return plainPage(request, reply, {
        status,
        title,
        heading: title,
        stylesheet: '/payments/test-checkout.css',
        body: `<p class="notice">${escapeHtml(request.t('api.services.checkout.testNotice'))}</p>\n${body}`,
      });
    }

    /** The payment the page is for: a pending card payment of the test provider, or null. */
    async function openPayment(id: string) {
      const payment = await paymentById(fastify.db, id);
      return payment && payment.provider === TEST_PROVIDER_ID && payment.method === 'card' ? payment : null;
    }

    const closed = (request: FastifyRequest, reply: FastifyReply) =>
      page(
        request,
        reply,
        404,
        `<p>${escapeHtml(request.t('api.services.checkout.closed'))}</p>
<p><a href="/company/services">${escapeHtml(request.t('api.services.checkout.back'))}</a></p>`,
      );

    scope.get('/payments/test-checkout.css', { schema: { hide: true } }, async (_request, reply) => {
      // private: the answer may carry the XSRF cookie, which a shared cache must not keep.
      reply.type('text/css; charset=utf-8').header('cache-control', 'private, max-age=3600');
      return CHECKOUT_CSS;
    });

    scope.get(
      '/payments/test-checkout/:id',
      {
        schema: {
          tags: ['payments'],
          summary: "The test provider's hosted checkout page: Pay or Decline",
          params: PaymentIdParamsSchema,
        },
      },
      async (request, reply) => {
        const t = request.t;
        const payment = await openPayment(request.params.id);
        if (payment?.status !== 'pending') return closed(request, reply);
        const money = new Intl.NumberFormat(request.locale, { style: 'currency', currency: payment.currency });
        const service = serviceByCode(payment.code);
        const name: Text = service
          ? text(`api.services.catalogue.${service.kind}`, { count: payment.units })
          : text('api.services.checkout.service');
        const row = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
        const action = (what: 'pay' | 'decline') => `/payments/test-checkout/${payment.id}/${what}`;
        return page(
          request,
          reply,
          200,
          `<dl>
${row(t('api.services.checkout.item'), t(name.id, name.values))}
${row(t('api.services.checkout.net'), money.format(payment.net / 100))}
${row(t('api.services.checkout.vat', { rate: payment.vat_rate }), money.format(payment.vat / 100))}
${row(t('api.services.checkout.total'), money.format(payment.total / 100))}
</dl>
<div class="actions">
<form method="post" action="${action('pay')}"><button type="submit" class="pay">${escapeHtml(t('api.services.checkout.pay'))}</button></form>
<form method="post" action="${action('decline')}"><button type="submit" class="decline">${escapeHtml(t('api.services.checkout.decline'))}</button></form>
</div>`,
        );
      },
    );

    const outcomeRoute = (what: 'pay' | 'decline', outcome: PaymentOutcome) =>
      scope.post(
        `/payments/test-checkout/:id/${what}`,
        {
          schema: {
            tags: ['payments'],
            summary: `The test checkout's ${what === 'pay' ? 'Pay' : 'Decline'} button: its signed event goes through the webhook's code path`,
            params: PaymentIdParamsSchema,
          },
        },
        async (request, reply) => {
          const payment = await openPayment(request.params.id);
          if (!payment) return closed(request, reply);
          if (payment.status === 'pending') {
            const secret = await webhookSecret(fastify.db, fastify.config.payments);
            const event = signedTestEvent(secret, payment.id, outcome);
            await receive(TEST_PROVIDER_ID, event.body, event.headers);
          }
          const after = await paymentById(fastify.db, payment.id);
          const back = after?.status === 'paid' ? 'purchase-confirmed' : 'purchase-denied';
          return reply.redirect(`/company/services/${back}?payment=${payment.id}`, 303);
        },
      );
    outcomeRoute('pay', 'paid');
    outcomeRoute('decline', 'denied');
  };
  await fastify.register(named('checkoutScope', checkoutScope));
};

export default paymentRoutes;
