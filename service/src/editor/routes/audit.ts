/** GET /redaktion/protokoll: the audit log, newest first, 50 entries a page. */
import { z } from 'zod';
import { PAGE_SIZE, pageNumberSchema, type EditorRoute } from '../context.ts';
import { LOCAL_SUBJECT } from '../local-sign-in.ts';

const querystring = z.object({ blatt: pageNumberSchema });

export const auditRoute: EditorRoute = (app, ctx) => {
  app.get('/redaktion/protokoll', { schema: { querystring } }, async (request, reply) => {
    const session = ctx.sessionOf(request);
    const number = request.query.blatt ?? 1;
    const { entries, total } = await ctx.store.listAudit({ limit: PAGE_SIZE, offset: (number - 1) * PAGE_SIZE });
    // Who did it: the name, and the provider's subject unless signed in with the local link.
    const rows = entries.map((entry) => ({ ...entry, who: entry.subject === LOCAL_SUBJECT ? entry.name : `${entry.name} (${entry.subject})` }));
    return ctx.render(reply, 200, ctx.pages.audit(session, rows, total, number, PAGE_SIZE));
  });
};
