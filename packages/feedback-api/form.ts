/**
 * The feedback form without JavaScript: the fields of POST /feedback, sent as a plain HTML form
 * post (application/x-www-form-urlencoded) to POST /feedback/form. Instead of the proof of work it
 * carries a signed form token, which the page received when it was served (GET
 * /feedback/form-token, filled in by the web server at the placeholder below), and a honeypot
 * field that people leave empty. The service answers with a German page in the site's layout.
 * With JavaScript the form sends JSON to POST /feedback as before and ignores the token.
 */
import * as z from 'zod/mini';
import type { ErrorCode } from './errors.ts';
import { FEEDBACK_LIMITS } from './limits.ts';
import { feedbackFields, type FeedbackRequestRules } from './schemas.ts';

/** Names of the form's own fields besides those of POST /feedback. */
export const FORM_FIELDS = {
  /** The signed form token. */
  token: 'formToken',
  /** The honeypot: hidden from people, left empty by them; bots that fill every field give themselves away. */
  honeypot: 'homepage',
} as const;

/** How old a form token must be (a person needs a few seconds to write) and may be. */
export const FORM_TOKEN_AGE = { minMs: 3_000, maxMs: 2 * 3_600_000 } as const;

/**
 * A form token: issue time (epoch ms, base 36), a random nonce of 16 bytes and an HMAC-SHA256
 * over both and the page, base64url, separated by dots.
 */
export const FORM_TOKEN = /^[0-9a-z]{1,12}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

/**
 * What the build puts where the token belongs: an SSI directive, so nginx fills it in with the
 * service's answer (deploy/), and the bundled server replaces it itself. `server` is the base of
 * the feedback API (e.g. /api), `pagePath` the page the form is on.
 */
export function formTokenPlaceholder(server: string, pagePath: string): string {
  return `<!--# include virtual="${server}/feedback/form-token?seite=${encodeURIComponent(pagePath).replace(/'/g, '%27')}" -->`;
}

/** Finds every placeholder in a page; group 1 is the base of the API, group 2 the encoded page. */
export const FORM_TOKEN_PLACEHOLDER = /<!--# include virtual="([^"?]*)\/feedback\/form-token\?seite=([^"]*)" -->/g;

const code = (error: ErrorCode) => ({ error });

/** GET /feedback/form-token: the page the token is for. */
export const formTokenQuerySchema = z.strictObject({
  seite: z.string().check(z.maxLength(FEEDBACK_LIMITS.pagePathMax)),
});

/** The token as text/plain. */
export const formTokenSchema = z.string();

/** POST /feedback/form: every field arrives as text; the same checks and codes as POST /feedback. */
export function feedbackFormSchema(rules: FeedbackRequestRules = {}) {
  const fields = feedbackFields(rules);
  return z.strictObject({
    projectId: z.pipe(
      z.pipe(z.string().check(z.regex(/^[0-9]{1,9}$/, code('PROJECT_NOT_ALLOWED'))), z.transform(Number)),
      fields.projectId,
    ),
    pagePath: fields.pagePath,
    /** Labels separated by spaces; '' for none. */
    labels: z.pipe(
      z.pipe(
        z.string().check(z.maxLength(200, code('LABEL_NOT_ALLOWED'))),
        z.transform((list) => list.split(/\s+/).filter(Boolean)),
      ),
      fields.labels,
    ),
    description: fields.description,
    email: fields.email,
    [FORM_FIELDS.token]: z.string().check(z.regex(FORM_TOKEN, code('FORM_TOKEN_INVALID'))),
    [FORM_FIELDS.honeypot]: z.string().check(z.maxLength(0, code('FORM_REJECTED'))),
  });
}
export type FeedbackFormRequest = z.input<ReturnType<typeof feedbackFormSchema>>;
