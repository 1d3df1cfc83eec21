/**
 * GET /redaktion/peer-reviews: the requests for a peer review, filtered by state, level and phase,
 * newest first, 50 a page; GET /redaktion/peer-reviews/:id: one request with what the team sent,
 * its reviewers and the forms to plan it (after an action the notice of what was done,
 * ?erledigt=…); GET /redaktion/peer-reviews/:id/selbstcheck.json: the attached Selbstcheck as the
 * file the team exported.
 */
import { z } from 'zod';
import { REVIEW_LEVELS, REVIEW_PHASES, REVIEW_STATES } from '@servicestandard/feedback-api';
import { EditorError, PAGE_SIZE, pageNumberSchema, reviewParams, single, type EditorRoute } from '../context.ts';
import { REVIEW_DONE_NOTICES, REVIEWS_PATH } from '../../pages/editor/format.ts';

/** A filter's value: one of `values`, or empty (or absent) for all. */
const filterOf = <T extends string>(values: readonly [T, ...T[]]) => single(z.union([z.literal(''), z.enum(values)]).optional());

const querystring = z.object({
  status: filterOf(REVIEW_STATES),
  ebene: filterOf(REVIEW_LEVELS),
  phase: filterOf(REVIEW_PHASES),
  blatt: pageNumberSchema,
});

const detailQuery = z.object({ erledigt: single(z.enum(REVIEW_DONE_NOTICES).optional()) });

export const reviewsRoutes: EditorRoute = (app, ctx) => {
  const { store } = ctx;

  app.get(REVIEWS_PATH, { schema: { querystring } }, async (request, reply) => {
    const session = ctx.sessionOf(request);
    const filter = { state: request.query.status || undefined, level: request.query.ebene || undefined, phase: request.query.phase || undefined };
    const pageNumber = request.query.blatt ?? 1;
    const { rows, total } = await store.listReviewRequests({ ...filter, limit: PAGE_SIZE, offset: (pageNumber - 1) * PAGE_SIZE });
    return ctx.render(reply, 200, ctx.pages.reviews({ session, rows, total, filter, pageNumber, pageSize: PAGE_SIZE }));
  });

  app.get(`${REVIEWS_PATH}/:id`, { schema: { params: reviewParams, querystring: detailQuery } }, async (request, reply) => {
    const session = ctx.sessionOf(request);
    const row = await ctx.reviewOf(request.params.id);
    const reviewers = await store.listReviewers(row.id);
    return ctx.render(reply, 200, ctx.pages.review({ session, row, reviewers, done: request.query.erledigt }));
  });

  app.get(`${REVIEWS_PATH}/:id/selbstcheck.json`, { schema: { params: reviewParams } }, async (request, reply) => {
    ctx.sessionOf(request);
    const row = await ctx.reviewOf(request.params.id);
    if (!row.selbstcheck) throw new EditorError('REDAKTION_REVIEW_NOT_FOUND');
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="selbstcheck-${row.id.slice(0, 8)}.json"`)
      .header('x-content-type-options', 'nosniff')
      .send(`${JSON.stringify(row.selbstcheck, null, 2)}\n`);
  });
};
