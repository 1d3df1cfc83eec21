/**
 * What the routes that take plain HTML form posts share ("War diese Seite hilfreich?",
 * routes/helpful.ts, the feedback form without JavaScript, routes/feedback-form.ts, and the
 * request for a peer review, routes/review.ts): the
 * parser for application/x-www-form-urlencoded, the origin check, the page to send a visitor back
 * to, and the headers of the German pages they answer with.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorStatus, FORM_FIELDS, SITE_PATH, type ErrorCode } from '@servicestandard/feedback-api';
import type { FeedbackConfig } from './config.ts';
import { ApiError, codeFor, handleError } from './errors.ts';
import type { FormTokens, VerifiedFormToken } from './form-token.ts';
import { pageOf } from './page-path.ts';

export const FORM = 'application/x-www-form-urlencoded';

export const isFormPost = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM);

/**
 * Parses form posts in this scope into an object of strings: a repeated field keeps its last
 * value, except the fields named in `lists` (a group of checkboxes), whose values are joined by
 * spaces. Another route of the service may have registered a parser already (the scope inherits it).
 */
export function addFormParser(app: FastifyInstance, bodyLimit: number, lists: readonly string[] = []): void {
  if (app.hasContentTypeParser(FORM)) return;
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    const params = new URLSearchParams(String(body));
    const fields: Record<string, string> = Object.fromEntries(params);
    for (const name of lists) if (params.has(name)) fields[name] = params.getAll(name).join(' ');
    done(null, fields);
  });
}

/**
 * Cross-site posts are refused, so another site cannot make its visitors post for it. The
 * browser says where a request comes from (Sec-Fetch-Site, Origin); without either header
 * (programs, old browsers) the request is taken like any other API call.
 */
export function fromAllowedOrigin(request: FastifyRequest, config: FeedbackConfig): boolean {
  const origin = request.headers.origin;
  const allowed = (value: string) => value === new URL(config.publicUrl).origin || config.allowedOrigins.includes(value);
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'none') return true;
  if (site !== undefined) return origin !== undefined && allowed(origin);
  return origin === undefined || allowed(origin) || origin === `${request.protocol}://${request.host}`;
}

/** A field of a form post as text ('' when missing or not text). */
export const formField = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The checks of a form post before its fields (a route's preValidation): a form post, from the
 * site, the honeypot empty (first: a bot learns nothing about the token), and a form token that
 * is signed for the page the post names and of the right age. Throws the ApiError of the first
 * that fails; whether the token was used before is the store's part.
 */
export function verifyFormPost(request: FastifyRequest, config: FeedbackConfig, tokens: FormTokens): VerifiedFormToken {
  if (!isFormPost(request)) throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
  if (!fromAllowedOrigin(request, config)) throw new ApiError('ORIGIN_NOT_ALLOWED');
  if (formField(request.body, FORM_FIELDS.honeypot) !== '') throw new ApiError('FORM_REJECTED');
  const check = tokens.verify((request.body as Record<string, unknown> | undefined)?.[FORM_FIELDS.token], formField(request.body, 'pagePath'), config.now());
  if (!check.ok) throw new ApiError(check.code);
  return check.token;
}

/** The page a form post names, if it is a page of the site, for the link back; undefined otherwise. */
export function pageToReturnTo(body: unknown, isKnownPage?: (path: string) => boolean): string | undefined {
  const pagePath = (body as { pagePath?: unknown } | undefined)?.pagePath;
  if (typeof pagePath !== 'string' || !SITE_PATH.test(pagePath)) return undefined;
  const path = pageOf(pagePath);
  return (isKnownPage?.(path) ?? true) ? path : undefined;
}

/**
 * The error handler of a scope that takes form posts: a form post gets its error as a page of
 * the site (answer), anything else the API's error shape. `what` names the action in the log.
 */
export function formPostErrorHandler(
  what: string,
  isKnownPage: ((path: string) => boolean) | undefined,
  answer: (reply: FastifyReply, error: { code: ErrorCode; status: number; back: string | undefined; body: unknown; error: FastifyError }) => unknown,
) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (!isFormPost(request)) return handleError(error, request, reply);
    const code = codeFor(error);
    const status = errorStatus[code];
    if (status >= 500) request.log.error({ err: error }, `${what} failed`);
    else request.log.info({ code }, `${what} rejected`);
    return answer(reply, { code, status, back: pageToReturnTo(request.body, isKnownPage), body: request.body, error });
  };
}

/** A German HTML page for people: never cached, never indexed, no referrer sent on. */
export function sendPage(reply: FastifyReply, status: number, html: string, csp?: string) {
  reply.code(status).headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-robots-tag': 'noindex',
  });
  if (csp) reply.header('content-security-policy', csp);
  return reply.send(html);
}
