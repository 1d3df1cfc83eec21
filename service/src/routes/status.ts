import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedbackIdParamsSchema, htmlDocumentSchema } from '@servicestandard/feedback-api';
import type { FeedbackConfig } from '../config.ts';
import { notFoundContent, PLAIN_CSP, statusContent } from '../feedback-pages.ts';
import { sendPage } from '../form-post.ts';
import type { Frame } from '../site-frame.ts';

/**
 * GET /feedback/:id, the address POST /feedback answers with: a page of the site that says in
 * words what happened to the feedback, what happens next, links the issue on openCode once it
 * is public (a confidential barrier report never gets a link) and leads back to the page the
 * feedback was about. The id is a random UUID, so only the sender knows the address. The e-mail
 * address is never shown.
 */
export async function statusRoutes(instance: FastifyInstance, opts: { config: FeedbackConfig; frame: Frame; framed: boolean }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config, frame } = opts;
  // In the site's frame the site's policy applies (its styles and scripts); alone, the strict one.
  const csp = opts.framed ? undefined : PLAIN_CSP;

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
      if (!row) return sendPage(reply, 404, frame(notFoundContent(config.publicUrl)), csp);
      return sendPage(reply, 200, frame(statusContent(row, config.publicUrl)), csp);
    },
  );
}
