/**
 * The feedback form without JavaScript (contract: form.ts of @servicestandard/feedback-api).
 *
 * GET /feedback/form-token?seite=/pfad gives a fresh signed form token for a page, as text; the
 * bundled server puts one into every page with the form (site.ts), nginx fetches it by SSI
 * (deploy/). POST /feedback/form takes the form as a plain HTML form post: the same checks and
 * messages as POST /feedback, the same store and outbox and the same per-client limit (one
 * bucket with POST /feedback), but instead of the proof of work a form token (signed, at least
 * 3 s and at most 2 h old, accepted once) and an empty honeypot field. It answers with a German
 * page in the site's layout: success with the status link, or the error with the visitor's text
 * kept in a form to send again.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FEEDBACK_LIMITS,
  FEEDBACK_PROJECT_ID,
  feedbackFormSchema,
  formTokenQuerySchema,
  formTokenSchema,
  htmlDocumentSchema,
  SITE_PATH,
} from '@servicestandard/feedback-api';
import type { FeedbackConfig } from '../config.ts';
import { ApiError, errorResponses } from '../errors.ts';
import type { FeedbackPages, ResendForm } from '../render.ts';
import { addFormParser, formField as field, formPostErrorHandler, sendPage, verifyFormPost } from '../form-post.ts';
import { formTokens, type VerifiedFormToken } from '../form-token.ts';
import { initialStatus, statusUrlOf } from './feedback.ts';
import { knownPageCheck, normalisePath } from '../page-path.ts';

/** The description in percent-encoding may take up to 9 bytes a character. */
const BODY_LIMIT = 64 * 1024;

export async function feedbackFormRoutes(
  instance: FastifyInstance,
  opts: { config: FeedbackConfig; knownPaths?: ReadonlySet<string>; pages: FeedbackPages },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config, pages } = opts;
  const store = app.feedbackStore;
  const tokens = formTokens(config.secret);
  const isKnownPage = knownPageCheck(opts.knownPaths);
  const verified = new WeakMap<FastifyRequest, VerifiedFormToken>();
  const action = `${config.publicUrl}${app.prefix}/feedback/form`;

  addFormParser(app, BODY_LIMIT);

  /** The visitor's input in a form to send again, with a fresh token; none for a post that is no form of the site. */
  function resendForm(body: unknown, back: string | undefined): ResendForm | undefined {
    if (!back) return undefined;
    const description = field(body, 'description').slice(0, FEEDBACK_LIMITS.descriptionMax);
    return {
      action,
      token: tokens.issue(back, config.now()),
      pagePath: back,
      labels: field(body, 'labels').slice(0, 200),
      projectId: /^[0-9]{1,9}$/.test(field(body, 'projectId')) ? field(body, 'projectId') : String(config.projectIds[0] ?? FEEDBACK_PROJECT_ID),
      description,
      email: field(body, 'email').slice(0, FEEDBACK_LIMITS.emailMax),
    };
  }

  // A form post gets its error as a page of the site, anything else in the API's error shape.
  app.setErrorHandler(
    formPostErrorHandler('feedback form', isKnownPage, (reply, { code, status, back, body }) => {
      // A used token means the feedback has arrived: no second copy is offered.
      const resend = code === 'FORM_TOKEN_USED' || code === 'FORM_REJECTED' ? undefined : resendForm(body, back);
      return sendPage(reply, status, pages.formError(code, back, resend), pages.csp);
    }),
  );

  app.get(
    '/feedback/form-token',
    {
      schema: { querystring: formTokenQuerySchema, response: { 200: formTokenSchema, ...errorResponses([400, 422, 429]) } },
      // Limited like every other route, so no one collects tokens by the thousand to post with later.
      config: { rateLimit: { max: config.rateLimit.formTokenPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const page = request.query.seite;
      if (!SITE_PATH.test(page)) throw new ApiError('INVALID_PAGE_PATH');
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(tokens.issue(page, config.now()));
    },
  );

  app.post(
    '/feedback/form',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        body: feedbackFormSchema({ projectIds: config.projectIds, labels: config.labels, isKnownPage }),
        response: { 201: htmlDocumentSchema, ...Object.fromEntries([400, 403, 409, 410, 413, 415, 422, 429, 500, 503].map((status) => [status, htmlDocumentSchema])) },
      },
      // One bucket with POST /feedback: the form is no way around its limit.
      config: { rateLimit: { max: config.rateLimit.feedbackPerMinute, timeWindow: 60_000, groupId: 'feedback' } },
      preValidation: async (request) => {
        verified.set(request, verifyFormPost(request, config, tokens));
      },
    },
    async (request, reply) => {
      const body = request.body;
      const token = verified.get(request);
      if (!token) throw new ApiError('FORM_TOKEN_INVALID');
      const id = randomUUID();
      const status = initialStatus(config);
      const feedback = { id, projectId: body.projectId, pagePath: body.pagePath, description: body.description, email: body.email, labels: body.labels, status } as const;
      const result = await store.acceptFormFeedback(token, { ...feedback, labels: [...body.labels] });
      if (result !== 'accepted') throw new ApiError('FORM_TOKEN_USED');
      app.feedbackOutbox.notify();
      const statusUrl = statusUrlOf(config, app.prefix, id);
      request.log.info({ feedbackId: id }, 'feedback stored from the form');
      reply.header('location', statusUrl);
      return sendPage(reply, 201, pages.formSuccess({ status, labels: body.labels, pagePath: normalisePath(body.pagePath) }, statusUrl), pages.csp);
    },
  );
}
