import type { FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { challengeResponseSchema, type ChallengeResponse } from '@servicestandard/feedback-api';
import type { Challenges } from '../challenges.ts';
import type { FeedbackConfig } from '../config.ts';
import { errorResponses } from '../errors.ts';
import { perInstance } from '../rate-limit-store.ts';

/**
 * The 200 answer as JSON without a schema pass per request: the object comes from
 * challenges.issue, typed by the schema at compile time, and only its three fields are written.
 * The other statuses (the error shape) keep the schema-checked serializer.
 */
function serializeChallenge(data: unknown): string {
  const { challenge, salt, difficulty } = data as ChallengeResponse;
  return JSON.stringify({ challenge, salt, difficulty });
}

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
      // Fastify hands each status's response schema in `schema`; its type names the whole route's.
      serializerCompiler: (route) => (route.httpStatus === '200' ? serializeChallenge : serializerCompiler(route as unknown as Parameters<typeof serializerCompiler>[0])),
      config: { rateLimit: perInstance({ max: config.rateLimit.challengePerMinute, timeWindow: 60_000 }) },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return challenges.issue(config.now());
    },
  );
}
