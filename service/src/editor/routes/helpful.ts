/**
 * The Seitenbewertungen (answers to the question under each content page) per page and week:
 * GET /redaktion/hilfreich as a page, GET /redaktion/hilfreich.csv as a download. The download is
 * an action of its own in the audit log: who took the numbers, and when.
 */
import { z } from 'zod';
import { pageNumberSchema, type EditorRoute } from '../context.ts';
import { helpfulCsv } from '../csv.ts';
import { HELPFUL_PATH } from '../../pages/editor/format.ts';
import { pageFilterSchema } from './list.ts';

/** The page filter; an unknown page just has no rows. */
const querystring = z.object({ seite: pageFilterSchema, blatt: pageNumberSchema });

export const helpfulRoutes: EditorRoute = (app, ctx) => {
  const { config, store } = ctx;

  app.get(HELPFUL_PATH, { schema: { querystring } }, async (request, reply) => {
    const session = ctx.sessionOf(request);
    const page = request.query.seite || undefined;
    const [rows, totals] = await Promise.all([store.helpfulByWeek({ pagePath: page }), store.helpfulTotals()]);
    return ctx.render(reply, 200, ctx.pages.helpful({ session, rows, pagePaths: totals.map((total) => total.pagePath), page, pageNumber: request.query.blatt ?? 1 }));
  });

  app.get(`${HELPFUL_PATH}.csv`, { schema: { querystring } }, async (request, reply) => {
    const session = ctx.sessionOf(request);
    const rows = await store.helpfulByWeek({ pagePath: request.query.seite || undefined });
    if (request.method === 'GET') await ctx.audit(session, 'helpful-export');
    const day = new Date(config.now()).toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="seitenbewertungen-${day}.csv"`)
      .send(helpfulCsv(rows));
  });
};
