/** POST /api/redaktion/feedback/:id/contacted: marks the sender as contacted (contacted=1) or not (0). */
import { z } from 'zod';
import { EditorError, feedbackParams, type EditorRoute } from '../context.ts';
import { doneRedirect } from './done.ts';

/** The form's field; csrf is checked by the CSRF hook before. */
const body = z.object({ contacted: z.enum(['0', '1'], { error: 'REDAKTION_INVALID_INPUT' }) });

export const contactedRoute: EditorRoute = (app, ctx) => {
  app.post('/api/redaktion/feedback/:id/contacted', { schema: { params: feedbackParams, body } }, async (request, reply) => {
    const session = ctx.sessionOf(request);
    const row = await ctx.feedbackOf(request.params.id);
    const contacted = request.body.contacted === '1';
    if (!(await ctx.store.setContacted(row.id, contacted))) throw new EditorError('REDAKTION_NOT_FOUND');
    await ctx.audit(session, contacted ? 'contacted' : 'not-contacted', row.id);
    return doneRedirect(reply, row.id, contacted ? 'contacted' : 'not-contacted');
  });
};
