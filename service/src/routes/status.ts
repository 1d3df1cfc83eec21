import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedbackIdParamsSchema, htmlDocumentSchema } from '@servicestandard/feedback-api';
import type { FeedbackConfig } from '../config.ts';
import { notFoundContent, statusContent, type PageTitles, type SendFeedbackPage } from '../feedback-pages.ts';

/**
 * GET /feedback/:id, the address POST /feedback answers with: a page of the site that says in
 * words what happened to the feedback, what happens next, links the issue on openCode once it
 * is public (a confidential barrier report never gets a link) and leads back to the page the
 * feedback was about. The id is a random UUID, so only the sender knows the address. The e-mail
 * address is never shown.
 */
export async function statusRoutes(instance: FastifyInstance, opts: { config: FeedbackConfig; sendPage: SendFeedbackPage; pageTitles?: PageTitles | undefined }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config, sendPage } = opts;

  app.get(
    '/feedback/:id',
    {
      schema: { params: feedbackIdParamsSchema, response: { 200: htmlDocumentSchema, 404: htmlDocumentSchema } },
      // An id that is no feedback id gets the same page as an unknown one, not an error in the API's shape:
      // people open this address in a browser.
      attachValidation: true,
      config: { rateLimit: { max: config.rateLimit.statusPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const row = request.validationError ? undefined : await app.feedbackStore.getFeedback(request.params.id);
      if (!row) return sendPage(reply, 404, notFoundContent(config.publicUrl));
      return sendPage(reply, 200, statusContent(row, config.publicUrl, opts.pageTitles));
    },
  );
}
