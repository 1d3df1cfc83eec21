import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FEEDBACK_LIMITS, feedbackReceiptSchema, feedbackRequestSchema } from '@servicestandard/feedback-api';
import type { FeedbackConfig } from '../config.ts';
import { ApiError, errorResponses } from '../errors.ts';
import type { Challenges } from '../challenges.ts';
import { CLOCK_SKEW_MARGIN_MS } from '../store/index.ts';
import { knownPageCheck } from '../page-path.ts';

/** What a new feedback starts as: waiting for openCode, or kept here when no GitLab is configured. */
export function initialStatus(config: FeedbackConfig): 'queued' | 'stored' {
  return config.gitlab ? 'queued' : 'stored';
}

/** The status page of a feedback: the address both ways of sending answer with. */
export function statusUrlOf(config: FeedbackConfig, prefix: string, id: string): string {
  return `${config.publicUrl}${prefix}/feedback/${id}`;
}

/** The contract's body schema with this service's projects, labels and, when known, the site's pages. */
export function feedbackBodySchema(config: FeedbackConfig, knownPaths?: ReadonlySet<string>) {
  return feedbackRequestSchema({ projectIds: config.projectIds, labels: config.labels, isKnownPage: knownPageCheck(knownPaths) });
}

/**
 * POST /feedback: checks the proof of work (challenges.ts), then stores the feedback durably (in
 * the same transaction that uses up the challenge) and answers with its status page. Publishing to
 * GitLab happens afterwards in the outbox, so a slow or unavailable GitLab never loses
 * feedback or keeps the visitor waiting.
 */
export async function feedbackRoutes(
  instance: FastifyInstance,
  opts: { config: FeedbackConfig; knownPaths?: ReadonlySet<string>; challenges: Challenges },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config, challenges } = opts;
  const store = app.feedbackStore;

  app.post(
    '/feedback',
    {
      bodyLimit: FEEDBACK_LIMITS.bodyBytesMax,
      schema: {
        body: feedbackBodySchema(config, opts.knownPaths),
        response: { 201: feedbackReceiptSchema, ...errorResponses([400, 403, 409, 410, 413, 415, 422, 429, 500, 503]) },
      },
      // One bucket with the form post without JavaScript (feedback-form.ts).
      config: { rateLimit: { max: config.rateLimit.feedbackPerMinute, timeWindow: 60_000, groupId: 'feedback' } },
    },
    async (request, reply) => {
      const body = request.body;
      const checked = challenges.verify(body.challenge, body.challengeSolution, config.now());
      if (!checked.ok) throw new ApiError(checked.code);

      const id = randomUUID();
      const status = initialStatus(config);
      // The store remembers the used challenge a little past its expiry: an instance whose clock
      // runs behind the store's would otherwise still take it after the store forgot it.
      const result = await store.acceptFeedback(
        { challenge: body.challenge, expiresAt: checked.expiresAt + CLOCK_SKEW_MARGIN_MS },
        {
          id,
          projectId: body.projectId,
          pagePath: body.pagePath,
          description: body.description,
          email: body.email,
          labels: body.labels,
          status,
        },
      );
      // Used before, here or on another instance, or by a post racing this one.
      if (result === 'used') throw new ApiError('CHALLENGE_ALREADY_USED');

      app.feedbackOutbox.notify();
      const statusUrl = statusUrlOf(config, app.prefix, id);
      request.log.info({ feedbackId: id }, 'feedback stored');
      return reply
        .code(201)
        .headers({ location: statusUrl, 'cache-control': 'no-store' })
        // issueUrl: the old name of statusUrl, sent for one more release (see the contract).
        .send({ statusUrl, issueUrl: statusUrl, status });
    },
  );
}
