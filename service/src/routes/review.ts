/**
 * The request for a peer review (issue 34, item 2; contract: review.ts of
 * @servicestandard/feedback-api), modelled on the feedback form and sharing its pieces:
 *
 * - POST /peer-review/form: the form without JavaScript (application/x-www-form-urlencoded) with a
 *   form token and a honeypot (form-post.ts, form-token.ts). Success is a redirect (303) to the
 *   status page; a refused post gets a page of the site with each field's error and the typed
 *   values in the form to send again, with a fresh token.
 * - POST /peer-review: the same fields as JSON with a solved proof of work (challenges.ts), for
 *   the form's island; answers 201 with the status page's address.
 * - GET /peer-review/status/:token: the status page (noindex, never cached), at an address with
 *   128 random bits that only the team knows; an unknown one gets the 404 page.
 *
 * Both posts share one limit per client with the feedback (FEEDBACK_RATE_LIMIT_FEEDBACK): the
 * request is no way around it. After storing, the "received" e-mail with the status page's address
 * goes through app.mailer (plugins/mail.ts: kept as a file, sent by SMTP when configured).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorMessages,
  htmlDocumentSchema,
  isErrorCode,
  REVIEW_CRITERIA_COUNT,
  REVIEW_LIMITS,
  reviewFieldOf,
  reviewFormSchema,
  reviewReceiptSchema,
  reviewRequestSchema,
  reviewStatusParamsSchema,
  type ReviewField,
  type ReviewLevel,
  type ReviewPhase,
} from '@servicestandard/feedback-api';
import type { FastifyError } from 'fastify';
import type { Challenges } from '../challenges.ts';
import type { FeedbackConfig } from '../config.ts';
import { ApiError, errorResponses } from '../errors.ts';
import { addFormParser, formField as field, formPostErrorHandler, sendPage, verifyFormPost } from '../form-post.ts';
import { formTokens, type VerifiedFormToken } from '../form-token.ts';
import { requestReceived } from '../mail/texts.ts';
import { knownPageCheck } from '../page-path.ts';
import type { ReviewPages, ReviewResend } from '../render.ts';
import { hashStatusToken, newStatusToken } from '../review/status-token.ts';
import { CLOCK_SKEW_MARGIN_MS, type NewReviewRequest, type ReviewRequestUse } from '../store/index.ts';

const HTML_STATUSES = [303, 400, 403, 409, 410, 413, 415, 422, 429, 500, 503] as const;

/** The first error of each field a refused post names, as its German message. */
function fieldErrors(error: FastifyError): Partial<Record<ReviewField, string>> {
  const fields: Partial<Record<ReviewField, string>> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const issue of error.validation) {
    const name = reviewFieldOf(issue.instancePath);
    if (name && !fields[name]) fields[name] = errorMessages[isErrorCode(issue.message) ? issue.message : 'INVALID_BODY'];
  }
  return fields;
}

/** The typed values of a post, cut to the form's limits, to fill the form again. */
function valuesOf(body: unknown): ReviewResend['values'] {
  const text = (name: string, max: number) => field(body, name).slice(0, max);
  const criteria = field(body, 'criteria')
    .split(/\s+/)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 1 && n <= REVIEW_CRITERIA_COUNT);
  return {
    service: text('service', REVIEW_LIMITS.nameMax),
    authority: text('authority', REVIEW_LIMITS.nameMax),
    level: text('level', 20),
    phase: text('phase', 20),
    goal: text('goal', REVIEW_LIMITS.goalMax),
    criteria,
    timeWindows: text('timeWindows', REVIEW_LIMITS.timeWindowsMax),
    contactName: text('contactName', REVIEW_LIMITS.contactNameMax),
    email: text('email', REVIEW_LIMITS.emailMax),
    selbstcheck: text('selbstcheck', REVIEW_LIMITS.selbstcheckMax),
  };
}

/** The checked fields of either way of sending, as the store keeps them. */
interface CheckedRequest {
  service: string;
  authority: string;
  level: ReviewLevel;
  phase: ReviewPhase;
  goal: string;
  criteria: number[];
  timeWindows: string;
  contactName: string;
  email: string;
  selbstcheck?: NewReviewRequest['selbstcheck'] | undefined;
}

export async function reviewRoutes(
  instance: FastifyInstance,
  opts: { config: FeedbackConfig; knownPaths?: ReadonlySet<string>; pages: ReviewPages; challenges: Challenges },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config, pages, challenges } = opts;
  const store = app.feedbackStore;
  const tokens = formTokens(config.secret);
  const isKnownPage = knownPageCheck(opts.knownPaths);
  const verified = new WeakMap<FastifyRequest, VerifiedFormToken>();
  const action = `${config.publicUrl}${app.prefix}/peer-review/form`;
  const statusUrlOf = (token: string) => `${config.publicUrl}${app.prefix}/peer-review/status/${token}`;
  // One bucket with the feedback's posts (routes/feedback.ts, feedback-form.ts).
  const postLimit = { rateLimit: { max: config.rateLimit.feedbackPerMinute, timeWindow: 60_000, groupId: 'feedback' } };

  // The criteria arrive as one field per checked box.
  addFormParser(app, REVIEW_LIMITS.formBodyBytesMax, ['criteria']);

  app.setErrorHandler(
    formPostErrorHandler('peer-review request', isKnownPage, (reply, { code, status, back, body, error }) => {
      // A used token means the request has arrived; a filled honeypot gets nothing to try again with.
      const resend: ReviewResend | undefined =
        back && code !== 'FORM_TOKEN_USED' && code !== 'FORM_REJECTED'
          ? { action, pagePath: back, token: tokens.issue(back, config.now()), values: valuesOf(body) }
          : undefined;
      return sendPage(reply, status, pages.formError({ code, fields: fieldErrors(error) }, resend), pages.csp);
    }),
  );

  /** Stores the request with its one-time value and sends the "received" e-mail; the status page's address. */
  async function accept(use: ReviewRequestUse, body: CheckedRequest, log: FastifyBaseLogger): Promise<string | undefined> {
    const status = newStatusToken();
    const id = randomUUID();
    const result = await store.acceptReviewRequest(use, {
      id,
      statusTokenHash: status.hash,
      service: body.service,
      authority: body.authority,
      level: body.level,
      phase: body.phase,
      goal: body.goal,
      criteria: body.criteria,
      timeWindows: body.timeWindows,
      contactName: body.contactName,
      contactEmail: body.email,
      selbstcheck: body.selbstcheck ?? null,
    });
    if (result === 'used') return undefined;
    log.info({ reviewRequestId: id }, 'peer-review request stored');
    const statusUrl = statusUrlOf(status.token);
    await sendReceived(body, statusUrl, log);
    return statusUrl;
  }

  /** The request is stored: a message that cannot be kept is logged, never the team's failure. */
  async function sendReceived(body: CheckedRequest, statusUrl: string, log: FastifyBaseLogger) {
    try {
      await app.mailer.send(requestReceived({ to: body.email, service: body.service, statusUrl }));
    } catch (error) {
      log.error({ err: error }, 'the "received" e-mail of a peer-review request could not be kept');
    }
  }

  app.post(
    '/peer-review/form',
    {
      bodyLimit: REVIEW_LIMITS.formBodyBytesMax,
      schema: {
        body: reviewFormSchema({ isKnownPage }),
        response: Object.fromEntries(HTML_STATUSES.map((status) => [status, htmlDocumentSchema])),
      },
      config: postLimit,
      preValidation: async (request) => {
        verified.set(request, verifyFormPost(request, config, tokens));
      },
    },
    async (request, reply) => {
      const token = verified.get(request);
      if (!token) throw new ApiError('FORM_TOKEN_INVALID');
      const statusUrl = await accept({ kind: 'formToken', ...token }, request.body, request.log);
      if (!statusUrl) throw new ApiError('FORM_TOKEN_USED');
      return reply.code(303).headers({ location: statusUrl, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' }).type('text/plain; charset=utf-8').send('');
    },
  );

  app.post(
    '/peer-review',
    {
      bodyLimit: REVIEW_LIMITS.bodyBytesMax,
      schema: {
        body: reviewRequestSchema(),
        response: { 201: reviewReceiptSchema, ...errorResponses([400, 403, 409, 410, 413, 415, 422, 429, 500, 503]) },
      },
      config: postLimit,
    },
    async (request, reply) => {
      const body = request.body;
      const checked = challenges.verify(body.challenge, body.challengeSolution, config.now());
      if (!checked.ok) throw new ApiError(checked.code);
      const use: ReviewRequestUse = { kind: 'challenge', challenge: body.challenge, expiresAt: checked.expiresAt + CLOCK_SKEW_MARGIN_MS };
      const statusUrl = await accept(use, body, request.log);
      if (!statusUrl) throw new ApiError('CHALLENGE_ALREADY_USED');
      return reply.code(201).headers({ location: statusUrl, 'cache-control': 'no-store' }).send({ statusUrl, state: 'eingegangen' });
    },
  );

  app.get(
    '/peer-review/status/:token',
    {
      schema: { params: reviewStatusParamsSchema, response: { 200: htmlDocumentSchema, 404: htmlDocumentSchema } },
      // Any other address gets the same page as an unknown token: people open it in a browser.
      attachValidation: true,
      config: { rateLimit: { max: config.rateLimit.statusPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const row = request.validationError ? undefined : await store.getReviewRequestByTokenHash(hashStatusToken(request.params.token));
      if (!row) return sendPage(reply, 404, pages.notFound(), pages.csp);
      return sendPage(reply, 200, pages.status(row), pages.csp);
    },
  );
}
