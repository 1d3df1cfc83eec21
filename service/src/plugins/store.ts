/**
 * The store as a Fastify plugin: opened with the app, closed with it, and reachable as
 * app.feedbackStore on the whole app (/api, Redaktion, open data, outbox, retention, rate limits).
 */
import type { FastifyInstance } from 'fastify';
import type { FeedbackConfig } from '../config.ts';
import { openStore } from '../store/index.ts';
import type { FeedbackStore } from '../store/index.ts';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    feedbackStore: FeedbackStore;
  }
}

export const storePlugin = fp(
  async (app: FastifyInstance, opts: { config: FeedbackConfig }) => {
    const store = await openStore(opts.config, {
      onError: (error) => app.log.warn({ err: error }, 'feedback store connection lost'),
    });
    app.decorate('feedbackStore', store);
    app.addHook('onClose', async () => store.close());
  },
  { name: 'feedback-store' },
);
