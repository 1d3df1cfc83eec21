/**
 * GET /api/redaktion/link?token=…: the one-time sign-in link of a local start (public), from this
 * machine only (local-sign-in.ts).
 */
import { z } from 'zod';
import { editorText as t } from '@servicestandard/messages/service';
import { single, type EditorRoute } from '../context.ts';
import { isFromLoopback, LOCAL_SUBJECT } from '../local-sign-in.ts';
import { TOKEN_PATTERN } from '../tokens.ts';

const querystring = z.object({
  token: single(z.string({ error: 'REDAKTION_LINK_INVALID' }).regex(TOKEN_PATTERN, { error: 'REDAKTION_LINK_INVALID' })),
});

export const localLinkRoute: EditorRoute = (app, ctx) => {
  app.get('/api/redaktion/link', { schema: { querystring }, config: { editorPublic: true, rateLimit: ctx.signInLimit } }, async (request, reply) => {
    if (!isFromLoopback(request) || !ctx.local.redeem(request.query.token, ctx.config.now())) {
      request.log.info('one-time sign-in link refused');
      return ctx.refuse(reply, 'REDAKTION_LINK_INVALID');
    }
    return ctx.startSession(request, reply, { subject: LOCAL_SUBJECT, name: t.localEditor, role: 'editor' });
  });
};
