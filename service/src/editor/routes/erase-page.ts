/** GET /redaktion/feedback/:id/loeschen: asks before the sender's data is deleted. */
import { feedbackParams, type EditorRoute } from '../context.ts';
import { feedbackHref } from '../../pages/editor/format.ts';

export const erasePageRoute: EditorRoute = (app, ctx) => {
  app.get('/redaktion/feedback/:id/loeschen', { schema: { params: feedbackParams } }, async (request, reply) => {
    const session = ctx.sessionOf(request);
    const row = await ctx.feedbackOf(request.params.id);
    if (row.erasedAt !== null) return reply.redirect(feedbackHref(row.id), 303);
    return ctx.render(reply, 200, ctx.pages.erase(session, row));
  });
};
