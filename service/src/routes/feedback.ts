import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { verifySolution } from '@servicestandard/pow';
import type { FeedbackConfig } from '../config.ts';
import { ApiError, errorResponseSchema } from '../errors.ts';
import type { ErrorCode } from '../errors.ts';
import type { AcceptResult } from '../store/index.ts';
import { FEEDBACK_LIMITS } from '@servicestandard/feedback-api';

const { bodyBytesMax, descriptionMax, emailMax, pagePathMax, labelsMax } = FEEDBACK_LIMITS;

/**
 * A path on this site, optionally with a query: starts with one '/', then only URL characters
 * (RFC 3986 pchar). That rules out schemes, '//host', backslashes, spaces, '<>', fragments and
 * control characters, so the path is safe in links and in the GitLab text.
 */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*(?:\?[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*)?$/;

/** '/ueber/' and '/ueber' are the same page. */
export function normalisePath(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

const emailFormat = z.email();

/** Message of a custom check = the error code it maps to (see zodValidatorCompiler in app.ts). */
const code = (error: ErrorCode) => ({ error });

export function feedbackBodySchema(config: FeedbackConfig, knownPaths?: ReadonlySet<string>) {
  const projects = new Set(config.projectIds);
  const labels = new Set(config.labels);
  const known = knownPaths && new Set([...knownPaths].map(normalisePath));
  return z.strictObject({
    projectId: z.number().refine((id) => projects.has(id), code('PROJECT_NOT_ALLOWED')),
    pagePath: z
      .string()
      .refine((path) => path.length <= pagePathMax && SITE_PATH.test(path), code('INVALID_PAGE_PATH'))
      .refine((path) => !known || known.has(normalisePath(path.split('?')[0] ?? path)), code('INVALID_PAGE_PATH')),
    labels: z
      .array(z.string())
      .refine((list) => list.length <= labelsMax, code('LABEL_NOT_ALLOWED'))
      .refine((list) => list.every((label) => labels.has(label)), code('LABEL_NOT_ALLOWED'))
      .transform((list) => [...new Set(list)]),
    description: z
      .string()
      .trim()
      .min(1, code('DESCRIPTION_REQUIRED'))
      .max(descriptionMax, code('DESCRIPTION_TOO_LONG')),
    email: z
      .string()
      .trim()
      .refine(
        (email) => email === '' || (email.length <= emailMax && emailFormat.safeParse(email).success),
        code('INVALID_EMAIL'),
      ),
    challenge: z.string().regex(/^[0-9a-f]{64}$/, code('CHALLENGE_UNKNOWN')),
    challengeSolution: z.string().regex(/^[0-9]{1,16}$/, code('SOLUTION_INVALID')),
  });
}

export type FeedbackBody = z.infer<ReturnType<typeof feedbackBodySchema>>;

const rejected: Record<Exclude<AcceptResult, 'accepted'>, ErrorCode> = {
  unknown: 'CHALLENGE_UNKNOWN',
  expired: 'CHALLENGE_EXPIRED',
  used: 'CHALLENGE_ALREADY_USED',
};

const created = {
  type: 'object',
  required: ['issueUrl', 'status'],
  properties: { issueUrl: { type: 'string' }, status: { type: 'string', enum: ['queued', 'stored'] } },
} as const;

/**
 * POST /feedback: checks the proof of work, then stores the feedback durably (in the same
 * transaction that uses up the challenge) and answers with its status page. Publishing to
 * GitLab happens afterwards in the outbox, so a slow or unavailable GitLab never loses
 * feedback or keeps the visitor waiting.
 */
export async function feedbackRoutes(
  app: FastifyInstance,
  opts: { config: FeedbackConfig; knownPaths?: ReadonlySet<string> },
) {
  const { config } = opts;
  const store = app.feedbackStore;
  const errorStatuses = [400, 403, 409, 410, 413, 415, 422, 429, 500, 503];
  const errors = Object.fromEntries(errorStatuses.map((status) => [status, errorResponseSchema]));

  app.post<{ Body: FeedbackBody }>(
    '/feedback',
    {
      bodyLimit: bodyBytesMax,
      schema: { body: feedbackBodySchema(config, opts.knownPaths), response: { 201: created, ...errors } },
      config: { rateLimit: { max: config.rateLimit.feedbackPerMinute, timeWindow: 60_000 } },
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
      const issueUrl = `${config.publicUrl}${app.prefix}/feedback/${id}`;
      request.log.info({ feedbackId: id }, 'feedback stored');
      return reply
        .code(201)
        .headers({ location: issueUrl, 'cache-control': 'no-store' })
        .send({ issueUrl, status });
    },
  );
}
