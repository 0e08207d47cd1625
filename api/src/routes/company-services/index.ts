import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BalancesResponseSchema,
  ErrorResponseSchema,
  PaymentIdParamsSchema,
  PaymentListQuerySchema,
  PaymentListSchema,
  PaymentResponseSchema,
  PurchaseRequestSchema,
  PurchaseResponseSchema,
  ServiceCatalogueSchema,
} from 'shared-kit/contracts';
import { signedInUser } from '../../plugins/auth';
import { GuardedErrorsSchemas } from '../../schemas/errors';
import { balancesOf, companyIdOf, hasMinisiteService } from '../../services/company-credits';
import {
  catalogueFor,
  companyPayment,
  createPayment,
  listPayments,
  paymentAnswer,
  paymentProvider,
} from '../../services/payments';

const common = { tags: ['companies'], security: [{ bearerAuth: [] }] };

/**
 * Services and payments (docs/contracts.md#services-and-payments, docs/company-area.md#services-and-payments): the
 * catalogue (public, and per company with its VAT rate), the balances, purchases and the company's payments.
 * /api/companies is guarded by prefix (plugins/auth.ts); every query names the caller's company.
 */
const companyServiceRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // The bank details of a transfer and the seller an older invoice names.
  const payments = fastify.config.payments;

  fastify.get(
    '/api/services',
    {
      schema: {
        tags: ['companies'],
        summary: 'The catalogue of services with net prices and Spanish VAT (the pricing page)',
        response: { 200: ServiceCatalogueSchema },
      },
    },
    async () => ({ services: await catalogueFor(fastify.db, null) }),
  );

  fastify.get(
    '/api/companies/services',
    {
      schema: {
        ...common,
        summary: 'The catalogue with the VAT rate of the signed-in company',
        response: { 200: ServiceCatalogueSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request) => {
      const companyId = companyIdOf(signedInUser(request));
      return { services: await catalogueFor(fastify.db, companyId) };
    },
  );

  fastify.get(
    '/api/companies/balances',
    {
      schema: {
        ...common,
        summary: "The company's job-post and CV-unlock credits, and whether it has the minisite service",
        response: { 200: BalancesResponseSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request) => {
      const companyId = companyIdOf(signedInUser(request));
      const [balances, minisite] = await Promise.all([
        balancesOf(fastify.db, companyId),
        hasMinisiteService(fastify.db, companyId),
      ]);
      return { balances, minisite };
    },
  );

  fastify.post(
    '/api/companies/services/purchase',
    {
      schema: {
        ...common,
        summary: 'Buy a service: a pending payment, and where to pay it (the checkout, or transfer instructions)',
        body: PurchaseRequestSchema,
        response: { 201: PurchaseResponseSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const companyId = companyIdOf(user);
      const provider = await paymentProvider(fastify.db, fastify.config.payments);
      const row = await createPayment(fastify.db, {
        companyId,
        userId: user.id,
        ...request.body,
        provider: provider.id,
      });
      const redirect =
        row.method === 'card'
          ? await provider.createCheckout({ id: row.id, total: row.total, currency: row.currency })
          : `/company/services/purchase-transfer/${row.id}`;
      request.log.info({ paymentId: row.id, companyId, code: row.code, method: row.method }, 'payment created');
      reply.code(201);
      return { payment: paymentAnswer(row, payments), redirect };
    },
  );

  fastify.get(
    '/api/companies/services/payments',
    {
      schema: {
        ...common,
        summary: "The company's payments, newest first (20 a page)",
        querystring: PaymentListQuerySchema,
        response: { 200: PaymentListSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request) => {
      const companyId = companyIdOf(signedInUser(request));
      const { rows, ...page } = await listPayments(fastify.db, companyId, request.query.page ?? 1);
      return { payments: rows.map((row) => paymentAnswer(row, payments)), ...page };
    },
  );

  fastify.get(
    '/api/companies/services/payments/:id',
    {
      schema: {
        ...common,
        summary: "One of the company's payments (another company's is a 404)",
        params: PaymentIdParamsSchema,
        response: { 200: PaymentResponseSchema, ...GuardedErrorsSchemas, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const companyId = companyIdOf(signedInUser(request));
      return { payment: paymentAnswer(await companyPayment(fastify.db, companyId, request.params.id), payments) };
    },
  );
};

export default companyServiceRoutes;
