/** GET /redaktion/protokoll: the audit log, newest first, 50 entries a page. */
import { z } from 'zod';
import { PAGE_SIZE, pageNumberSchema, type EditorRoute } from '../context.ts';
import { editorText } from '@servicestandard/messages/service';
import { LOCAL_SUBJECT } from '../local-sign-in.ts';

const systemActors: Readonly<Record<string, string>> = editorText.audit.systemActors;

const querystring = z.object({ blatt: pageNumberSchema });

export const auditRoute: EditorRoute = (app, ctx) => {
  app.get('/redaktion/protokoll', { schema: { querystring } }, async (request, reply) => {
    const session = ctx.sessionOf(request);
    const number = request.query.blatt ?? 1;
    const { entries, total } = await ctx.store.listAudit({ limit: PAGE_SIZE, offset: (number - 1) * PAGE_SIZE });
    // Who did it: the team or the service itself; else the name, and the provider's subject unless signed in with the local link.
    const who = (entry: (typeof entries)[number]) =>
      Object.hasOwn(systemActors, entry.subject) ? systemActors[entry.subject]! : entry.subject === LOCAL_SUBJECT ? entry.name : `${entry.name} (${entry.subject})`;
    const rows = entries.map((entry) => ({ ...entry, who: who(entry) }));
    return ctx.render(reply, 200, ctx.pages.audit(session, rows, total, number, PAGE_SIZE));
  });
};
