/** GET /redaktion/anmelden: the sign-in page (public); a signed-in editor goes on to the overview. */
import { z } from 'zod';
import { single, type EditorRoute } from '../context.ts';

/** The notice after sign-out or an expired session; any other value shows none. */
const querystring = z.object({ hinweis: single(z.string().optional()) });

export const signInRoute: EditorRoute = (app, ctx) => {
  app.get('/redaktion/anmelden', { schema: { querystring }, config: { editorPublic: true } }, async (request, reply) => {
    const { session } = await ctx.currentSession(request);
    if (session) return reply.redirect('/redaktion', 303);
    const hint = request.query.hinweis;
    return ctx.render(reply, 200, ctx.pages.signIn(ctx.mode, hint === 'abgemeldet' ? 'signed-out' : hint === 'abgelaufen' ? 'expired' : undefined));
  });
};
