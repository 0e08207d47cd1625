import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CreateJobAlertRequestSchema,
  ErrorResponseSchema,
  JobAlertIdParamsSchema,
  JobAlertListSchema,
  JobAlertResponseSchema,
  JobAlertUnsubscribeQuerySchema,
  MessageResponseSchema,
  UpdateJobAlertRequestSchema,
  ValidationErrorSchema,
} from 'shared-kit/contracts';
import { say, text } from '../../i18n/catalogues';
import { escapeHtml } from '../../lib/escape-html';
import { plainPage } from '../../lib/plain-page';
import { signedInUser } from '../../plugins/auth';
import { createAlert, deleteAlert, listAlerts, storedAlertWords, updateAlert } from '../../services/job-alerts';
import { alertOfToken, pauseByToken } from '../../services/job-alerts/unsubscribe';

const common = { tags: ['candidates'], security: [{ bearerAuth: [] }] };
const guarded = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };
/** The form body of a one-click unsubscribe (`List-Unsubscribe=One-Click`) is tiny. */
const FORM_BODY_LIMIT = 1024;

/**
 * A candidate's job alerts (docs/contracts.md#job-alerts). /api/candidates is guarded by prefix
 * (plugins/auth.ts); the services name the signed-in candidate's id in every query. The unsubscribe link of the
 * alert mails needs no login: its signed token is the permission (docs/operations.md#job-alerts).
 */
const jobAlertRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // RFC 8058's one-click POST is a form post; only this plugin's routes read such a body.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  fastify.get(
    '/api/candidates/job-alerts',
    {
      schema: {
        ...common,
        summary: "The signed-in candidate's job alerts",
        response: { 200: JobAlertListSchema, ...guarded },
      },
    },
    async (request) => ({ alerts: await listAlerts(fastify.db, signedInUser(request).id) }),
  );

  fastify.post(
    '/api/candidates/job-alerts',
    {
      schema: {
        ...common,
        summary: 'Save a job-list search as an alert (the same search again is the same alert)',
        body: CreateJobAlertRequestSchema,
        response: { 200: JobAlertResponseSchema, 201: JobAlertResponseSchema, ...guarded, 422: ValidationErrorSchema },
      },
    },
    async (request, reply) => {
      const { alert, created } = await createAlert(fastify.db, await fastify.reference(), {
        userId: signedInUser(request).id,
        path: request.body.path,
        frequency: request.body.frequency,
        name: request.body.name,
        locale: request.locale,
        t: request.t,
      });
      reply.code(created ? 201 : 200);
      return { message: say(request.t, text('api.jobAlerts.saved')), alert };
    },
  );

  fastify.patch(
    '/api/candidates/job-alerts/:id',
    {
      schema: {
        ...common,
        summary: 'Rename an alert, change how often it is mailed, or pause and resume it',
        params: JobAlertIdParamsSchema,
        body: UpdateJobAlertRequestSchema,
        response: { 200: JobAlertResponseSchema, ...guarded, 404: ErrorResponseSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => {
      const alert = await updateAlert(fastify.db, {
        userId: signedInUser(request).id,
        id: request.params.id,
        ...request.body,
      });
      return { message: say(request.t, text('api.jobAlerts.updated')), alert };
    },
  );

  fastify.delete(
    '/api/candidates/job-alerts/:id',
    {
      schema: {
        ...common,
        summary: 'Delete one of the candidate’s alerts',
        params: JobAlertIdParamsSchema,
        response: { 200: MessageResponseSchema, ...guarded, 404: ErrorResponseSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => {
      await deleteAlert(fastify.db, { userId: signedInUser(request).id, id: request.params.id });
      return { message: say(request.t, text('api.jobAlerts.deleted')) };
    },
  );

  /** The alert a request's token names, or null (a bad or forged token, or an alert since deleted). */
  const tokenAlert = (token: string) => alertOfToken(fastify.db, fastify.config.jobAlerts, token);

  /**
   * The alert's search as this page says it: in the reader's language, its keywords quoted once, as its mails do
   * (the stored label is in the language it was saved in, with its own quotes). A search that no longer resolves is
   * named by the stored label.
   */
  async function alertWords(request: FastifyRequest, alert: { label: string; path: string }) {
    const words = await storedAlertWords(fastify.db, await fastify.reference(), alert.path, request.locale);
    return words ?? { heading: alert.label, keywords: '', hasKeywords: 'no' };
  }

  function page(request: FastifyRequest, reply: FastifyReply, status: number, body: string) {
    const title = request.t('api.jobAlerts.unsubscribe.title');
    return plainPage(request, reply, {
      status,
      title: `${title} · EuLangJobs`,
      heading: title,
      // The token is in the address.
      noReferrer: true,
      body: `${body}\n<p><a href="/account/job-alerts">${escapeHtml(request.t('api.jobAlerts.unsubscribe.manage'))}</a></p>`,
    });
  }

  const unsubscribeSchema = {
    tags: ['job-alerts'],
    querystring: JobAlertUnsubscribeQuerySchema,
  };

  // GET never changes anything (mail scanners open links): it shows what the button will do.
  fastify.get(
    '/api/job-alerts/unsubscribe',
    { schema: { ...unsubscribeSchema, summary: 'The confirmation page of an alert mail’s unsubscribe link' } },
    async (request, reply) => {
      const t = request.t;
      const alert = await tokenAlert(request.query.token);
      if (!alert) return page(request, reply, 404, `<p>${escapeHtml(t('api.jobAlerts.unsubscribe.invalid'))}</p>`);
      if (alert.paused)
        return page(
          request,
          reply,
          200,
          `<p>${escapeHtml(t('api.jobAlerts.unsubscribe.done', await alertWords(request, alert)))}</p>`,
        );
      const action = `/api/job-alerts/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
      return page(
        request,
        reply,
        200,
        `<p>${escapeHtml(t('api.jobAlerts.unsubscribe.confirm', await alertWords(request, alert)))}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t('api.jobAlerts.unsubscribe.button'))}</button></form>`,
      );
    },
  );

  // The one click (RFC 8058) of a mail client, or the confirmation page's button: pauses the alert.
  fastify.post(
    '/api/job-alerts/unsubscribe',
    { schema: { ...unsubscribeSchema, summary: 'Pause the alert an unsubscribe token names (no login)' } },
    async (request, reply) => {
      const t = request.t;
      const alert = await tokenAlert(request.query.token);
      if (!alert) return page(request, reply, 404, `<p>${escapeHtml(t('api.jobAlerts.unsubscribe.invalid'))}</p>`);
      await pauseByToken(fastify.db, alert.id);
      request.log.info({ alertId: alert.id }, 'job alert paused by its unsubscribe link');
      return page(
        request,
        reply,
        200,
        `<p>${escapeHtml(t('api.jobAlerts.unsubscribe.done', await alertWords(request, alert)))}</p>`,
      );
    },
  );
};

export default jobAlertRoutes;
