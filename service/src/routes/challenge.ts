import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { challengeResponseSchema } from '@servicestandard/feedback-api';
import type { Challenges } from '../challenges.ts';
import type { FeedbackConfig } from '../config.ts';
import { errorResponses } from '../errors.ts';
import { perInstance } from '../rate-limit-store.ts';

/**
 * GET /challenge hands out a proof-of-work puzzle. It is stateless (see challenges.ts): nothing is
 * written, so any number of visitors behind one address keep their challenges, and POST
 * /feedback accepts each one once. The limit per client counts in this instance's memory: an
 * issue costs nothing shared, and the limit that protects the store is the one on posts.
 */
export async function challengeRoutes(instance: FastifyInstance, opts: { config: FeedbackConfig; challenges: Challenges }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config, challenges } = opts;

  app.get(
    '/challenge',
    {
      schema: { response: { 200: challengeResponseSchema, ...errorResponses([429, 500]) } },
      config: { rateLimit: perInstance({ max: config.rateLimit.challengePerMinute, timeWindow: 60_000 }) },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return challenges.issue(config.now());
    },
  );
}
