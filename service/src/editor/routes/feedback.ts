/**
 * GET /redaktion/feedback/:id: one feedback with its sender's data and the actions on it; after an
 * action the notice of what was done (?erledigt=…).
 */
import { z } from 'zod';
import { editorText as t } from '@servicestandard/messages/service';
import { feedbackParams, single, type EditorRoute } from '../context.ts';
import type { DoneNotice } from '../../pages/editor/format.ts';

const querystring = z.object({ erledigt: single(z.enum(Object.keys(t.detail.done) as [DoneNotice, ...DoneNotice[]]).optional()) });

export const feedbackRoute: EditorRoute = (app, ctx) => {
  app.get('/redaktion/feedback/:id', { schema: { params: feedbackParams, querystring } }, async (request, reply) => {
    const session = ctx.sessionOf(request);
    const row = await ctx.feedbackOf(request.params.id);
    // Who saw a sender's address, and when, is part of the record.
    if (row.email && request.method === 'GET') await ctx.audit(session, 'email-shown', row.id);
    return ctx.render(reply, 200, ctx.pages.detail({ session, row, publicUrl: ctx.config.publicUrl, canRetry: ctx.outbox.enabled, done: request.query.erledigt }));
  });
};
