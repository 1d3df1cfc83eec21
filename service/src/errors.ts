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
 * The error body as text: sent as it is, never through a route's response schema, which may
 * describe another shape for the status (the form route answers people with HTML pages), so an
 * error answer can never become a serialization failure (a 500).
 */
const errorText = (code: ErrorCode) => JSON.stringify(errorBody(code));

/** The API's addresses answer errors in JSON; every other address is a page of the site. */
export const isApiPath = (url: string): boolean => /^\/api(?:[/?#]|$)/.test(url);

/**
 * How the bundled server (site and API in one) answers what no route answers: framework errors,
 * errors outside the API's own handler, requests the HTTP parser refuses.
 */
export interface ErrorAnswers {
  /** The security headers of every answer: framework errors and socket answers pass no hook. */
  headers: Readonly<Record<string, string>>;
  /** The site's German error page for a status. */
  page: (status: number) => string;
}

/** Headers of a half-built answer that must not reach an error answer (a redirect's target, an encoding the body no longer has). */
const KEPT_ON_ERROR = new Set(['connection']);

/**
 * Sends an error answer: the API's `{ error: { code, message } }` under /api (or without
 * `answers`, on the service alone), the German error page everywhere else; always with the
 * security headers, never cached, never Fastify's English default.
 */
function sendError(request: FastifyRequest, reply: FastifyReply, status: number, code: ErrorCode, answers: ErrorAnswers | undefined): FastifyReply {
  for (const name of Object.keys(reply.getHeaders())) if (!KEPT_ON_ERROR.has(name)) reply.removeHeader(name);
  if (answers) reply.headers(answers.headers);
  reply.code(status).header('cache-control', 'no-store');
  if (!answers || isApiPath(request.url)) return reply.type('application/json; charset=utf-8').send(errorText(code));
  return reply.type('text/html; charset=utf-8').send(answers.page(status));
}

/**
 * Fastify's `frameworkErrors` (a URL that cannot be decoded, a malformed header) run before any
 * route or plugin scope and before every hook; they get the same answers as the rest.
 */
export function frameworkErrorHandler(answers?: ErrorAnswers) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const code: ErrorCode = error.code === 'FST_ERR_BAD_URL' ? 'INVALID_URL' : 'INVALID_BODY';
    request.log.info({ code, reason: error.message }, 'request rejected before routing');
    void sendError(request, reply, errorStatus[code], code, answers);
  };
}

/** The service alone: every framework error in the API's shape. */
export const handleFrameworkError = frameworkErrorHandler();

/**
 * The root error handler of the bundled server: every error that no scope's own handler took
 * (the API and the Redaktion have theirs), expected or not. A page keeps a refusal's 4xx status
 * (404, 405, 413, 415 …); anything else is a failure of the server, logged with its details,
 * which never reach the answer.
 */
export function rootErrorHandler(answers: ErrorAnswers) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const code = codeFor(error);
    const refused = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500;
    const status = !isApiPath(request.url) && refused ? error.statusCode! : errorStatus[code];
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code, reason: error.message }, 'request rejected');
    return sendError(request, reply, status, code, answers);
  };
}

/** HTTP/1.1 requires a Host header (RFC 9112, 3.2): without one, a 400 like any other refusal. */
export function requireHost(request: FastifyRequest, _reply: FastifyReply, done: (error?: FastifyError) => void): void {
  if (request.headers.host === undefined && request.raw.httpVersion === '1.1') {
    done(Object.assign(new Error('missing Host header'), { statusCode: 400, code: 'MISSING_HOST', name: 'FastifyError' }));
    return;
  }
  done();
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (broken request line or
 * header, oversized headers, smuggling attempts) never reaches Fastify; it still gets an answer
 * before the connection closes: in the API's shape for the API (or the service alone), as the
 * site's error page for a page, with the security headers of every answer.
 */
export function clientErrorHandler(answers?: ErrorAnswers) {
  const securityLines = Object.entries(answers?.headers ?? {})
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: Error & { code?: string; rawPacket?: unknown }, socket: Duplex): void => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const code: ErrorCode = error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'INVALID_REQUEST';
    const status = errorStatus[code];
    // The request line, as far as the parser read it, says whether a page or the API was asked for.
    const packet = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1', 0, 2048) : '';
    const target = /^[A-Z]+ (\S+)/.exec(packet)?.[1];
    const page = answers !== undefined && !(target !== undefined && isApiPath(target));
    const type = page ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8';
    const body = page ? answers.page(status) : errorText(code);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: ${type}\r\n${securityLines}Cache-Control: no-store\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  };
}

/** The service alone: every refused request in the API's shape. */
export const handleClientError = clientErrorHandler();

/** Answers every error in the `{ error: { code, message } }` shape; 5xx details stay in the log. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const code = codeFor(error);
  const status = errorStatus[code];
  if (status >= 500) request.log.error({ err: error }, 'feedback request failed');
  else request.log.info({ code, reason: error.message }, 'feedback request rejected');
  return reply.code(status).type('application/json; charset=utf-8').send(errorText(code));
}
