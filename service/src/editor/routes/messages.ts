/**
 * GET /redaktion/nachrichten: the e-mails the service wrote (MAIL_DIR), newest first, 50 a page;
 * GET /redaktion/nachrichten/:id: one of them with its text.
 */
import { z } from 'zod';
import { isMailId } from '../../mail/spool.ts';
import { EditorError, PAGE_SIZE, pageNumberSchema, type EditorRoute } from '../context.ts';

const querystring = z.object({ blatt: pageNumberSchema });
const params = z.object({ id: z.string().refine(isMailId, { error: 'REDAKTION_NOT_FOUND' }) });

export const messagesRoutes: EditorRoute = (app, ctx) => {
  const box = app.mailbox;
  app.get('/redaktion/nachrichten', { schema: { querystring } }, async (request, reply) => {
    const session = ctx.sessionOf(request);
    const pageNumber = request.query.blatt ?? 1;
    const all = await box.list();
    const entries = all.slice((pageNumber - 1) * PAGE_SIZE, pageNumber * PAGE_SIZE);
    return ctx.render(reply, 200, ctx.pages.messages({ session, entries, total: all.length, pageNumber, pageSize: PAGE_SIZE, smtp: box.smtp, dir: box.dir }));
  });

  app.get('/redaktion/nachrichten/:id', { schema: { params } }, async (request, reply) => {
    const session = ctx.sessionOf(request);
    const message = await box.read(request.params.id);
    if (!message) throw new EditorError('REDAKTION_NOT_FOUND');
    return ctx.render(reply, 200, ctx.pages.message({ session, message, smtp: box.smtp }));
  });
};
