/**
 * Stable error codes of the feedback API. Clients branch on `code` (never on the message);
 * people read `message` (German, from messages.ts). Codes are part of the API: never rename.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages } from './messages.ts';
import { StoreUnavailableError } from './store/errors.ts';

export const errorStatus = {
  INVALID_BODY: 400,
  INVALID_JSON: 400,
  INVALID_URL: 400,
  INVALID_REQUEST: 400,
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
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  NOT_FOUND: 404,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
} as const satisfies Record<keyof typeof errorMessages, number>;

export type ErrorCode = keyof typeof errorStatus;

export interface ErrorBody {
  error: { code: ErrorCode; message: string };
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;

  constructor(code: ErrorCode) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.statusCode = errorStatus[code];
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}

export function errorBody(code: ErrorCode): ErrorBody {
  return { error: { code, message: errorMessages[code] } };
}

/** JSON schema of every error answer, for the routes' response schemas. */
export const errorResponseSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'string' }, message: { type: 'string' } },
    },
  },
} as const;

const fastifyCodes: Partial<Record<string, ErrorCode>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
};

function codeFor(error: FastifyError): ErrorCode {
  if (error instanceof ApiError) return error.code;
  if (error instanceof StoreUnavailableError) return 'SERVICE_UNAVAILABLE';
  const mapped = fastifyCodes[error.code];
  if (mapped) return mapped;
  const status = error.statusCode ?? 500;
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 400 && status < 500) return 'INVALID_BODY';
  return 'INTERNAL_ERROR';
}

/**
 * Fastify's `frameworkErrors` (a URL that cannot be decoded, a malformed header) run before any
 * route or plugin scope; they get the same error shape as the rest of the API.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const code: ErrorCode = error.code === 'FST_ERR_BAD_URL' ? 'INVALID_URL' : 'INVALID_BODY';
  request.log.info({ code, reason: error.message }, 'request rejected before routing');
  void reply.code(errorStatus[code]).type('application/json; charset=utf-8').send(errorBody(code));
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (broken request line or
 * header, oversized headers, smuggling attempts) never reaches Fastify; it still gets an answer
 * in the API's shape before the connection closes.
 */
export function handleClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const code: ErrorCode = error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'INVALID_REQUEST';
  const status = errorStatus[code];
  const body = JSON.stringify(errorBody(code));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Answers every error in the `{ error: { code, message } }` shape; 5xx details stay in the log. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const code = codeFor(error);
  const status = errorStatus[code];
  if (status >= 500) request.log.error({ err: error }, 'feedback request failed');
  else request.log.info({ code, reason: error.message }, 'feedback request rejected');
  return reply.code(status).type('application/json; charset=utf-8').send(errorBody(code));
}
