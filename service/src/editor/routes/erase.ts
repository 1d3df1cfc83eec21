/** POST /api/redaktion/feedback/:id/erase: deletes the sender's data of a feedback (not while it is being sent). */
import { EditorError, feedbackParams, type EditorRoute } from '../context.ts';
import { doneRedirect } from './done.ts';

export const eraseRoute: EditorRoute = (app, ctx) => {
  app.post('/api/redaktion/feedback/:id/erase', { schema: { params: feedbackParams } }, async (request, reply) => {
    const session = ctx.sessionOf(request);
    const row = await ctx.feedbackOf(request.params.id);
    const result = await ctx.store.erasePersonalData(row.id);
    if (result === 'unknown') throw new EditorError('REDAKTION_NOT_FOUND');
    if (result === 'sending') throw new EditorError('REDAKTION_CONFLICT');
    await ctx.audit(session, 'erase', row.id);
    return doneRedirect(reply, row.id, 'erased');
  });
};
