/**
 * What the hooks and routes of the editors' area share: the instance type with the zod type
 * provider (as /api uses it), the error an editor route throws, and the per-scope context (store,
 * outbox, the page frame, sessions, audit log, sign-in). Route files get the context from
 * plugin.ts; none of them reads cookies or writes the session itself.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeedbackConfig } from '../config.ts';
import { editorText as t } from '@servicestandard/messages/service';
import type { EditorPages } from '../pages/index.tsx';
import type { ErrorCode, SignInMode } from '../pages/editor/format.ts';
import type { Outbox } from '../plugins/outbox.ts';
import type { AuditAction, EditorFeedbackRow, EditorReviewRow, EditorSession, FeedbackStore, SessionLimits, SessionRole } from '../store/index.ts';
import type { RequirementCatalogue } from '@servicestandard/pruefbericht';
import type { LocalSignIn } from './local-sign-in.ts';
import type { OidcClient } from './oidc.ts';
import type { SignInState } from './sign-in-state.ts';

/** An instance of the editors' scope: route schemas are zod schemas, checked by the type provider. */
export type EditorApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

export const SESSION_LIMITS: SessionLimits = { idleMs: 30 * 60_000, absoluteMs: 8 * 3_600_000 };

export { PAGE_SIZE } from '../pages/editor/format.ts';

export class EditorError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode) {
    super(code);
    this.name = 'EditorError';
    this.code = code;
  }
}

export const isEditorErrorCode = (value: string | undefined): value is ErrorCode => value !== undefined && Object.hasOwn(t.errors, value);

/**
 * A query parameter as one value: a repeated parameter counts as its first value (as a browser's
 * form never repeats one, a link that does is read as if it did not).
 */
export function single<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (Array.isArray(value) ? (value[0] as unknown) : value), schema);
}

/** A page number of a list: 1 to 100,000. */
export const pageNumberSchema = single(z.coerce.number().int().min(1).max(100_000).optional());

/** The id in a feedback's address; any other value is no feedback there. */
export const feedbackParams = z.object({ id: z.uuid({ error: 'REDAKTION_NOT_FOUND' }) });

/** The id in a peer-review request's address; any other value is no request there. */
export const reviewParams = z.object({ id: z.uuid({ error: 'REDAKTION_REVIEW_NOT_FOUND' }) });

export interface EditorContext {
  config: FeedbackConfig;
  store: FeedbackStore;
  outbox: Outbox;
  /** Which sign-in this instance offers. */
  mode: SignInMode;
  oidc: OidcClient | undefined;
  local: LocalSignIn;
  /** The rate limit of the routes that complete a sign-in (callback, one-time link). */
  signInLimit: { max: number; timeWindow: number };
  /** The editors' pages as whole HTML pages in their frame. */
  pages: EditorPages;
  /** Sends a page of the editors' area (from `pages`). */
  render(reply: FastifyReply, status: number, html: string): FastifyReply;
  /** Sends the error page of `code` with its status. */
  refuse(reply: FastifyReply, code: ErrorCode, session?: EditorSession): FastifyReply;
  /** The session of a request that passed the session hook; throws REDAKTION_SIGN_IN_REQUIRED otherwise. */
  sessionOf(request: FastifyRequest): EditorSession;
  /** The session the session hook found for the request, if any. */
  sessionIfAny(request: FastifyRequest): EditorSession | undefined;
  /** Remembers the session the session hook found for the request. */
  holdSession(request: FastifyRequest, session: EditorSession): void;
  /** The session the request's cookie names, if it is valid (touched in the store); whether a cookie came at all. */
  currentSession(request: FastifyRequest): Promise<{ session?: EditorSession; presented: boolean }>;
  /** A new session for who signed in, the old one of this browser ends (rotation); answers the signed-in page. */
  startSession(request: FastifyRequest, reply: FastifyReply, who: { subject: string; name: string; role: SessionRole }): Promise<FastifyReply>;
  /** Ends a session: deleted in the store, the cookie cleared. */
  endSession(reply: FastifyReply, session: EditorSession): Promise<void>;
  clearSessionCookie(reply: FastifyReply): void;
  /** Seals the state of a sign-in at the provider into its cookie. */
  keepSignInState(reply: FastifyReply, state: SignInState): void;
  /** The sign-in state of the request's cookie if it is ours and not expired; the cookie is cleared whatever the outcome. */
  takeSignInState(request: FastifyRequest, reply: FastifyReply): SignInState | undefined;
  audit(session: Pick<EditorSession, 'subject' | 'name'>, action: AuditAction, feedbackId?: string | null): Promise<void>;
  /** An audit entry of a change to a peer-review request: which request, and what changed. */
  auditReview(session: Pick<EditorSession, 'subject' | 'name'>, action: AuditAction, reviewRequestId: string, detail: string): Promise<void>;
  /** The peer-review request the route's :id names, or REDAKTION_REVIEW_NOT_FOUND. */
  reviewOf(id: string): Promise<EditorReviewRow>;
  /** The feedback the route's :id names, or REDAKTION_NOT_FOUND. */
  feedbackOf(id: string): Promise<EditorFeedbackRow>;
  /**
   * The requirements reviewers assess (issue 34, item 5), read once from the built site's open
   * data; undefined without a built site (the review page then says it is unavailable).
   */
  catalogue: RequirementCatalogue | undefined;
}

/** One route or page of the editors' area: registers its routes on the editors' scope. */
export type EditorRoute = (app: EditorApp, ctx: EditorContext) => void;

