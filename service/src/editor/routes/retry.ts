/** POST /api/redaktion/feedback/:id/retry: sends a feedback whose delivery to openCode failed once more. */
import { EditorError, feedbackParams, type EditorRoute } from '../context.ts';
import { doneRedirect } from './done.ts';

export const retryRoute: EditorRoute = (app, ctx) => {
  app.post('/api/redaktion/feedback/:id/retry', { schema: { params: feedbackParams } }, async (request, reply) => {
    const session = ctx.sessionOf(request);
    const row = await ctx.feedbackOf(request.params.id);
    if (!ctx.outbox.enabled || !(await ctx.store.retryFailed(row.id))) throw new EditorError('REDAKTION_CONFLICT');
    await ctx.audit(session, 'retry', row.id);
    ctx.outbox.notify();
    return doneRedirect(reply, row.id, 'retry');
  });
};
