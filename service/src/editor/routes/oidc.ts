/**
 * The sign-in through the identity provider (openCode), public: GET /api/redaktion/login starts it
 * (the sealed state goes into the sign-in cookie), GET /api/redaktion/callback finishes it. The
 * provider's code and state in the callback's query are checked by the OpenID Connect client.
 */
import { CLOCK_SKEW_MARGIN_MS } from '../../store/index.ts';
import type { EditorRoute } from '../context.ts';
import { isAllowed, SignInError, type OidcClient } from '../oidc.ts';

export const oidcRoutes: EditorRoute = (app, ctx) => {
  const { config, store } = ctx;
  const oidc = ctx.oidc as OidcClient;

  app.get('/api/redaktion/login', { config: { editorPublic: true, rateLimit: { max: 30, timeWindow: 60_000 } } }, async (_request, reply) => {
    let started: Awaited<ReturnType<typeof oidc.start>>;
    try {
      started = await oidc.start(config.now());
    } catch (error) {
      reply.log.warn({ reason: error instanceof SignInError ? error.reason : 'unknown' }, 'editor sign-in could not start');
      return ctx.refuse(reply, 'REDAKTION_SIGN_IN_UNAVAILABLE');
    }
    ctx.keepSignInState(reply, started.state);
    return reply.redirect(started.url.href, 303);
  });

  app.get('/api/redaktion/callback', { config: { editorPublic: true, rateLimit: ctx.signInLimit } }, async (request, reply) => {
    // The sign-in cookie is used once, whatever the outcome.
    const state = ctx.takeSignInState(request, reply);
    if (!state) {
      request.log.info({ reason: 'no valid sign-in state' }, 'editor sign-in refused');
      return ctx.refuse(reply, 'REDAKTION_SIGN_IN_FAILED');
    }
    // A copy of the cookie must not complete a second sign-in, on this instance or another:
    // the store takes each state once, before the provider is asked.
    if (!(await store.useSignInState(state.state, state.expiresAt + CLOCK_SKEW_MARGIN_MS))) {
      request.log.info({ reason: 'sign-in state used before' }, 'editor sign-in refused');
      return ctx.refuse(reply, 'REDAKTION_SIGN_IN_FAILED');
    }
    let identity;
    try {
      identity = await oidc.finish(new URL(request.url, config.publicUrl), state);
    } catch (error) {
      const reason = error instanceof SignInError ? error.reason : 'unknown';
      request.log.info({ reason }, 'editor sign-in refused');
      return ctx.refuse(reply, error instanceof SignInError && error.unavailable ? 'REDAKTION_SIGN_IN_UNAVAILABLE' : 'REDAKTION_SIGN_IN_FAILED');
    }
    // An editor first; else a reviewer of peer reviews (issue 34, item 5); else refused.
    const role = isAllowed(identity, config.editor.allowed) ? 'editor' : isAllowed(identity, config.editor.reviewers) ? 'reviewer' : undefined;
    if (!role) {
      request.log.info('editor sign-in refused: account not on the allow-list');
      return ctx.refuse(reply, 'REDAKTION_FORBIDDEN');
    }
    return ctx.startSession(request, reply, { subject: identity.subject, name: identity.name, role });
  });
};
