/**
 * POST /api/redaktion/peer-reviews/:id/publication: "Erneut versuchen" on a request's page after
 * the publication of its report failed (issue 34, item 7). Only for a request that is still
 * 'bericht-abgestimmt' whose team agreed to publication; the publisher sends the report of the
 * failed attempt again as the store kept it (a branch or merge request the failed attempt left is
 * reused), or, when the attempt failed before a report was kept, the report built anew.
 * The session's CSRF token is checked by the hook. Success leads back to the request's page at its
 * section Veröffentlichung; a failure shows REDAKTION_PUBLICATION_FAILED (the reason is in the
 * server's log). Every attempt is in the audit log.
 */
import { PUBLICATION_ANCHOR, reviewHref } from '../../pages/editor/format.ts';
import { PublicationError } from '../../plugins/publication.ts';
import { reportOf, sentReport } from '../../review/report.ts';
import { EditorError, reviewParams, type EditorRoute } from '../context.ts';

export const publicationRoute: EditorRoute = (app, ctx) => {
  app.post('/api/redaktion/peer-reviews/:id/publication', { schema: { params: reviewParams } }, async (request, reply) => {
    const session = ctx.sessionOf(request);
    const row = await ctx.reviewOf(request.params.id);
    if (row.state !== 'bericht-abgestimmt' || row.publication.published || row.agreement?.publish !== true) throw new EditorError('REDAKTION_PUBLICATION_NOT_POSSIBLE');
    // The kept copy needs no catalogue; building the report anew does.
    const report = sentReport(row) ?? (ctx.catalogue && (await reportOf(app.feedbackStore, row, ctx.catalogue, ctx.config.now())));
    if (!report) throw new EditorError('REDAKTION_CATALOGUE_UNAVAILABLE');
    try {
      const publication = await app.publisher.publish(report, row.id);
      await ctx.auditReview(session, 'review-publication', row.id, publication.kind === 'file' ? publication.path : publication.url);
    } catch (error) {
      if (!(error instanceof PublicationError)) throw error;
      await ctx.auditReview(session, 'review-publication', row.id, error.code);
      throw new EditorError(error.code === 'PUBLICATION_NOT_AGREED' ? 'REDAKTION_PUBLICATION_NOT_POSSIBLE' : 'REDAKTION_PUBLICATION_FAILED');
    }
    return reply.redirect(`${reviewHref(row.id)}#${PUBLICATION_ANCHOR}`, 303);
  });
};
