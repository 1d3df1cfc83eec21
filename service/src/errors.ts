/**
 * How the service answers errors: every one in the shape of the API contract
 * (@servicestandard/feedback-api: codes, status, German messages), 5xx details only in the log.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody, errorResponseSchema, errorStatus, isErrorCode, type ErrorCode } from '@servicestandard/feedback-api';
import { StoreUnavailableError } from './store/errors.ts';

// Kept for callers of @servicestandard/service/errors; the definitions live in the contract.
export { errorBody, errorStatus, type ErrorBody, type ErrorCode } from '@servicestandard/feedback-api';

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

/** Response schemas for the error statuses a route can answer with, all in the error shape. */
export function errorResponses<const S extends number>(statuses: readonly S[]): Record<S, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<S, typeof errorResponseSchema>;
}

const fastifyCodes: Partial<Record<string, ErrorCode>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
};

/**
 * A request a schema refused: the code a failed custom check names as its message (all of them
 * must name one), otherwise INVALID_BODY (wrong type, missing or unknown field).
 */
function validationCode(error: FastifyError): ErrorCode | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const messages = error.validation.map((issue) => issue.message);
  if (!messages.every(isErrorCode)) return 'INVALID_BODY';
  return messages[0] ?? 'INVALID_BODY';
}

/** The code an error answers with (also for answers in another shape than JSON, routes/helpful.ts). */
export function codeFor(error: FastifyError): ErrorCode {
  if (error instanceof ApiError) return error.code;
  const refused = validationCode(error);
  if (refused) return refused;
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
