/** POST /api/redaktion/logout: ends the session (an editor's or a reviewer's); the audit log notes it. */
import type { EditorRoute } from '../context.ts';

export const signOutRoute: EditorRoute = (app, ctx) => {
  app.post('/api/redaktion/logout', { config: { roles: ['editor', 'reviewer'] } }, async (request, reply) => {
    const session = ctx.sessionOf(request);
    await ctx.endSession(reply, session);
    await ctx.audit(session, 'sign-out');
    return reply.redirect('/redaktion/anmelden?hinweis=abgemeldet', 303);
  });
};
