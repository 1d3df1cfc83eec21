/**
 * The store as a Fastify plugin: opened with the service, closed with it, and reachable as
 * app.feedbackStore in the service's scope (routes, outbox, retention, rate limits).
 */
import type { FastifyInstance } from 'fastify';
import type { FeedbackConfig } from '../config.ts';
import { openStore } from '../store/index.ts';
import type { FeedbackStore } from '../store/index.ts';
import { sharedScope } from './shared-scope.ts';

declare module 'fastify' {
  interface FastifyInstance {
    feedbackStore: FeedbackStore;
  }
}

export const storePlugin = sharedScope(
  async (app: FastifyInstance, opts: { config: FeedbackConfig }) => {
    const store = await openStore(opts.config, {
      onError: (error) => app.log.warn({ err: error }, 'feedback store connection lost'),
    });
    app.decorate('feedbackStore', store);
    app.addHook('onClose', async () => store.close());
  },
  'feedback-store',
);
