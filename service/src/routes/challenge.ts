import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { challengeResponseSchema } from '@servicestandard/feedback-api';
import { challengeInput } from '@servicestandard/pow';
import type { FeedbackConfig } from '../config.ts';
import { errorResponses } from '../errors.ts';

const PURGE_INTERVAL_MS = 60_000;

/**
 * GET /challenge hands out a proof-of-work puzzle and remembers it, so POST /feedback can
 * accept each one exactly once. At most `maxOpenChallengesPerClient` stay open per client
 * address, in a ring of slots: a newer one replaces the one issued that many before it rather
 * than refusing (several open tabs keep working, the rate limit stops floods).
 */
export async function challengeRoutes(instance: FastifyInstance, opts: { config: FeedbackConfig; hashClient: (address: string) => string }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config, hashClient } = opts;
  const store = app.feedbackStore;
  const ttlMs = config.challengeTtlSeconds * 1000;
  // Expired challenges stay one more lifetime, so a late post hears "expired", not "unknown".
  const purge = () => store.purgeExpired(ttlMs);

  // Purged at most once a minute (by the service clock), not on every request: /challenge is the hot path.
  let lastPurgeAt = Number.NEGATIVE_INFINITY;
  const purgeNow = async (now: number) => {
    if (now - lastPurgeAt < PURGE_INTERVAL_MS) return;
    lastPurgeAt = now;
    await purge();
  };

  app.get(
    '/challenge',
    {
      schema: { response: { 200: challengeResponseSchema, ...errorResponses([429, 500, 503]) } },
      config: { rateLimit: { max: config.rateLimit.challengePerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const now = config.now();
      const salt = randomBytes(16).toString('hex');
      // node:crypto hashes synchronously; packages/pow's WebCrypto path costs a promise round trip per call.
      const challenge = createHash('sha256').update(challengeInput(salt, randomInt(config.difficulty))).digest('hex');
      await purgeNow(now);
      await store.insertChallenge(
        {
          challenge,
          salt,
          difficulty: config.difficulty,
          clientHash: hashClient(request.ip),
          ttlMs,
        },
        config.maxOpenChallengesPerClient,
      );
      reply.header('cache-control', 'no-store');
      return { challenge, salt, difficulty: config.difficulty };
    },
  );
}
