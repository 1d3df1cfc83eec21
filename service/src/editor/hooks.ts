/**
 * What runs around every route of the editors' area: the form parser (application/x-www-form-urlencoded
 * only, small), the zod validator of the route schemas, the error pages, the shared rate limit, the
 * headers that keep the pages out of caches and search engines, the session check (onRequest)
 * and the CSRF check of every POST (preValidation, so a forged request learns nothing of the
 * checks behind it).
 */
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from 'fastify-type-provider-zod';
import { clientHasher } from '../client-address.ts';
import { sharedRateLimitStore } from '../rate-limit-store.ts';
import { StoreUnavailableError } from '../store/errors.ts';
import type { SessionRole } from '../store/index.ts';
import { EditorError, isEditorErrorCode, type EditorApp, type EditorContext } from './context.ts';
import type { ErrorCode } from '../pages/editor/format.ts';
import { sameToken } from './tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in only). */
    editorPublic?: boolean;
    /**
     * The roles of a session that may reach the route; absent: editors only, so a new route is
     * closed to reviewers unless it says otherwise (issue 34, item 5).
     */
    roles?: readonly SessionRole[];
  }
}

/** Who may reach a route without `roles` in its config. */
const DEFAULT_ROLES: readonly SessionRole[] = ['editor'];

/** Without a built site: no script, no inline style; styles and images only from here. */
const PLAIN_CSP = "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** Form posts of the editors' pages are a few short fields. */
const BODY_LIMIT = 4096;

/**
 * The code an error answers with: the code a refused schema names as its message (every editor
 * schema names one where it matters), REDAKTION_INVALID_INPUT for any other refused value.
 */
export function editorCodeFor(error: FastifyError): ErrorCode {
  if (error instanceof EditorError) return error.code;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const named = error.validation.map((issue) => issue.message).find(isEditorErrorCode);
    return named ?? 'REDAKTION_INVALID_INPUT';
  }
  if (error instanceof StoreUnavailableError) return 'REDAKTION_STORE_UNAVAILABLE';
  if (error.statusCode === 429) return 'REDAKTION_RATE_LIMITED';
  if (error.statusCode === 415) return 'REDAKTION_UNSUPPORTED';
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) return 'REDAKTION_INVALID_INPUT';
  return 'REDAKTION_INTERNAL';
}

export async function registerEditorHooks(app: EditorApp, ctx: EditorContext, opts: { plainFrame: boolean }): Promise<void> {
  const { config, store } = ctx;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.setValidatorCompiler(validatorCompiler);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const code = editorCodeFor(error);
    if (code === 'REDAKTION_INTERNAL' || code === 'REDAKTION_STORE_UNAVAILABLE') request.log.error({ err: error }, 'editor request failed');
    else request.log.info({ code }, 'editor request refused');
    return ctx.refuse(reply, code, ctx.sessionIfAny(request));
  });

  // Parses the Cookie header before the session hook below reads it.
  await app.register(cookie);

  const hashClient = clientHasher(config.secret);
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(store, config.now),
    keyGenerator: (request) => hashClient(request.ip),
    errorResponseBuilder: (_request, context) => Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
  });

  // Nothing of the editors' area is cached, indexed or sent on as a referrer.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
    if (opts.plainFrame) reply.header('content-security-policy', PLAIN_CSP);
    return payload;
  });

  // Every route needs a valid session unless it is marked public.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.editorPublic) return;
    const { session, presented } = await ctx.currentSession(request);
    if (session) {
      ctx.holdSession(request, session);
      // The one place where a role is checked: a reviewer reaches only the routes that name it.
      if (!(request.routeOptions.config.roles ?? DEFAULT_ROLES).includes(session.role)) return ctx.refuse(reply, 'REDAKTION_ROLE_FORBIDDEN', session);
      return;
    }
    if (presented) ctx.clearSessionCookie(reply);
    if (request.method === 'GET' || request.method === 'HEAD') {
      return reply.redirect(presented ? '/redaktion/anmelden?hinweis=abgelaufen' : '/redaktion/anmelden', 303);
    }
    return ctx.refuse(reply, 'REDAKTION_SIGN_IN_REQUIRED');
  });

  // Every state-changing request of a session carries its CSRF token, checked before its input.
  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.config.editorPublic || request.method === 'GET' || request.method === 'HEAD') return;
    const session = ctx.sessionIfAny(request);
    const body = request.body as Record<string, unknown> | undefined;
    if (!session || !sameToken(body?.['csrf'], session.csrfToken)) return ctx.refuse(reply, 'REDAKTION_CSRF', session);
  });
}
