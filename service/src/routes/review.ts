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
 * - Once the review is done (REPORT_STATES, issue 34, item 6) the status page shows the report
 *   (the draft until the team answered), GET /peer-review/status/:token/bericht.pdf its PDF, and
 *   while the request is 'begutachtet' a form to POST /peer-review/status/:token/zustimmung: the
 *   team agrees to publication (optionally without the names) or not, once. Its form token is
 *   bound to the request; on agreement the report goes to app.publisher once the answer is
 *   stored, without the team waiting for openCode (closing the app waits for it).
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
  FORM_FIELDS,
  REVIEW_WITHHOLD_NAME_VALUE,
  errorStatus,
  reportPdfSchema,
  reviewAgreementFormSchema,
  type ErrorCode,
} from '@servicestandard/feedback-api';
import type { RequirementCatalogue } from '@servicestandard/pruefbericht';
import { renderReportPdf } from '@servicestandard/pruefbericht/pdf';
import { reportDocumentMessages } from '@servicestandard/messages/report-document';
import { editorText } from '@servicestandard/messages/service';
import type { FastifyError } from 'fastify';
import type { Challenges } from '../challenges.ts';
import type { FeedbackConfig } from '../config.ts';
import { ApiError, codeFor, errorResponses, handleError } from '../errors.ts';
import { addFormParser, formField as field, formPostErrorHandler, fromAllowedOrigin, isFormPost, sendPage, verifyFormPost } from '../form-post.ts';
import { formTokens, type VerifiedFormToken } from '../form-token.ts';
import { requestReceived } from '../mail/texts.ts';
import { knownPageCheck } from '../page-path.ts';
import type { ReviewPages, ReviewResend, StatusReport } from '../render.ts';
import { berlinDay, hasReport, reportOf } from '../review/report.ts';
import { hashStatusToken, newStatusToken } from '../review/status-token.ts';
import { PublicationError, type Publication } from '../plugins/publication.ts';
import { AUDIT_SYSTEM_SUBJECTS, CLOCK_SKEW_MARGIN_MS, type AuditAction, type NewReviewRequest, type ReviewRequestRow, type ReviewRequestUse } from '../store/index.ts';

/** How long closing the service waits for hand-overs still running (below common stop timeouts of 10 s). */
export const HAND_OVER_CLOSE_WAIT_MS = 5_000;

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
  opts: {
    config: FeedbackConfig;
    knownPaths?: ReadonlySet<string>;
    pages: ReviewPages;
    challenges: Challenges;
    /** The requirements of the built site (/daten/servicestandard.json); without it the team sees no report. */
    catalogue?: RequirementCatalogue | undefined;
  },
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
      return sendPage(reply, 200, pages.status(row, await statusReport(row, request.params.token)), pages.csp);
    },
  );

  /*
   * The report (issue 34, item 6): shown on the status page once the review is done, as PDF, and
   * the team's answer to it.
   */
  const { catalogue } = opts;
  const requirementUrls = new Map((catalogue ?? []).flatMap((criterion) => criterion.requirements.map((requirement) => [requirement.id, requirement.url] as const)));
  const criterionUrls = new Map((catalogue ?? []).map((criterion) => [criterion.number, criterion.url] as const));
  /** The form token of the answer is bound to the request (the hash of its status token), not to a page of the site. */
  const agreementPage = (token: string) => `/peer-review/agreement/${hashStatusToken(token)}`;
  const statusLimit = { rateLimit: { max: config.rateLimit.statusPerMinute, timeWindow: 60_000 } };

  /** What the status page shows of the report; undefined before the review is done or without the catalogue. */
  async function statusReport(row: ReviewRequestRow, token: string, error?: ErrorCode): Promise<StatusReport | undefined> {
    if (!catalogue || !hasReport(row)) return undefined;
    const now = config.now();
    const report = await reportOf(store, row, catalogue, now);
    const open = row.state === 'begutachtet' && row.agreement === null;
    return {
      report,
      draft: row.agreement === null,
      requirementUrls,
      criterionUrls,
      pdfHref: `${statusUrlOf(token)}/bericht.pdf`,
      agreement: row.agreement && { day: berlinDay(row.agreement.at), publish: row.agreement.publish, withholdName: row.agreement.withholdName },
      form: open ? { action: `${statusUrlOf(token)}/zustimmung`, token: tokens.issue(agreementPage(token), now) } : undefined,
      error,
    };
  }

  // Untyped answers: the PDF is bytes, which the API's serializer leaves alone.
  instance.get<{ Params: { token: string } }>(
    '/peer-review/status/:token/bericht.pdf',
    {
      schema: { params: reviewStatusParamsSchema, response: { 200: reportPdfSchema, 404: htmlDocumentSchema } },
      attachValidation: true,
      config: statusLimit,
    },
    async (request, reply) => {
      const row = request.validationError ? undefined : await store.getReviewRequestByTokenHash(hashStatusToken(request.params.token));
      if (!row || !catalogue || !hasReport(row)) return sendPage(reply, 404, pages.notFound(), pages.csp);
      const report = await reportOf(store, row, catalogue, config.now());
      const draft = !row.agreement?.publish;
      const pdf = await renderReportPdf(report, { draft });
      const name = reportDocumentMessages.fileName(draft ? `${report.id}-entwurf` : report.id);
      return reply
        .code(200)
        .headers({
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="${name}"`,
          'cache-control': 'no-store',
          'referrer-policy': 'no-referrer',
          'x-robots-tag': 'noindex',
        })
        .send(pdf);
    },
  );

  // Its own scope: a refused answer gets the status page again, with the message above a fresh form.
  await app.register(async (scope) => {
    scope.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply) => {
      const token = (request.params as { token?: unknown }).token;
      const row = isFormPost(request) && typeof token === 'string' ? await store.getReviewRequestByTokenHash(hashStatusToken(token)) : undefined;
      if (!row || typeof token !== 'string') return handleError(error, request, reply);
      const code = codeFor(error);
      if (errorStatus[code] >= 500) request.log.error({ err: error }, 'answer to a peer-review report failed');
      else request.log.info({ code }, 'answer to a peer-review report rejected');
      return sendPage(reply, errorStatus[code], pages.status(row, await statusReport(row, token, code)), pages.csp);
    });

    scope.withTypeProvider<ZodTypeProvider>().post(
      '/peer-review/status/:token/zustimmung',
      {
        bodyLimit: 4096,
        schema: {
          params: reviewStatusParamsSchema,
          body: reviewAgreementFormSchema(),
          response: Object.fromEntries(HTML_STATUSES.map((status) => [status, htmlDocumentSchema])),
        },
        config: postLimit,
        // The checks of every form post of the service, with the token bound to this request.
        preValidation: async (request) => {
          if (!isFormPost(request)) throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
          if (!fromAllowedOrigin(request, config)) throw new ApiError('ORIGIN_NOT_ALLOWED');
          if (field(request.body, FORM_FIELDS.honeypot) !== '') throw new ApiError('FORM_REJECTED');
          const check = tokens.verify(field(request.body, FORM_FIELDS.token), agreementPage(String((request.params as { token?: unknown }).token)), config.now());
          if (!check.ok) throw new ApiError(check.code);
        },
      },
      async (request, reply) => {
        const { token } = request.params;
        const row = await store.getReviewRequestByTokenHash(hashStatusToken(token));
        if (!row) return sendPage(reply, 404, pages.notFound(), pages.csp);
        const publish = request.body.choice === 'zustimmen';
        const withholdName = request.body.withholdName === REVIEW_WITHHOLD_NAME_VALUE;
        const result = await store.recordReviewAgreement(row.id, { publish, withholdName });
        if (result === 'unknown') return sendPage(reply, 404, pages.notFound(), pages.csp);
        if (result === 'closed') throw new ApiError('REVIEW_AGREEMENT_CLOSED');
        request.log.info({ reviewRequestId: row.id, publish }, 'the team answered to its peer-review report');
        // The answer is stored: a failed audit entry is logged, not the team's failure.
        const said = editorText.audit.agreement;
        await auditBy('team', 'review-agreement', row.id, publish ? (withholdName ? said.publishWithheld : said.publish) : said.decline, request.log);
        // The team need not wait for openCode (several calls, each up to FEEDBACK_GITLAB_TIMEOUT_MS).
        // The Redaktion's page shows the hand-over as it goes.
        if (publish) handOver(row.id, publishReport(row.id, token, request.log));
        return reply.code(303).headers({ location: `${statusUrlOf(token)}#antwort`, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' }).type('text/plain; charset=utf-8').send('');
      },
    );
  });

  /**
   * Hand-overs under way, by request. Closing the app waits for them before the store closes (this
   * hook runs first), at most HAND_OVER_CLOSE_WAIT_MS so a stop timeout is kept; one still running
   * then is marked failed, so the Redaktion offers to try again (the publisher reuses what the
   * interrupted attempt left on openCode).
   */
  const handOvers = new Map<Promise<void>, string>();
  const handOver = (requestId: string, work: Promise<void>) => {
    handOvers.set(work, requestId);
    const done = () => void handOvers.delete(work);
    work.then(done, done);
  };
  app.addHook('onClose', async () => {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, HAND_OVER_CLOSE_WAIT_MS)));
    await Promise.race([Promise.allSettled(handOvers.keys()), waited]);
    clearTimeout(timer);
    for (const requestId of handOvers.values()) {
      await store.failReviewPublication(requestId).catch(() => undefined);
      await auditBy('service', 'review-handover', requestId, 'PUBLICATION_INTERRUPTED', app.log);
      app.log.error({ reviewRequestId: requestId }, 'the service stopped during the hand-over of a peer-review report');
    }
  });

  /**
   * The team agreed: the report as agreed goes to the publisher. The answer is stored; a failed
   * publication is the Redaktion's to try again (it keeps the report), never the team's failure.
   */
  async function publishReport(requestId: string, token: string, log: FastifyBaseLogger) {
    let publication: Publication;
    try {
      const row = await store.getReviewRequestByTokenHash(hashStatusToken(token));
      if (!row || !catalogue) return;
      const report = await reportOf(store, row, catalogue, config.now());
      publication = await app.publisher.publish(report, requestId);
    } catch (error) {
      // Marked, so the Redaktion's page shows the failure and offers to try again, also when no
      // report could be built or kept.
      await store.failReviewPublication(requestId).catch(() => undefined);
      await auditBy('service', 'review-handover', requestId, error instanceof PublicationError ? error.code : 'PUBLICATION_FAILED', log);
      log.error({ err: error, reviewRequestId: requestId }, 'the agreed peer-review report could not be published');
      return;
    }
    await auditBy('service', 'review-handover', requestId, publication.kind === 'file' ? publication.path : publication.url, log);
  }

  /** An entry of the audit log made by the team on its status page or by the service itself; never fails (a failure is logged). */
  async function auditBy(who: keyof typeof AUDIT_SYSTEM_SUBJECTS, action: AuditAction, reviewRequestId: string, detail: string, log: FastifyBaseLogger) {
    const subject = AUDIT_SYSTEM_SUBJECTS[who];
    try {
      await store.appendAudit({ subject, name: editorText.audit.systemActors[subject], action, feedbackId: null, reviewRequestId, detail });
    } catch (error) {
      log.error({ err: error, reviewRequestId, action }, 'an entry of the audit log could not be written');
    }
  }
}
