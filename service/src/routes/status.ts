import { isConfidential } from '../plugins/gitlab.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedbackIdParamsSchema, htmlDocumentSchema } from '@servicestandard/feedback-api';
import { escapeHtml } from '@servicestandard/text';
import type { FeedbackConfig } from '../config.ts';
import { statusPage as text } from '../messages.ts';
import type { FeedbackRow } from '../store/index.ts';

// No script or style at all, so the strictest policy fits.
const CSP = "default-src 'none'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** Paragraphs at blank lines, line breaks kept. */
function paragraphs(textBlock: string): string {
  return textBlock
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\r?\n/g, '<br>\n')}</p>`)
    .join('\n');
}

function feedbackPage(row: FeedbackRow, publicUrl: string): string {
  const pageUrl = escapeHtml(`${publicUrl}${row.pagePath}`);
  const confidential = isConfidential(row.labels);
  const state =
    row.status === 'stored'
      ? text.stored
      : row.status === 'failed'
        ? text.failed
        : confidential
          ? row.status === 'published'
            ? text.confidentialPublished
            : text.confidentialPending
          : text.pending;
  const parts = [
    `<h1>${escapeHtml(text.heading)}</h1>`,
    `<p>${escapeHtml(state)}</p>`,
    `<p>${escapeHtml(text.pageLabel)} <a href="${pageUrl}">${pageUrl}</a></p>`,
  ];
  // Only the embedded mode shows the text: there it is the only place the feedback appears.
  if (row.status === 'stored') {
    parts.push(`<h2>${escapeHtml(text.descriptionHeading)}</h2>`, paragraphs(row.description));
  }
  parts.push(`<p><a href="${pageUrl}">${escapeHtml(text.backLink)}</a></p>`);
  return page(text.documentTitle, parts.join('\n'));
}

function notFoundPage(publicUrl: string): string {
  return page(
    text.notFoundTitle,
    [
      `<h1>${escapeHtml(text.notFoundHeading)}</h1>`,
      `<p>${escapeHtml(text.notFoundText)}</p>`,
      `<p><a href="${escapeHtml(publicUrl)}/">${escapeHtml(text.homeLink)}</a></p>`,
    ].join('\n'),
  );
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': CSP,
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex',
    })
    .send(body);
}

/**
 * GET /feedback/:id, the address POST /feedback answers with: redirects to the GitLab issue
 * once published, until then (or in embedded mode) says what happened. The id is a random
 * UUID, so only the sender knows the address. The e-mail address is never shown.
 */
export async function statusRoutes(instance: FastifyInstance, opts: { config: FeedbackConfig }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config } = opts;

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
      if (!row) return html(reply, 404, notFoundPage(config.publicUrl));
      // A confidential issue would answer the sender with GitLab's 404: the page says what happened instead.
      if (row.status === 'published' && row.issueUrl && !isConfidential(row.labels)) {
        return reply.header('cache-control', 'no-store').redirect(row.issueUrl, 303);
      }
      return html(reply, 200, feedbackPage(row, config.publicUrl));
    },
  );
}
