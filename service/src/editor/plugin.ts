/**
 * The editors' area (Redaktion) as a Fastify plugin: pages under /redaktion, form actions and
 * sign-in under /api/redaktion. Every route needs a session unless it is marked public (the sign-in
 * page, the start of the sign-in, the provider's callback and the local one-time link); every
 * POST also needs the session's CSRF token. Sessions live in the store (shared by instances): 30
 * minutes idle, 8 hours at most, a new one at each sign-in, deleted at sign-out. No editor page
 * is cached, and the audit log records every action without data of the sender (downloading the
 * Seitenbewertungen as CSV included).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SITE_PATH } from '@servicestandard/feedback-api';
import { clientHasher } from '../client-address.ts';
import type { FeedbackConfig } from '../config.ts';
import { editorText as t } from '../messages.ts';
import { CONFIDENTIAL_ISSUE_RETENTION_MONTHS } from '../plugins/retention.ts';
import fp from 'fastify-plugin';
import { sharedRateLimitStore } from '../rate-limit-store.ts';
import { StoreUnavailableError } from '../store/errors.ts';
import type { AuditAction, EditorSession, FeedbackStatus, SessionLimits } from '../store/index.ts';
import { CLOCK_SKEW_MARGIN_MS } from '../store/index.ts';
import { clearCookie, cookieNames, parseCookies, setCookie } from './cookies.ts';
import { createLocalSignIn, isFromLoopback, LOCAL_SUBJECT } from './local-sign-in.ts';
import { createOidcClient, isAllowed, SignInError } from './oidc.ts';
import {
  auditPage,
  detailPage,
  erasePage,
  errorPage,
  feedbackHref,
  HELPFUL_PATH,
  helpfulPage,
  listPage,
  signedInPage,
  signInPage,
  STATUSES,
  type DoneNotice,
  type ErrorCode,
  type PageContent,
  type SignInMode,
} from './pages.ts';
import { helpfulCsv } from './csv.ts';
import { editorFrame } from './shell.ts';
import { signInSealer, SIGN_IN_TTL_MS } from './sign-in-state.ts';
import { randomToken, sameToken, TOKEN_PATTERN, tokenHash } from './tokens.ts';

export const SESSION_LIMITS: SessionLimits = { idleMs: 30 * 60_000, absoluteMs: 8 * 3_600_000 };
/** Audit entries are kept one year (calendar year back from now). */
export function auditCutoff(now: number): number {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  return date.getTime();
}
const PAGE_SIZE = 50;
const DAY_MS = 86_400_000;
/** Without a built site: no script, no inline style; styles and images only from here. */
const PLAIN_CSP = "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in only). */
    editorPublic?: boolean;
  }
  interface FastifyInstance {
    /** A new one-time sign-in link below `baseUrl`; undefined when the embedded sign-in is off. */
    editorSignInLink(baseUrl: string): string | undefined;
  }
}

export interface EditorOptions {
  config: FeedbackConfig;
  /** The built page site/dist/redaktion.html; without it the pages come in a plain frame. */
  shell?: string | undefined;
}

const uuid = z.uuid();
const pageNumber = z.coerce.number().int().min(1).max(100_000);
const listQuery = z.object({
  status: z.union([z.literal(''), z.enum(STATUSES as [FeedbackStatus, ...FeedbackStatus[]])]).optional(),
  // A page path as the contract defines it (or none): a path with a control character would reach
  // the store, and PostgreSQL answers NUL in text with an error.
  seite: z.union([z.literal(''), z.string().max(2048).regex(SITE_PATH)]).optional(),
  blatt: pageNumber.optional(),
});
const helpfulQuery = z.object({ seite: listQuery.shape.seite, blatt: pageNumber.optional() });
const doneQuery = z.object({ erledigt: z.enum(Object.keys(t.detail.done) as [DoneNotice, ...DoneNotice[]]).optional() });
const contactedBody = z.object({ contacted: z.enum(['0', '1']) });

/** One value of a query parameter, as text; a repeated parameter counts as its first value. */
function queryRecord(request: FastifyRequest): Record<string, string> {
  const raw = (request.query ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, String(Array.isArray(value) ? (value[0] as unknown) : value)]),
  );
}

class EditorError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode) {
    super(code);
    this.name = 'EditorError';
    this.code = code;
  }
}

async function routes(app: FastifyInstance, opts: EditorOptions & { local: ReturnType<typeof createLocalSignIn> }) {
  const { config } = opts;
  const store = app.feedbackStore;
  const outbox = app.feedbackOutbox;
  const frame = editorFrame(opts.shell);
  const names = cookieNames(config.publicUrl);
  const sealer = signInSealer(config.secret);
  const oidc = config.editor.oidc ? createOidcClient(config.editor.oidc, `${config.publicUrl}/api/redaktion/callback`) : undefined;
  const mode: SignInMode = oidc ? 'oidc' : config.editor.localSignIn ? 'local' : 'none';
  const sessions = new WeakMap<FastifyRequest, EditorSession>();
  const hashClient = clientHasher(config.secret);

  const render = (reply: FastifyReply, status: number, content: PageContent) =>
    reply.code(status).type('text/html; charset=utf-8').send(frame(content));
  const refuse = (reply: FastifyReply, code: ErrorCode, session?: EditorSession) => render(reply, t.errors[code].status, errorPage(code, session));
  const sessionCookie = (token: string) =>
    setCookie(names.session, token, { secure: names.secure, sameSite: 'Strict', maxAgeSeconds: SESSION_LIMITS.absoluteMs / 1000 });
  const clearSession = () => clearCookie(names.session, { secure: names.secure, sameSite: 'Strict' });
  const clearSignIn = () => clearCookie(names.signIn, { secure: names.secure, sameSite: 'Lax' });
  const audit = (session: Pick<EditorSession, 'subject' | 'name'>, action: AuditAction, feedbackId: string | null = null) =>
    store.appendAudit({ subject: session.subject, name: session.name, action, feedbackId });
  const editorOf = (request: FastifyRequest) => {
    const session = sessions.get(request);
    if (!session) throw new EditorError('REDAKTION_SIGN_IN_REQUIRED');
    return session;
  };

  async function currentSession(request: FastifyRequest): Promise<{ session?: EditorSession; presented: boolean }> {
    const token = parseCookies(request.headers.cookie).get(names.session);
    if (!token) return { presented: false };
    if (!TOKEN_PATTERN.test(token)) return { presented: true };
    return { session: await store.touchEditorSession(tokenHash(token), SESSION_LIMITS), presented: true };
  }

  // Forms only (application/x-www-form-urlencoded), small.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    let code: ErrorCode;
    if (error instanceof EditorError) code = error.code;
    else if (error instanceof StoreUnavailableError) code = 'REDAKTION_STORE_UNAVAILABLE';
    else if (error.statusCode === 429) code = 'REDAKTION_RATE_LIMITED';
    else if (error.statusCode === 415) code = 'REDAKTION_UNSUPPORTED';
    else if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) code = 'REDAKTION_INVALID_INPUT';
    else code = 'REDAKTION_INTERNAL';
    if (code === 'REDAKTION_INTERNAL' || code === 'REDAKTION_STORE_UNAVAILABLE') request.log.error({ err: error }, 'editor request failed');
    else request.log.info({ code }, 'editor request refused');
    return refuse(reply, code, sessions.get(request));
  });

  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(store, config.now),
    keyGenerator: (request) => hashClient(request.ip),
    errorResponseBuilder: (_request, context) => Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
  });

  // Nothing of the editors' area is cached, indexed or sent on as a referrer.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
    if (!opts.shell) reply.header('content-security-policy', PLAIN_CSP);
    return payload;
  });

  // Every route needs a valid session unless it is marked public.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.editorPublic) return;
    const { session, presented } = await currentSession(request);
    if (session) {
      sessions.set(request, session);
      return;
    }
    if (presented) reply.header('set-cookie', clearSession());
    if (request.method === 'GET' || request.method === 'HEAD') {
      return reply.redirect(presented ? '/redaktion/anmelden?hinweis=abgelaufen' : '/redaktion/anmelden', 303);
    }
    return refuse(reply, 'REDAKTION_SIGN_IN_REQUIRED');
  });

  // Every state-changing request of a session carries its CSRF token.
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.editorPublic || request.method === 'GET' || request.method === 'HEAD') return;
    const session = sessions.get(request);
    const body = request.body as Record<string, unknown> | undefined;
    if (!session || !sameToken(body?.['csrf'], session.csrfToken)) return refuse(reply, 'REDAKTION_CSRF', session);
  });

  /** A new session for who signed in: the old one of this browser ends (rotation), the audit log notes it. */
  async function startSession(request: FastifyRequest, reply: FastifyReply, who: { subject: string; name: string }) {
    const old = parseCookies(request.headers.cookie).get(names.session);
    if (old && TOKEN_PATTERN.test(old)) await store.deleteEditorSession(tokenHash(old));
    const token = randomToken();
    const name = who.name.slice(0, 200);
    await store.createEditorSession({ tokenHash: tokenHash(token), subject: who.subject, name, csrfToken: randomToken() });
    await audit({ subject: who.subject, name }, 'sign-in');
    reply.header('set-cookie', sessionCookie(token));
    return render(reply, 200, signedInPage());
  }

  const signInLimit = { rateLimit: { max: config.editor.signInPerMinute, timeWindow: 60_000 } };

  app.get('/redaktion/anmelden', { config: { editorPublic: true } }, async (request, reply) => {
    const { session } = await currentSession(request);
    if (session) return reply.redirect('/redaktion', 303);
    const hint = queryRecord(request)['hinweis'];
    return render(reply, 200, signInPage(mode, hint === 'abgemeldet' ? 'signed-out' : hint === 'abgelaufen' ? 'expired' : undefined));
  });

  if (oidc) {
    app.get('/api/redaktion/login', { config: { editorPublic: true, rateLimit: { max: 30, timeWindow: 60_000 } } }, async (_request, reply) => {
      let started: Awaited<ReturnType<typeof oidc.start>>;
      try {
        started = await oidc.start(config.now());
      } catch (error) {
        reply.log.warn({ reason: error instanceof SignInError ? error.reason : 'unknown' }, 'editor sign-in could not start');
        return refuse(reply, 'REDAKTION_SIGN_IN_UNAVAILABLE');
      }
      reply.header('set-cookie', setCookie(names.signIn, sealer.seal(started.state), { secure: names.secure, sameSite: 'Lax', maxAgeSeconds: SIGN_IN_TTL_MS / 1000 }));
      return reply.redirect(started.url.href, 303);
    });

    app.get('/api/redaktion/callback', { config: { editorPublic: true, ...signInLimit } }, async (request, reply) => {
      // The sign-in cookie is used once, whatever the outcome.
      reply.header('set-cookie', clearSignIn());
      const state = sealer.open(parseCookies(request.headers.cookie).get(names.signIn), config.now());
      if (!state) {
        request.log.info({ reason: 'no valid sign-in state' }, 'editor sign-in refused');
        return refuse(reply, 'REDAKTION_SIGN_IN_FAILED');
      }
      // A copy of the cookie must not complete a second sign-in, on this instance or another:
      // the store takes each state once, before the provider is asked.
      if (!(await store.useSignInState(state.state, state.expiresAt + CLOCK_SKEW_MARGIN_MS))) {
        request.log.info({ reason: 'sign-in state used before' }, 'editor sign-in refused');
        return refuse(reply, 'REDAKTION_SIGN_IN_FAILED');
      }
      let identity;
      try {
        identity = await oidc.finish(new URL(request.url, config.publicUrl), state);
      } catch (error) {
        const reason = error instanceof SignInError ? error.reason : 'unknown';
        request.log.info({ reason }, 'editor sign-in refused');
        return refuse(reply, error instanceof SignInError && error.unavailable ? 'REDAKTION_SIGN_IN_UNAVAILABLE' : 'REDAKTION_SIGN_IN_FAILED');
      }
      if (!isAllowed(identity, config.editor.allowed)) {
        request.log.info('editor sign-in refused: account not on the allow-list');
        return refuse(reply, 'REDAKTION_FORBIDDEN');
      }
      return startSession(request, reply, identity);
    });
  }

  if (config.editor.localSignIn) {
    app.get('/api/redaktion/link', { config: { editorPublic: true, ...signInLimit } }, async (request, reply) => {
      const token = queryRecord(request)['token'] ?? '';
      if (!isFromLoopback(request) || !TOKEN_PATTERN.test(token) || !opts.local.redeem(token, config.now())) {
        request.log.info('one-time sign-in link refused');
        return refuse(reply, 'REDAKTION_LINK_INVALID');
      }
      return startSession(request, reply, { subject: LOCAL_SUBJECT, name: t.localEditor });
    });
  }

  app.post('/api/redaktion/logout', async (request, reply) => {
    const session = editorOf(request);
    await store.deleteEditorSession(session.tokenHash);
    await audit(session, 'sign-out');
    reply.header('set-cookie', clearSession());
    return reply.redirect('/redaktion/anmelden?hinweis=abgemeldet', 303);
  });

  app.get('/redaktion', async (request, reply) => {
    const session = editorOf(request);
    const query = listQuery.safeParse(queryRecord(request));
    if (!query.success) throw new EditorError('REDAKTION_INVALID_INPUT');
    const filter = { status: query.data.status || undefined, page: query.data.seite || undefined };
    const number = query.data.blatt ?? 1;
    const [{ rows, total }, pagePaths, issuesDue] = await Promise.all([
      store.listFeedback({ status: filter.status, pagePath: filter.page, limit: PAGE_SIZE, offset: (number - 1) * PAGE_SIZE }),
      store.feedbackPagePaths(),
      store.issuesDueForDeletion(),
    ]);
    const issueRetentionMonths = CONFIDENTIAL_ISSUE_RETENTION_MONTHS;
    return render(reply, 200, listPage({ session, rows, total, pagePaths, filter, pageNumber: number, pageSize: PAGE_SIZE, issuesDue, issueRetentionMonths }));
  });

  async function feedbackOf(request: FastifyRequest) {
    const id = uuid.safeParse((request.params as { id?: string }).id);
    const row = id.success ? await store.getEditorFeedback(id.data) : undefined;
    if (!row) throw new EditorError('REDAKTION_NOT_FOUND');
    return row;
  }

  app.get('/redaktion/feedback/:id', async (request, reply) => {
    const session = editorOf(request);
    const row = await feedbackOf(request);
    const query = doneQuery.safeParse(queryRecord(request));
    if (!query.success) throw new EditorError('REDAKTION_INVALID_INPUT');
    // Who saw a sender's address, and when, is part of the record.
    if (row.email && request.method === 'GET') await audit(session, 'email-shown', row.id);
    return render(reply, 200, detailPage({ session, row, publicUrl: config.publicUrl, canRetry: outbox.enabled, done: query.data.erledigt }));
  });

  app.get('/redaktion/feedback/:id/loeschen', async (request, reply) => {
    const session = editorOf(request);
    const row = await feedbackOf(request);
    if (row.erasedAt !== null) return reply.redirect(feedbackHref(row.id), 303);
    return render(reply, 200, erasePage(session, row));
  });

  app.get('/redaktion/protokoll', async (request, reply) => {
    const session = editorOf(request);
    const query = z.object({ blatt: pageNumber.optional() }).safeParse(queryRecord(request));
    if (!query.success) throw new EditorError('REDAKTION_INVALID_INPUT');
    const number = query.data.blatt ?? 1;
    const { entries, total } = await store.listAudit({ limit: PAGE_SIZE, offset: (number - 1) * PAGE_SIZE });
    return render(reply, 200, auditPage(session, entries, total, number, PAGE_SIZE));
  });

  /** The page filter of the Seitenbewertungen; an unknown page just has no rows. */
  function helpfulFilter(request: FastifyRequest) {
    const query = helpfulQuery.safeParse(queryRecord(request));
    if (!query.success) throw new EditorError('REDAKTION_INVALID_INPUT');
    return { page: query.data.seite || undefined, pageNumber: query.data.blatt ?? 1 };
  }

  app.get(HELPFUL_PATH, async (request, reply) => {
    const session = editorOf(request);
    const { page, pageNumber } = helpfulFilter(request);
    const [rows, totals] = await Promise.all([store.helpfulByWeek({ pagePath: page }), store.helpfulTotals()]);
    return render(reply, 200, helpfulPage({ session, rows, pagePaths: totals.map((total) => total.pagePath), page, pageNumber }));
  });

  // The download is an action of its own in the audit log: who took the numbers, and when.
  app.get(`${HELPFUL_PATH}.csv`, async (request, reply) => {
    const session = editorOf(request);
    const { page } = helpfulFilter(request);
    const rows = await store.helpfulByWeek({ pagePath: page });
    if (request.method === 'GET') await audit(session, 'helpful-export');
    const day = new Date(config.now()).toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="seitenbewertungen-${day}.csv"`)
      .send(helpfulCsv(rows));
  });

  const done = (reply: FastifyReply, id: string, notice: DoneNotice) => reply.redirect(`${feedbackHref(id)}?erledigt=${notice}`, 303);

  app.post('/api/redaktion/feedback/:id/contacted', async (request, reply) => {
    const session = editorOf(request);
    const row = await feedbackOf(request);
    const body = contactedBody.safeParse(request.body);
    if (!body.success) throw new EditorError('REDAKTION_INVALID_INPUT');
    const contacted = body.data.contacted === '1';
    if (!(await store.setContacted(row.id, contacted))) throw new EditorError('REDAKTION_NOT_FOUND');
    await audit(session, contacted ? 'contacted' : 'not-contacted', row.id);
    return done(reply, row.id, contacted ? 'contacted' : 'not-contacted');
  });

  app.post('/api/redaktion/feedback/:id/retry', async (request, reply) => {
    const session = editorOf(request);
    const row = await feedbackOf(request);
    if (!outbox.enabled || !(await store.retryFailed(row.id))) throw new EditorError('REDAKTION_CONFLICT');
    await audit(session, 'retry', row.id);
    outbox.notify();
    return done(reply, row.id, 'retry');
  });

  app.post('/api/redaktion/feedback/:id/erase', async (request, reply) => {
    const session = editorOf(request);
    const row = await feedbackOf(request);
    const result = await store.erasePersonalData(row.id);
    if (result === 'unknown') throw new EditorError('REDAKTION_NOT_FOUND');
    if (result === 'sending') throw new EditorError('REDAKTION_CONFLICT');
    await audit(session, 'erase', row.id);
    return done(reply, row.id, 'erased');
  });
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
