import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, healthResponseSchema, type HealthResponse } from '@servicestandard/feedback-api';
import type { FeedbackConfig } from '../config.ts';
import { errorResponses } from '../errors.ts';

/** GET /health for load balancers and operators: 503 when the store cannot answer. */
export async function healthRoutes(instance: FastifyInstance, opts: { config: FeedbackConfig }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const store = app.feedbackStore;
  app.get(
    '/health',
    { schema: { response: { 200: healthResponseSchema, ...errorResponses([503]) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await store.ping();
        const outbox = await store.countByStatus();
        const health: HealthResponse = { status: 'ok', store: store.kind, gitlab: opts.config.gitlab ? 'configured' : 'embedded', outbox };
        return health;
      } catch (error) {
        request.log.error({ err: error }, 'feedback store unavailable');
        return reply.code(503).send(errorBody('SERVICE_UNAVAILABLE'));
      }
    },
  );
}
