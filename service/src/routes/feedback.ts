import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FEEDBACK_LIMITS, feedbackReceiptSchema, feedbackRequestSchema, type ErrorCode } from '@servicestandard/feedback-api';
import { verifySolution } from '@servicestandard/pow';
import type { FeedbackConfig } from '../config.ts';
import { ApiError, errorResponses } from '../errors.ts';
import type { AcceptResult } from '../store/index.ts';

/** '/ueber/' and '/ueber' are the same page. */
export function normalisePath(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/** The contract's body schema with this service's projects, labels and, when known, the site's pages. */
export function feedbackBodySchema(config: FeedbackConfig, knownPaths?: ReadonlySet<string>) {
  const known = knownPaths && new Set([...knownPaths].map(normalisePath));
  return feedbackRequestSchema({
    projectIds: config.projectIds,
    labels: config.labels,
    isKnownPage: known && ((path) => known.has(normalisePath(path.split('?')[0] ?? path))),
  });
}

const rejected: Record<Exclude<AcceptResult, 'accepted'>, ErrorCode> = {
  unknown: 'CHALLENGE_UNKNOWN',
  expired: 'CHALLENGE_EXPIRED',
  used: 'CHALLENGE_ALREADY_USED',
};

/**
 * POST /feedback: checks the proof of work, then stores the feedback durably (in the same
 * transaction that uses up the challenge) and answers with its status page. Publishing to
 * GitLab happens afterwards in the outbox, so a slow or unavailable GitLab never loses
 * feedback or keeps the visitor waiting.
 */
export async function feedbackRoutes(
  instance: FastifyInstance,
  opts: { config: FeedbackConfig; knownPaths?: ReadonlySet<string> },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config } = opts;
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
      const issued = await store.findChallenge(body.challenge);
      if (!issued) throw new ApiError('CHALLENGE_UNKNOWN');
      if (issued.used) throw new ApiError('CHALLENGE_ALREADY_USED');
      if (issued.expired) throw new ApiError('CHALLENGE_EXPIRED');
      const solved = await verifySolution({
        challenge: body.challenge,
        salt: issued.salt,
        difficulty: issued.difficulty,
        solution: body.challengeSolution,
      });
      if (!solved) throw new ApiError('SOLUTION_INVALID');

      const id = randomUUID();
      const status = config.gitlab ? 'queued' : 'stored';
      const result = await store.acceptFeedback(body.challenge, {
        id,
        projectId: body.projectId,
        pagePath: body.pagePath,
        description: body.description,
        email: body.email,
        labels: body.labels,
        status,
      });
      // Another request may have used the challenge since the lookup above.
      if (result !== 'accepted') throw new ApiError(rejected[result]);

      app.feedbackOutbox.notify();
      const statusUrl = `${config.publicUrl}${app.prefix}/feedback/${id}`;
      request.log.info({ feedbackId: id }, 'feedback stored');
      return reply
        .code(201)
        .headers({ location: statusUrl, 'cache-control': 'no-store' })
        // issueUrl: the old name of statusUrl, sent for one more release (see the contract).
        .send({ statusUrl, issueUrl: statusUrl, status });
    },
  );
}
