/**
 * The closed set of error codes of the feedback API and the HTTP status each one answers with.
 * Clients branch on the code, never on the message; people read the message (messages.ts).
 * Codes are part of the API: add new ones, never rename or remove one.
 */
export const errorStatus = {
  INVALID_BODY: 400,
  INVALID_JSON: 400,
  INVALID_URL: 400,
  INVALID_REQUEST: 400,
  INVALID_CHARACTERS: 400,
  HEADERS_TOO_LARGE: 431,
  UNSUPPORTED_MEDIA_TYPE: 415,
  DESCRIPTION_REQUIRED: 422,
  DESCRIPTION_TOO_LONG: 422,
  INVALID_EMAIL: 422,
  INVALID_PAGE_PATH: 422,
  LABEL_NOT_ALLOWED: 422,
  PROJECT_NOT_ALLOWED: 403,
  CHALLENGE_UNKNOWN: 422,
  CHALLENGE_EXPIRED: 410,
  CHALLENGE_ALREADY_USED: 409,
  SOLUTION_INVALID: 422,
  ANSWER_INVALID: 422,
  FORM_TOKEN_INVALID: 422,
  FORM_TOKEN_TOO_NEW: 422,
  FORM_TOKEN_EXPIRED: 410,
  FORM_TOKEN_USED: 409,
  FORM_REJECTED: 422,
  ORIGIN_NOT_ALLOWED: 403,
  REVIEW_SERVICE_REQUIRED: 422,
  REVIEW_SERVICE_TOO_LONG: 422,
  REVIEW_AUTHORITY_REQUIRED: 422,
  REVIEW_AUTHORITY_TOO_LONG: 422,
  REVIEW_LEVEL_INVALID: 422,
  REVIEW_PHASE_INVALID: 422,
  REVIEW_GOAL_REQUIRED: 422,
  REVIEW_GOAL_TOO_LONG: 422,
  REVIEW_CRITERIA_INVALID: 422,
  REVIEW_TIME_WINDOWS_TOO_LONG: 422,
  REVIEW_CONTACT_NAME_REQUIRED: 422,
  REVIEW_CONTACT_NAME_TOO_LONG: 422,
  REVIEW_EMAIL_REQUIRED: 422,
  REVIEW_EMAIL_INVALID: 422,
  REVIEW_SELBSTCHECK_INVALID: 422,
  REVIEW_SELBSTCHECK_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  NOT_FOUND: 404,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** Every code, for schemas that accept exactly this set. */
export const ERROR_CODES = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}
