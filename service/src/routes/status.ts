import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedbackIdParamsSchema, htmlDocumentSchema } from '@servicestandard/feedback-api';
import type { FeedbackConfig } from '../config.ts';
import { sendPage } from '../form-post.ts';
import type { FeedbackPages } from '../render.ts';

/**
 * GET /feedback/:id, the address POST /feedback answers with: a page of the site that says in
 * words what happened to the feedback, what happens next, links the issue on openCode once it
 * is public (a confidential barrier report never gets a link) and leads back to the page the
 * feedback was about. The id is a random UUID, so only the sender knows the address. The e-mail
 * address is never shown.
 */
export async function statusRoutes(instance: FastifyInstance, opts: { config: FeedbackConfig; pages: FeedbackPages }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config, pages } = opts;

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
      if (!row) return sendPage(reply, 404, pages.notFound(), pages.csp);
      return sendPage(reply, 200, pages.status(row), pages.csp);
    },
  );
}
