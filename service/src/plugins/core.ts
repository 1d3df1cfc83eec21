/**
 * The service's core, registered once for the whole app: the store, the GitLab client, the outbox,
 * the retention jobs, the mailer and the publisher of peer-review reports. Each is a plugin that decorates the app (fastify-plugin), so
 * /api, the Redaktion, the open data and the site read them from the instance (app.feedbackStore,
 * app.gitlabClient, app.feedbackOutbox, app.feedbackRetention, app.mailer, app.mailbox, app.publisher) instead of
 * options.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FeedbackConfig } from '../config.ts';
import { gitlabPlugin } from './gitlab.ts';
import { mailPlugin } from './mail.ts';
import { outboxPlugin } from './outbox.ts';
import { publicationPlugin } from './publication.ts';
import { retentionPlugin } from './retention.ts';
import { storePlugin } from './store.ts';

export const feedbackCore = fp(
  async (app: FastifyInstance, opts: { config: FeedbackConfig }) => {
    await app.register(storePlugin, opts);
    await app.register(gitlabPlugin, opts);
    await app.register(outboxPlugin, opts);
    await app.register(mailPlugin, opts);
    await app.register(publicationPlugin, opts);
    await app.register(retentionPlugin, opts);
  },
  { name: 'feedback-core' },
);
