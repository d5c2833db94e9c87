import { describe, expect, it } from 'vitest';
import { apiErrorCodes, errorKindForStatus, isApiErrorCode, isBoundaryError, statusForApiErrorCode } from './errors.ts';
import type { ErrorKind } from './errors.ts';

describe('errorKindForStatus', () => {
  it.each<[number | null | undefined, ErrorKind]>([
    [403, 'permissionError'],
    [404, 'notFound'],
    [422, 'unprocessableEntity'],
    [500, 'serverError'],
    [502, 'serverError'],
    [599, 'serverError'],
    [600, 'unknownError'],
    [499, 'unknownError'],
    [400, 'unknownError'],
    [401, 'unknownError'],
    [409, 'unknownError'],
    [0, 'unknownError'],
    [500.5, 'unknownError'],
    [Number.NaN, 'unknownError'],
    [null, 'unknownError'],
    [undefined, 'unknownError'],
  ])('%s → %s', (status, expected) => {
    expect(errorKindForStatus(status)).toBe(expected);
  });
});

describe('isBoundaryError', () => {
  it.each<[ErrorKind, boolean]>([
    ['unknownError', true],
    ['permissionError', false],
    ['notFound', false],
    ['unprocessableEntity', false],
    ['serverError', false],
  ])('%s → %s', (kind, expected) => {
    expect(isBoundaryError(kind)).toBe(expected);
  });
});

describe('API error codes', () => {
  it('lists exactly the codes the server uses', () => {
    expect([...apiErrorCodes]).toEqual([
      'permission_error',
      'not_found',
      'conflict',
      'unprocessable_entity',
      'unauthenticated',
      'token_expired',
      'rate_limited',
      'too_large',
      'server_error',
    ]);
  });

  it.each<[string, number]>([
    ['unauthenticated', 401],
    ['token_expired', 401],
    ['permission_error', 403],
    ['not_found', 404],
    ['conflict', 409],
    ['too_large', 413],
    ['unprocessable_entity', 422],
    ['rate_limited', 429],
    ['server_error', 500],
  ])('%s answers %d', (code, status) => {
    expect(isApiErrorCode(code)).toBe(true);
    if (isApiErrorCode(code)) expect(statusForApiErrorCode[code]).toBe(status);
  });

  it.each([['forbidden'], [''], [403], [null]])('%j is not a code', (value) => {
    expect(isApiErrorCode(value)).toBe(false);
  });

  it('maps statuses of the codes back to the matching page kinds', () => {
    expect(errorKindForStatus(statusForApiErrorCode.permission_error)).toBe('permissionError');
    expect(errorKindForStatus(statusForApiErrorCode.not_found)).toBe('notFound');
    expect(errorKindForStatus(statusForApiErrorCode.unprocessable_entity)).toBe('unprocessableEntity');
    expect(errorKindForStatus(statusForApiErrorCode.server_error)).toBe('serverError');
  });
});
