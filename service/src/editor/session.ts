/**
 * Sessions and the sign-in cookie of the editors' area. A session lives in the store (shared by
 * instances), keyed by the SHA-256 of its cookie's token: 30 minutes idle, 8 hours at most, a new
 * one at each sign-in, deleted at sign-out. The sign-in cookie carries the sealed state of one
 * sign-in at the provider (sign-in-state.ts) and is cleared by the callback whatever the outcome.
 *
 * Cookies are read and written by @fastify/cookie (registered in hooks.ts). The session cookie is
 * HttpOnly and SameSite=Strict; the sign-in cookie must be sent on the provider's cross-site
 * redirect back, so it is SameSite=Lax and lives ten minutes. Over HTTPS both are Secure with the
 * __Host- prefix (no Domain, Path=/), so no subdomain can set them. A name the browser sends twice
 * keeps its first value (the most specific path first).
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FeedbackConfig } from '../config.ts';
import type { EditorSession, FeedbackStore, SessionRole } from '../store/index.ts';
import { EditorError, SESSION_LIMITS, type EditorContext } from './context.ts';
import { signInSealer, SIGN_IN_TTL_MS } from './sign-in-state.ts';
import { randomToken, TOKEN_PATTERN, tokenHash } from './tokens.ts';

export interface CookieNames {
  session: string;
  signIn: string;
  secure: boolean;
}

export function cookieNames(publicUrl: string): CookieNames {
  const secure = publicUrl.startsWith('https://');
  const prefix = secure ? '__Host-' : '';
  return { session: `${prefix}redaktion-sitzung`, signIn: `${prefix}redaktion-anmeldung`, secure };
}

type SessionHandling = Pick<
  EditorContext,
  'sessionOf' | 'sessionIfAny' | 'holdSession' | 'currentSession' | 'endSession' | 'clearSessionCookie' | 'keepSignInState' | 'takeSignInState'
> & {
  /** A new session for who signed in; the old one of this browser ends (rotation). */
  createSession: (
    request: FastifyRequest,
    reply: FastifyReply,
    who: { subject: string; name: string; role: SessionRole },
  ) => Promise<Pick<EditorSession, 'subject' | 'name' | 'role'>>;
};

export function sessionHandling(config: FeedbackConfig, store: FeedbackStore): SessionHandling {
  const names = cookieNames(config.publicUrl);
  const sealer = signInSealer(config.secret);
  const sessions = new WeakMap<FastifyRequest, EditorSession>();
  const cookieOf = (request: FastifyRequest, name: string) => request.cookies[name];
  const sessionCookie: CookieSerializeOptions = { path: '/', httpOnly: true, sameSite: 'strict', secure: names.secure };
  const signInCookie: CookieSerializeOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: names.secure };
  const clearSessionCookie = (reply: FastifyReply) => void reply.clearCookie(names.session, sessionCookie);

  return {
    sessionOf(request) {
      const session = sessions.get(request);
      if (!session) throw new EditorError('REDAKTION_SIGN_IN_REQUIRED');
      return session;
    },
    sessionIfAny: (request) => sessions.get(request),
    holdSession: (request, session) => void sessions.set(request, session),
    async currentSession(request) {
      const token = cookieOf(request, names.session);
      if (!token) return { presented: false };
      if (!TOKEN_PATTERN.test(token)) return { presented: true };
      return { session: await store.touchEditorSession(tokenHash(token), SESSION_LIMITS), presented: true };
    },
    async createSession(request, reply, who) {
      const old = cookieOf(request, names.session);
      if (old && TOKEN_PATTERN.test(old)) await store.deleteEditorSession(tokenHash(old));
      const token = randomToken();
      const name = who.name.slice(0, 200);
      await store.createEditorSession({ tokenHash: tokenHash(token), subject: who.subject, name, csrfToken: randomToken(), role: who.role });
      reply.setCookie(names.session, token, { ...sessionCookie, maxAge: SESSION_LIMITS.absoluteMs / 1000 });
      return { subject: who.subject, name, role: who.role };
    },
    async endSession(reply, session) {
      await store.deleteEditorSession(session.tokenHash);
      clearSessionCookie(reply);
    },
    clearSessionCookie,
    keepSignInState(reply, state) {
      reply.setCookie(names.signIn, sealer.seal(state), { ...signInCookie, maxAge: SIGN_IN_TTL_MS / 1000 });
    },
    takeSignInState(request, reply) {
      reply.clearCookie(names.signIn, signInCookie);
      return sealer.open(cookieOf(request, names.signIn), config.now());
    },
  };
}
