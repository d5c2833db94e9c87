import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import { loginErrorKey, loginMessage } from './loginMessage.ts';

const apiError = (status: number, error = 'x') => new ApiError(status, { error, message: 'm' });

describe('loginErrorKey', () => {
  it.each([
    [422, 'login.failed'],
    [400, 'login.failed'],
    [403, 'login.not_a_teacher'],
    [429, 'login.too_many_attempts'],
    [500, 'login.server_error'],
    [503, 'login.server_error'],
  ])('status %i → %s', (status, key) => {
    expect(loginErrorKey(apiError(status))).toBe(key);
  });

  it('reports a network failure as such', () => {
    expect(loginErrorKey(new TypeError('Failed to fetch'))).toBe('login.network_error');
  });
});

describe('loginMessage', () => {
  it('shows the expired-session notice only when no other error exists', () => {
    expect(loginMessage(null, true)).toEqual({ key: 'login.token_expired', tone: 'notice' });
    expect(loginMessage(apiError(422), true)).toEqual({ key: 'login.failed', tone: 'error' });
    expect(loginMessage(null, false)).toBeNull();
  });
});
