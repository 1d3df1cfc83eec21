/**
 * The editors' area (Redaktion) as a Fastify plugin: pages under /redaktion, form actions and
 * sign-in under /api/redaktion. Every route needs a session unless it is marked public (the sign-in
 * page, the start of the sign-in, the provider's callback and the local one-time link); every
 * POST also needs the session's CSRF token (hooks.ts). Sessions live in the store (session.ts). No
 * editor page is cached, and the audit log records every action without data of the sender
 * (downloading the Seitenbewertungen as CSV included).
 *
 * Each route or page is a file in routes/ declaring its zod schemas; a new page is one more file
 * there and one more entry in EDITOR_ROUTES.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import type { FeedbackConfig } from '../config.ts';
import type { RequirementCatalogue } from '@servicestandard/pruefbericht';
import { editorText as t } from '@servicestandard/messages/service';
import type { SignInMode } from '../pages/editor/format.ts';
import { loadPages, type Pages } from '../render.ts';
import { EditorError, SESSION_LIMITS, type EditorContext, type EditorRoute } from './context.ts';
import { registerEditorHooks } from './hooks.ts';
import { createLocalSignIn, type LocalSignIn } from './local-sign-in.ts';
import { createOidcClient } from './oidc.ts';
import { assessmentRoutes } from './routes/assessments.ts';
import { auditRoute } from './routes/audit.ts';
import { contactedRoute } from './routes/contacted.ts';
import { erasePageRoute } from './routes/erase-page.ts';
import { eraseRoute } from './routes/erase.ts';
import { feedbackRoute } from './routes/feedback.ts';
import { helpfulRoutes } from './routes/helpful.ts';
import { listRoute } from './routes/list.ts';
import { localLinkRoute } from './routes/local-link.ts';
import { messagesRoutes } from './routes/messages.ts';
import { oidcRoutes } from './routes/oidc.ts';
import { publicationRoute } from './routes/publication.ts';
import { retryRoute } from './routes/retry.ts';
import { reviewActionRoutes } from './routes/review-actions.ts';
import { reviewsRoutes } from './routes/reviews.ts';
import { signInRoute } from './routes/sign-in.ts';
import { signOutRoute } from './routes/sign-out.ts';
import { sessionHandling } from './session.ts';

export { SESSION_LIMITS } from './context.ts';

/** Audit entries are kept one year (calendar year back from now). */
export function auditCutoff(now: number): number {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  return date.getTime();
}
const DAY_MS = 86_400_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** A new one-time sign-in link below `baseUrl`; undefined when the embedded sign-in is off. */
    editorSignInLink(baseUrl: string): string | undefined;
  }
}

export interface EditorOptions {
  config: FeedbackConfig;
  /** The built page site/dist/redaktion.html; without it the pages come in a plain frame. */
  shell?: string | undefined;
  /** The requirements reviewers assess, from the built site's /daten/servicestandard.json (issue 34, item 5). */
  catalogue?: RequirementCatalogue | undefined;
}

/** The routes and pages of every instance; the sign-in routes depend on the configuration. */
const EDITOR_ROUTES: readonly EditorRoute[] = [
  signInRoute,
  signOutRoute,
  listRoute,
  feedbackRoute,
  erasePageRoute,
  auditRoute,
  helpfulRoutes,
  messagesRoutes,
  contactedRoute,
  retryRoute,
  eraseRoute,
  reviewsRoutes,
  reviewActionRoutes,
  assessmentRoutes,
  publicationRoute,
];

function editorContext(app: FastifyInstance, opts: EditorOptions & { local: LocalSignIn }, rendered: Pages): EditorContext {
  const { config } = opts;
  const store = app.feedbackStore;
  const pages = rendered.editorPages(opts.shell);
  const oidc = config.editor.oidc ? createOidcClient(config.editor.oidc, `${config.publicUrl}/api/redaktion/callback`) : undefined;
  const mode: SignInMode = oidc ? 'oidc' : config.editor.localSignIn ? 'local' : 'none';
  const { createSession, ...sessions } = sessionHandling(config, store);
  const ctx: EditorContext = {
    config,
    store,
    outbox: app.feedbackOutbox,
    mode,
    oidc,
    local: opts.local,
    signInLimit: { max: config.editor.signInPerMinute, timeWindow: 60_000 },
    pages,
    render: (reply, status, html) => reply.code(status).type('text/html; charset=utf-8').send(html),
    refuse: (reply, code, session) => ctx.render(reply, t.errors[code].status, pages.error(code, session)),
    ...sessions,
    async startSession(request, reply, who) {
      const editor = await createSession(request, reply, who);
      await ctx.audit(editor, 'sign-in');
      return ctx.render(reply, 200, pages.signedIn(editor.role));
    },
    audit: (session, action, feedbackId = null) => store.appendAudit({ subject: session.subject, name: session.name, action, feedbackId }),
    auditReview: (session, action, reviewRequestId, detail) =>
      store.appendAudit({ subject: session.subject, name: session.name, action, feedbackId: null, reviewRequestId, detail }),
    async reviewOf(id) {
      const row = await store.getReviewRequest(id);
      if (!row) throw new EditorError('REDAKTION_REVIEW_NOT_FOUND');
      return row;
    },
    async feedbackOf(id) {
      const row = await store.getEditorFeedback(id);
      if (!row) throw new EditorError('REDAKTION_NOT_FOUND');
      return row;
    },
    catalogue: opts.catalogue,
  };
  return ctx;
}

async function routes(instance: FastifyInstance, opts: EditorOptions & { local: LocalSignIn }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = editorContext(instance, opts, await loadPages());
  await registerEditorHooks(app, ctx, { plainFrame: !opts.shell });
  for (const route of EDITOR_ROUTES) route(app, ctx);
  if (ctx.oidc) oidcRoutes(app, ctx);
  if (opts.config.editor.localSignIn) localLinkRoute(app, ctx);
}

/**
 * Registers the editors' area. Decorates the registering instance with editorSignInLink (for
 * the start message of `npm start`); the routes, hooks and parsers stay in a scope of their own.
 */
export const editorPlugin = fp(async (app: FastifyInstance, opts: EditorOptions) => {
  const local = createLocalSignIn();
  const { config } = opts;
  const store = app.feedbackStore;
  app.decorate('editorSignInLink', (baseUrl: string) =>
    config.editor.localSignIn ? `${baseUrl.replace(/\/+$/, '')}/api/redaktion/link?token=${local.issue(config.now())}` : undefined,
  );
  await app.register(routes, { ...opts, local });

  // Audit entries older than a year and sessions past their limits go, at start and daily.
  const log = app.log.child({ component: 'editor' });
  const purge = () =>
    store
      .purgeEditorRecords({ auditBefore: auditCutoff(config.now()), sessions: SESSION_LIMITS })
      .then((deleted) => {
        if (deleted.audit || deleted.sessions) log.info(deleted, 'old audit entries and ended editor sessions deleted');
      })
      .catch((error: unknown) => log.error({ err: error }, 'deleting old editor records failed, next try in a day'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge(), DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}, { name: 'editor', dependencies: ['feedback-store', 'feedback-outbox'] });
