/**
 * The request, response and error schemas of every route of the feedback API (mounted at /api).
 * The service validates requests and serializes responses with them (Fastify's zod type
 * provider); the form parses the service's answers with them. zod/mini keeps the form's share
 * small: it loads only what these schemas use.
 *
 * A custom check fails with an error code as its message (`{ error: 'CODE' }`); the service
 * answers with that code when every failed check names one, and with INVALID_BODY when the
 * problem is structural (wrong type, missing or unknown field).
 */
import * as z from 'zod/mini';
import { ERROR_CODES, type ErrorCode } from './errors.ts';
import { FEEDBACK_LABELS, FEEDBACK_LIMITS, FEEDBACK_PROJECT_ID } from './limits.ts';

/** Every error answer: a stable code for programs and a German message for people. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string().check(z.minLength(1)),
  }),
});
export type ErrorBody = z.infer<typeof errorResponseSchema>;

/** GET /challenge: a proof-of-work puzzle (see @servicestandard/pow). */
export const challengeResponseSchema = z.object({
  challenge: z.string(),
  salt: z.string(),
  difficulty: z.int(),
});
export type ChallengeResponse = z.infer<typeof challengeResponseSchema>;

/** What the service did with accepted feedback: queued for openCode, or only stored (no GitLab). */
export const FEEDBACK_OUTCOMES = ['queued', 'stored'] as const;

/** POST /feedback, 201: where the sender can follow their feedback, and what happened to it. */
export const feedbackReceiptSchema = z.object({
  /** Address of the feedback's status page (GET /feedback/:id): a page of the site with the status in words and, once public, the issue's link. */
  statusUrl: z.string(),
  /**
   * The same address under its old name, sent for one release so clients built against the
   * previous API keep working.
   * @deprecated read statusUrl
   */
  issueUrl: z.string(),
  status: z.enum(FEEDBACK_OUTCOMES),
});
export type FeedbackReceipt = z.infer<typeof feedbackReceiptSchema>;

/** The id of a feedback: a random UUID (version 4) in lower case, as the service creates it. */
export const FEEDBACK_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** GET /feedback/:id, the status page; any other id is unknown. */
export const feedbackIdParamsSchema = z.strictObject({ id: z.string().check(z.regex(FEEDBACK_ID)) });

/** The status page is an HTML document (text/html) for people, not JSON. */
export const htmlDocumentSchema = z.string();

const count = z.int().check(z.nonnegative());

/** GET /health, 200; the store failing answers 503 with the error shape. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  store: z.enum(['sqlite', 'postgres']),
  /** configured: feedback goes to GitLab; embedded: it is only stored. */
  gitlab: z.enum(['configured', 'embedded']),
  /** Feedback per outbox state. */
  outbox: z.object({ queued: count, sending: count, failed: count, published: count, stored: count }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * A path on the site, optionally with a query: starts with one '/', then only URL characters
 * (RFC 3986 pchar). That rules out schemes, '//host', backslashes, spaces, '<>', fragments and
 * control characters, so the path is safe in links and in the GitLab text.
 */
export const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*(?:\?[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*)?$/;

/** What a service allows beyond the shape; the defaults are what the site sends. */
export interface FeedbackRequestRules {
  /** GitLab projects that take feedback. */
  projectIds?: readonly number[];
  /** Labels a post may carry. */
  labels?: readonly string[];
  /** Whether the page (path with query) exists; the service knows the pages of the built site. */
  isKnownPage?: (pagePath: string) => boolean;
}

/** A custom check's message is the error code it answers with. */
const code = (error: ErrorCode) => ({ error });

const emailFormat = z.email();

/**
 * Characters no text field takes: C0 control characters other than tab, line feed and carriage
 * return (PostgreSQL cannot store NUL in text at all, and none of them belongs in prose), and the
 * bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make text read in
 * another order than it is written, in the Redaktion and on openCode.
 */
export const FORBIDDEN_TEXT_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u202A-\u202E\u2066-\u2069]/;

/** The first check of every text field: one code for characters no field takes. */
const allowedCharacters = z.refine<string>((text) => !FORBIDDEN_TEXT_CHARACTERS.test(text), code('INVALID_CHARACTERS'));

/**
 * The fields POST /feedback and the form post without JavaScript (form.ts) share, checked
 * against the rules of one service: one definition, so both answer with the same codes.
 */
export function feedbackFields(rules: FeedbackRequestRules = {}) {
  const { descriptionMax, emailMax, pagePathMax, labelsMax } = FEEDBACK_LIMITS;
  const projects = new Set(rules.projectIds ?? [FEEDBACK_PROJECT_ID]);
  const labels = new Set<string>(rules.labels ?? FEEDBACK_LABELS);
  const isKnownPage = rules.isKnownPage ?? (() => true);
  return {
    projectId: z.number().check(z.refine((id) => projects.has(id), code('PROJECT_NOT_ALLOWED'))),
    pagePath: z
      .string()
      .check(
        z.refine((path) => path.length <= pagePathMax && SITE_PATH.test(path), code('INVALID_PAGE_PATH')),
        z.refine(isKnownPage, code('INVALID_PAGE_PATH')),
      ),
    labels: z.pipe(
      z
        .array(z.string())
        .check(
          z.refine((list) => list.length <= labelsMax, code('LABEL_NOT_ALLOWED')),
          z.refine((list) => list.every((label) => labels.has(label)), code('LABEL_NOT_ALLOWED')),
        ),
      z.transform((list) => [...new Set(list)]),
    ),
    description: z
      .string()
      .check(
        allowedCharacters,
        z.trim(),
        z.minLength(1, code('DESCRIPTION_REQUIRED')),
        z.maxLength(descriptionMax, code('DESCRIPTION_TOO_LONG')),
      ),
    /** '' when the visitor gives none. */
    email: z
      .string()
      .check(
        allowedCharacters,
        z.trim(),
        z.refine(
          (email) => email === '' || (email.length <= emailMax && emailFormat.safeParse(email).success),
          code('INVALID_EMAIL'),
        ),
      ),
  };
}

/** POST /feedback: the body, checked against the rules of one service. */
export function feedbackRequestSchema(rules: FeedbackRequestRules = {}) {
  return z.strictObject({
    ...feedbackFields(rules),
    challenge: z.string().check(z.regex(/^[0-9a-f]{64}$/, code('CHALLENGE_UNKNOWN'))),
    /** The counter that solves the challenge, in decimal. */
    challengeSolution: z.string().check(z.regex(/^[0-9]{1,16}$/, code('SOLUTION_INVALID'))),
  });
}

/** What a client sends to POST /feedback. */
export type FeedbackRequest = z.input<ReturnType<typeof feedbackRequestSchema>>;
/** What the service works with after the checks (trimmed texts, labels without repeats). */
export type FeedbackBody = z.output<ReturnType<typeof feedbackRequestSchema>>;
