// Error kinds (spec §4, §8) and the API's stable error codes
// (docs/product/design.md#api-conventions).

export const errorKinds = ['permissionError', 'notFound', 'unprocessableEntity', 'serverError', 'unknownError'] as const;
export type ErrorKind = (typeof errorKinds)[number];

/** 403 permissionError, 404 notFound, 422 unprocessableEntity, 500-599 serverError, else unknownError. */
export function errorKindForStatus(status: number | null | undefined): ErrorKind {
  if (status === 403) return 'permissionError';
  if (status === 404) return 'notFound';
  if (status === 422) return 'unprocessableEntity';
  if (typeof status === 'number' && Number.isInteger(status) && status >= 500 && status <= 599) return 'serverError';
  return 'unknownError';
}

/** Only unknown errors go to the top-level error boundary (reported, error screen); others show inline. */
export function isBoundaryError(kind: ErrorKind): boolean {
  return kind === 'unknownError';
}

/** A failed background job is treated as an unprocessable error (spec §4). */
export const FAILED_JOB_STATUS = 422;

export const apiErrorCodes = [
  'permission_error',
  'not_found',
  'conflict',
  'unprocessable_entity',
  'unauthenticated',
  'token_expired',
  'rate_limited',
  'too_large',
  'server_error',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** HTTP status the server answers with for each code. */
export const statusForApiErrorCode: Readonly<Record<ApiErrorCode, number>> = {
  unauthenticated: 401,
  token_expired: 401,
  permission_error: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unprocessable_entity: 422,
  rate_limited: 429,
  server_error: 500,
};

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (apiErrorCodes as readonly string[]).includes(value);
}
