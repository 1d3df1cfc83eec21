import { createHash, randomFillSync, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { challengeResponseSchema } from '@servicestandard/feedback-api';
import { challengeInput } from '@servicestandard/pow';
import type { FeedbackConfig } from '../config.ts';
import { errorResponses } from '../errors.ts';

const PURGE_INTERVAL_MS = 60_000;

const SALT_BYTES = 16;
/** Random bytes drawn at once for the salts: 256 of them. */
const SALT_POOL_BYTES = SALT_BYTES * 256;
const saltPool = Buffer.alloc(SALT_POOL_BYTES);
let saltOffset = SALT_POOL_BYTES;

/**
 * A fresh random salt (hex). Each call into the CSPRNG costs a few microseconds whatever its
 * size, a measurable share of GET /challenge under load; so the bytes are drawn in blocks and
 * each byte goes into exactly one salt, as Node does for randomUUID and randomInt. The salts
 * are as unpredictable as before: the same generator, nothing reused.
 */
function randomSalt(): string {
  if (saltOffset + SALT_BYTES > SALT_POOL_BYTES) {
    randomFillSync(saltPool);
    saltOffset = 0;
  }
  const salt = saltPool.toString('hex', saltOffset, saltOffset + SALT_BYTES);
  saltOffset += SALT_BYTES;
  return salt;
}

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
      const salt = randomSalt();
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
