// Error factories with stable codes, and the one error handler
// (docs/product/design.md#api-conventions). Every error leaves the server as
// { error, message, fields? } in the caller's language.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isValidationMessage, translateValidation } from '../domain/messages/index.ts';
import { requestLanguage, type Language } from './i18n.ts';

export type ErrorCode =
  | 'unauthenticated'
  | 'token_expired'
  | 'permission_error'
  | 'not_found'
  | 'conflict'
  | 'unprocessable_entity'
  | 'too_large'
  | 'rate_limited'
  | 'server_error';

const messages: Record<ErrorCode, Record<Language, string>> = {
  unauthenticated: { en: 'Please log in.', id: 'Silakan masuk.' },
  token_expired: { en: 'Your session has expired. Please log in again.', id: 'Sesi Anda telah berakhir. Silakan masuk kembali.' },
  permission_error: { en: 'You do not have permission to do this.', id: 'Anda tidak memiliki izin untuk melakukan ini.' },
  not_found: { en: 'The page you are looking for does not exist.', id: 'Halaman yang Anda cari tidak ada.' },
  conflict: {
    en: 'Someone else saved a newer version. Review both versions before saving.',
    id: 'Orang lain telah menyimpan versi yang lebih baru. Tinjau kedua versi sebelum menyimpan.',
  },
  unprocessable_entity: { en: 'Some fields are not valid.', id: 'Beberapa isian tidak valid.' },
  too_large: { en: 'The file is too large.', id: 'Berkas terlalu besar.' },
  rate_limited: { en: 'Too many attempts. Please wait and try again.', id: 'Terlalu banyak percobaan. Tunggu sebentar lalu coba lagi.' },
  server_error: { en: 'An error occurred on our servers.', id: 'Terjadi kesalahan pada server kami.' },
};

const statusOf: Record<ErrorCode, number> = {
  unauthenticated: 401,
  token_expired: 401,
  permission_error: 403,
  not_found: 404,
  conflict: 409,
  unprocessable_entity: 422,
  too_large: 413,
  rate_limited: 429,
  server_error: 500,
};

/** Field messages may be given per language, or as one string used for both. */
export type FieldMessages = Record<string, string | Record<Language, string>>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: FieldMessages | undefined;
  readonly localized: Record<Language, string> | undefined;
  /** Extra body members, e.g. the current record on a 409. */
  readonly extra: Record<string, unknown> | undefined;
  /** Extra reply headers, e.g. Retry-After on a 429. */
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    opts: { message?: Record<Language, string>; fields?: FieldMessages; extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(opts.message?.en ?? messages[code].en);
    this.code = code;
    this.statusCode = statusOf[code];
    this.fields = opts.fields;
    this.localized = opts.message;
    this.extra = opts.extra;
    this.headers = opts.headers;
  }
}

/** What an AppError says in each language: its own message, else its code's. */
export function errorText(error: AppError): Record<Language, string> {
  return error.localized ?? messages[error.code];
}

export const errors = {
  unauthenticated: () => new AppError('unauthenticated'),
  tokenExpired: () => new AppError('token_expired'),
  forbidden: (message?: Record<Language, string>) => new AppError('permission_error', { message }),
  notFound: () => new AppError('not_found'),
  conflict: (current: unknown) => new AppError('conflict', { extra: { current } }),
  unprocessable: (fields: FieldMessages, message?: Record<Language, string>) => new AppError('unprocessable_entity', { fields, message }),
  rateLimited: (retryAfterSeconds?: number) =>
    new AppError('rate_limited', retryAfterSeconds === undefined ? {} : { headers: { 'retry-after': String(retryAfterSeconds) } }),
  tooLarge: () => new AppError('too_large'),
};

function zodFieldMessage(issue: z.core.$ZodIssue, lang: Language): string {
  // Domain rules carry a catalogue key (domain/messages) as their message.
  if (isValidationMessage(issue.message)) {
    const params = issue as unknown as Record<string, unknown>;
    return translateValidation(issue.message, lang, { ...params, max: params.maximum, min: params.minimum });
  }
  if (lang === 'en') return issue.message;
  const localized = z.locales.id().localeError?.(issue as never);
  if (typeof localized === 'string') return localized;
  return localized?.message ?? issue.message;
}

/** What a database error may put in the log: its fields that describe the failure, never the values. */
const PG_FIELDS = ['code', 'severity', 'routine', 'constraint', 'table', 'column', 'dataType', 'schema'] as const;

/**
 * An error as it may be logged: a failed SQL statement keeps its SQL text and PostgreSQL
 * fields (code, constraint …) but loses its parameters, the server's message and detail
 * (they quote values: emails, user content), and a stack that would repeat them.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const failed = error as Error & { query?: unknown };
  const cause = (error.cause instanceof Object ? error.cause : error) as Record<string, unknown>;
  const isDatabase = typeof failed.query === 'string' || (typeof cause.code === 'string' && 'severity' in cause);
  if (!isDatabase) return error;
  const pg = Object.fromEntries(PG_FIELDS.filter((k) => cause[k] !== undefined).map((k) => [k, cause[k]]));
  const message = typeof failed.query === 'string' ? `Failed query: ${failed.query}` : `Database error ${String(pg.code ?? '')}`;
  // The stack opens with the message (values included): keep only the frames after it.
  const head = `${error.name}: ${error.message}`;
  const frames = error.stack?.startsWith(head) ? error.stack.slice(head.length) : '';
  return { type: error.name, message, ...pg, stack: `${error.name}: ${message}${frames}` };
}

function send(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

const incompleteForm: Record<Language, string> = {
  en: 'The form was not received in full. Please send it again.',
  id: 'Formulir tidak diterima dengan lengkap. Silakan kirim ulang.',
};

// busboy's errors for a multipart body that ends early or has no boundary: plain Errors, no status.
const MALFORMED_MULTIPART = /^(Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|Multipart: Boundary not found)$/;

/** A multipart body the parser could not read to its end: the client's error (422 here, 400 on the S3 upload endpoint). */
export function isMalformedMultipart(error: unknown): boolean {
  return error instanceof Error && (error as Partial<FastifyError>).statusCode === undefined && MALFORMED_MULTIPART.test(error.message);
}

/** An unexpected error (a 5xx) goes to the error reports when SENTRY_DSN is set (observability/errorReports.ts). */
function reportUnexpected(request: FastifyRequest, error: unknown) {
  request.server.errorReports?.captureRequestError(error, request).catch((err: unknown) => request.log.warn({ err }, 'error report failed'));
}

export function errorHandler(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = requestLanguage(request);

  if (error instanceof AppError) {
    const fields = error.fields
      ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, typeof v === 'string' ? translateValidation(v, lang) : v[lang]]))
      : undefined;
    if (error.statusCode >= 500) {
      request.log.error({ err: loggableError(error) }, 'server error');
      reportUnexpected(request, error);
    }
    if (error.headers) reply.headers(error.headers);
    return send(reply, error.statusCode, {
      error: error.code,
      message: (error.localized ?? messages[error.code])[lang],
      ...(fields ? { fields } : {}),
      ...(error.extra ?? {}),
    });
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const v of error.validation) {
      const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
      const issue = { code: v.keyword, path: path.split('.'), message: v.message, ...v.params } as unknown as z.core.$ZodIssue;
      fields[path] ??= zodFieldMessage(issue, lang);
    }
    return send(reply, 422, { error: 'unprocessable_entity', message: messages.unprocessable_entity[lang], fields });
  }

  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
    reportUnexpected(request, error);
    return send(reply, 500, { error: 'server_error', message: messages.server_error[lang] });
  }

  if (isMalformedMultipart(error)) {
    return send(reply, 422, { error: 'unprocessable_entity', message: `${messages.unprocessable_entity[lang]} (${incompleteForm[lang]})` });
  }

  // Errors raised by Fastify itself for malformed requests (bad JSON, wrong content type, body too large).
  const status = error.statusCode ?? 500;
  if (status === 413) return send(reply, 413, { error: 'too_large', message: messages.too_large[lang] });
  if (status === 429) return send(reply, 429, { error: 'rate_limited', message: messages.rate_limited[lang] });
  if (status >= 400 && status < 500) {
    const code: ErrorCode = status === 404 ? 'not_found' : status === 401 ? 'unauthenticated' : status === 403 ? 'permission_error' : 'unprocessable_entity';
    return send(reply, status === 400 || status === 406 || status === 415 ? 422 : status, {
      error: code,
      message: code === 'unprocessable_entity' ? `${messages.unprocessable_entity[lang]} (${error.message})` : messages[code][lang],
    });
  }
  request.log.error({ err: loggableError(error) }, 'unhandled error');
  reportUnexpected(request, error);
  return send(reply, 500, { error: 'server_error', message: messages.server_error[lang] });
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const lang = requestLanguage(request);
  return send(reply, 404, { error: 'not_found', message: messages.not_found[lang] });
}
