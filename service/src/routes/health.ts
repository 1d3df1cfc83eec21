import type { FastifyInstance } from 'fastify';
import type { FeedbackConfig } from '../config.ts';
import { errorBody, errorResponseSchema } from '../errors.ts';

const count = { type: 'integer' } as const;

const healthResponse = {
  type: 'object',
  required: ['status', 'store', 'gitlab', 'outbox'],
  properties: {
    status: { type: 'string' },
    store: { type: 'string' },
    gitlab: { type: 'string', enum: ['configured', 'embedded'] },
    outbox: {
      type: 'object',
      required: ['queued', 'sending', 'failed', 'published', 'stored'],
      properties: { queued: count, sending: count, failed: count, published: count, stored: count },
    },
  },
} as const;

/** GET /health for load balancers and operators: 503 when the store cannot answer. */
export async function healthRoutes(app: FastifyInstance, opts: { config: FeedbackConfig }) {
  const store = app.feedbackStore;
  app.get(
    '/health',
    { schema: { response: { 200: healthResponse, 503: errorResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await store.ping();
        const outbox = await store.countByStatus();
        return { status: 'ok', store: store.kind, gitlab: opts.config.gitlab ? 'configured' : 'embedded', outbox };
      } catch (error) {
        request.log.error({ err: error }, 'feedback store unavailable');
        return reply.code(503).send(errorBody('SERVICE_UNAVAILABLE'));
      }
    },
  );
}
