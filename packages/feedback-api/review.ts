/**
 * The request for a peer review (issue 34, item 2): what a team sends to ask for one, in two ways
 * like the feedback form. With JavaScript the form sends JSON to POST /peer-review with a proof of
 * work (as POST /feedback); without it a plain HTML form post goes to POST /peer-review/form with
 * a form token and a honeypot (as POST /feedback/form, form.ts). Both answer with the request's
 * status page, GET /peer-review/status/:token, at an address only the team knows.
 *
 * Every field has its own error codes (REVIEW_*), so the form without JavaScript can list each
 * field's error next to it. An attached Selbstcheck is its export file (selbstcheck-export.ts),
 * checked with the Selbstcheck's own schema.
 */
import * as z from 'zod/mini';
import type { ErrorCode } from './errors.ts';
import { FORM_FIELDS, FORM_TOKEN } from './form.ts';
import { FEEDBACK_LIMITS } from './limits.ts';
import { FORBIDDEN_TEXT_CHARACTERS, feedbackFields, type FeedbackRequestRules } from './schemas.ts';
import { selbstcheckExportSchema } from './selbstcheck-export.ts';

/** The level of government the service belongs to. */
export const REVIEW_LEVELS = ['bund', 'land', 'kommune'] as const;
export type ReviewLevel = (typeof REVIEW_LEVELS)[number];

/** The phase of the service (the standard's phases of development). */
export const REVIEW_PHASES = ['verstehen', 'entwickeln', 'betreiben', 'weiterentwickeln'] as const;
export type ReviewPhase = (typeof REVIEW_PHASES)[number];

/**
 * Every state a request can be in, in the order of the way (issue 34, item 4). A new request is
 * 'eingegangen'; the last three close it (REVIEW_CLOSED_STATES), and its contact data are deleted
 * REVIEW_CONTACT_RETENTION_MONTHS after that.
 */
export const REVIEW_STATES = [
  'eingegangen',
  'in-planung',
  'terminiert',
  'begutachtet',
  'bericht-abgestimmt',
  'veroeffentlicht',
  'abgelehnt',
  'zurueckgezogen',
] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export const REVIEW_CLOSED_STATES = ['veroeffentlicht', 'abgelehnt', 'zurueckgezogen'] as const satisfies readonly ReviewState[];

/** Calendar months after a request is closed at which the service deletes the contact's name and e-mail address. */
export const REVIEW_CONTACT_RETENTION_MONTHS = 12;

/** The criteria of the standard, numbered 1 to 13. */
export const REVIEW_CRITERIA_COUNT = 13;

export const REVIEW_LIMITS = {
  /** Characters of the service's and of the authority's name. */
  nameMax: 200,
  /** Characters of the goal of the review. */
  goalMax: 3000,
  /** Characters of the possible time windows. */
  timeWindowsMax: 1000,
  /** Characters of the contact's name. */
  contactNameMax: 200,
  /** Characters of the e-mail address (as for feedback). */
  emailMax: FEEDBACK_LIMITS.emailMax,
  /** Characters of an attached Selbstcheck export as JSON text (a real export has a few kilobytes). */
  selbstcheckMax: 200_000,
  /** Bytes of a POST /peer-review body. */
  bodyBytesMax: 256 * 1024,
  /** Bytes of a POST /peer-review/form body (percent-encoding takes up to 9 bytes a character). */
  formBodyBytesMax: 2 * 1024 * 1024,
} as const;

/** The status token: 128 random bits, base64url. The service keeps only its hash. */
export const REVIEW_STATUS_TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** Names of the fields of a request, in the order of the form (the error page lists errors in this order). */
export const REVIEW_FIELDS = ['service', 'authority', 'level', 'phase', 'goal', 'criteria', 'timeWindows', 'contactName', 'email', 'selbstcheck'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

const code = (error: ErrorCode) => ({ error });
const stop = (error: ErrorCode) => ({ error, abort: true });
const emailFormat = z.email();

/** A text field: no control or direction characters, trimmed, required or not, limited. */
function textField(max: number, tooLong: ErrorCode, required?: ErrorCode) {
  return z
    .string()
    .check(
      z.refine((value) => !FORBIDDEN_TEXT_CHARACTERS.test(value), stop('INVALID_CHARACTERS')),
      z.trim(),
      ...(required ? [z.minLength(1, stop(required))] : []),
      z.maxLength(max, code(tooLong)),
    );
}

const criterionNumbers = z.pipe(
  z
    .array(z.int())
    .check(
      z.refine(
        (list) => list.length <= REVIEW_CRITERIA_COUNT && list.every((n) => n >= 1 && n <= REVIEW_CRITERIA_COUNT),
        code('REVIEW_CRITERIA_INVALID'),
      ),
    ),
  z.transform((list) => [...new Set(list)].sort((a, b) => a - b)),
);

/** The Selbstcheck export as parsed JSON: checked with the Selbstcheck's schema, its size limited. */
const selbstcheckValue = z.pipe(
  z.record(z.string(), z.unknown(), code('REVIEW_SELBSTCHECK_INVALID')).check(
    z.refine((value) => JSON.stringify(value ?? null).length <= REVIEW_LIMITS.selbstcheckMax, stop('REVIEW_SELBSTCHECK_TOO_LARGE')),
    z.refine((value) => selbstcheckExportSchema.safeParse(value).success, code('REVIEW_SELBSTCHECK_INVALID')),
  ),
  z.transform((value) => selbstcheckExportSchema.parse(value)),
);

/** The fields both ways of sending share (the same checks and codes). */
export function reviewFields() {
  return {
    service: textField(REVIEW_LIMITS.nameMax, 'REVIEW_SERVICE_TOO_LONG', 'REVIEW_SERVICE_REQUIRED'),
    authority: textField(REVIEW_LIMITS.nameMax, 'REVIEW_AUTHORITY_TOO_LONG', 'REVIEW_AUTHORITY_REQUIRED'),
    // A radio group with nothing chosen sends no field at all: the same code as a wrong value.
    level: z.enum(REVIEW_LEVELS, code('REVIEW_LEVEL_INVALID')),
    phase: z.enum(REVIEW_PHASES, code('REVIEW_PHASE_INVALID')),
    goal: textField(REVIEW_LIMITS.goalMax, 'REVIEW_GOAL_TOO_LONG', 'REVIEW_GOAL_REQUIRED'),
    timeWindows: textField(REVIEW_LIMITS.timeWindowsMax, 'REVIEW_TIME_WINDOWS_TOO_LONG'),
    contactName: textField(REVIEW_LIMITS.contactNameMax, 'REVIEW_CONTACT_NAME_TOO_LONG', 'REVIEW_CONTACT_NAME_REQUIRED'),
    email: z
      .string()
      .check(
        z.refine((value) => !FORBIDDEN_TEXT_CHARACTERS.test(value), stop('INVALID_CHARACTERS')),
        z.trim(),
        z.minLength(1, stop('REVIEW_EMAIL_REQUIRED')),
        z.refine((email) => email.length <= REVIEW_LIMITS.emailMax && emailFormat.safeParse(email).success, code('REVIEW_EMAIL_INVALID')),
      ),
  };
}

/** POST /peer-review: the request as JSON with a solved proof of work (as POST /feedback). */
export function reviewRequestSchema() {
  return z.strictObject({
    ...reviewFields(),
    /** Numbers of the criteria the team is unsure about; none is fine. */
    criteria: z._default(criterionNumbers, []),
    /** The Selbstcheck's export file, parsed; absent or null for none. */
    selbstcheck: z.optional(z.nullable(selbstcheckValue)),
    challenge: z.string().check(z.regex(/^[0-9a-f]{64}$/, code('CHALLENGE_UNKNOWN'))),
    challengeSolution: z.string().check(z.regex(/^[0-9]{1,16}$/, code('SOLUTION_INVALID'))),
  });
}
export type ReviewRequest = z.input<ReturnType<typeof reviewRequestSchema>>;
export type ReviewBody = z.output<ReturnType<typeof reviewRequestSchema>>;

/**
 * POST /peer-review/form: every field arrives as text. The criteria are the checked boxes, joined
 * by spaces (the service's form parser joins repeated fields); the Selbstcheck is the export's
 * JSON text, pasted or carried over by the page's script ('' for none). The page the form is on,
 * the form token and the honeypot as in the feedback form.
 */
export function reviewFormSchema(rules: Pick<FeedbackRequestRules, 'isKnownPage'> = {}) {
  return z.strictObject({
    ...reviewFields(),
    // A missing field (no box checked, no text) counts as empty text: the default goes in before the checks.
    criteria: z.pipe(
      z.pipe(
        z._default(z.string().check(z.maxLength(100, code('REVIEW_CRITERIA_INVALID')), z.regex(/^[0-9\s]*$/, code('REVIEW_CRITERIA_INVALID'))), ''),
        z.transform((list) => list.split(/\s+/).filter(Boolean).map(Number)),
      ),
      criterionNumbers,
    ),
    selbstcheck: z.pipe(
      z.pipe(
        z._default(z.string().check(z.maxLength(REVIEW_LIMITS.selbstcheckMax, stop('REVIEW_SELBSTCHECK_TOO_LARGE'))), ''),
        z.transform((json, context) => {
          if (json.trim() === '') return null;
          try {
            return JSON.parse(json) as unknown;
          } catch {
            context.issues.push({ code: 'custom', message: 'REVIEW_SELBSTCHECK_INVALID', input: json });
            return z.NEVER;
          }
        }),
      ),
      z.nullable(selbstcheckValue),
    ),
    pagePath: feedbackFields(rules).pagePath,
    [FORM_FIELDS.token]: z.string().check(z.regex(FORM_TOKEN, code('FORM_TOKEN_INVALID'))),
    [FORM_FIELDS.honeypot]: z.string().check(z.maxLength(0, code('FORM_REJECTED'))),
  });
}
export type ReviewFormRequest = z.input<ReturnType<typeof reviewFormSchema>>;

/** POST /peer-review, 201: where the team follows its request, and its state. */
export const reviewReceiptSchema = z.object({
  statusUrl: z.string(),
  state: z.enum(REVIEW_STATES),
});
export type ReviewReceipt = z.infer<typeof reviewReceiptSchema>;

/** GET /peer-review/status/:token; any other token is unknown. */
export const reviewStatusParamsSchema = z.strictObject({ token: z.string().check(z.regex(REVIEW_STATUS_TOKEN)) });

/** Which field an error of a request belongs to, from the path zod reports ('/service' → service). */
export function reviewFieldOf(path: string): ReviewField | undefined {
  const name = path.replace(/^\//, '').split('/')[0];
  return (REVIEW_FIELDS as readonly string[]).includes(name ?? '') ? (name as ReviewField) : undefined;
}

/**
 * The way a request may go in the Redaktion (issue 34, item 4): from each state, the states it may
 * change to. 'terminiert' to 'terminiert' moves the date. Every other change is refused; the
 * closing states lead nowhere. Forward from 'begutachtet' only the team's answer to the draft report
 * leads, to 'bericht-abgestimmt' (the store's recordReviewAgreement); the Redaktion may send the
 * review back to the reviewers ('terminiert') or close it when the team does not answer or the
 * merge request is not merged ('zurueckgezogen'). 'veroeffentlicht' follows once the agreed report
 * was sent for publication.
 */
export const REVIEW_TRANSITIONS: Readonly<Record<ReviewState, readonly ReviewState[]>> = {
  eingegangen: ['in-planung', 'abgelehnt', 'zurueckgezogen'],
  'in-planung': ['terminiert', 'abgelehnt', 'zurueckgezogen'],
  terminiert: ['terminiert', 'begutachtet', 'in-planung', 'zurueckgezogen'],
  begutachtet: ['terminiert', 'zurueckgezogen'],
  'bericht-abgestimmt': ['veroeffentlicht', 'zurueckgezogen'],
  veroeffentlicht: [],
  abgelehnt: [],
  zurueckgezogen: [],
};

/**
 * The states in which the reviewers' draft and their consent to be named can change. From
 * 'begutachtet' on the team reads the draft and answers to exactly that; the Redaktion reopens it
 * by sending the review back to 'terminiert'.
 */
export const REVIEW_DRAFT_OPEN_STATES = ['eingegangen', 'in-planung', 'terminiert'] as const satisfies readonly ReviewState[];

export const isReviewTransition = (from: ReviewState, to: ReviewState): boolean => REVIEW_TRANSITIONS[from].includes(to);

/** The states a request may change to `to` from. */
export const reviewPredecessors = (to: ReviewState): ReviewState[] => REVIEW_STATES.filter((from) => isReviewTransition(from, to));

/** Reviewers of one request: at most `max`; 'terminiert' needs at least `min`. */
export const REVIEW_REVIEWERS = { min: 2, max: 4 } as const;

/** The state that carries the review's date (YYYY-MM-DD). */
export const REVIEW_SCHEDULED_STATE = 'terminiert' satisfies ReviewState;

/*
 * The team's answer to the draft report (issue 34, item 6): a plain form on the status page,
 * POST /peer-review/status/:token/zustimmung, with a form token bound to that request and a
 * honeypot. Either button moves the request to 'bericht-abgestimmt'; only one answer is taken.
 */

/** The two buttons: publish, or not. */
export const REVIEW_AGREEMENT_CHOICES = ['zustimmen', 'ablehnen'] as const;
export type ReviewAgreementChoice = (typeof REVIEW_AGREEMENT_CHOICES)[number];

/** The value of the checkbox "Den Namen des Service und der Behörde nicht nennen". */
export const REVIEW_WITHHOLD_NAME_VALUE = 'ja';

export function reviewAgreementFormSchema() {
  return z.strictObject({
    choice: z.enum(REVIEW_AGREEMENT_CHOICES, code('REVIEW_AGREEMENT_CHOICE_INVALID')),
    withholdName: z.optional(z.literal(REVIEW_WITHHOLD_NAME_VALUE, code('REVIEW_AGREEMENT_CHOICE_INVALID'))),
    [FORM_FIELDS.token]: z.string().check(z.regex(FORM_TOKEN, code('FORM_TOKEN_INVALID'))),
    [FORM_FIELDS.honeypot]: z.string().check(z.maxLength(0, code('FORM_REJECTED'))),
  });
}
export type ReviewAgreementForm = z.input<ReturnType<typeof reviewAgreementFormSchema>>;

/** GET /peer-review/status/:token/bericht.pdf, 200: the report as PDF (bytes; a marker for the OpenAPI document, never serialized). */
export const reportPdfSchema = z.string();
