// Which message the login screen shows (spec §8 "Login"): the failure of the last attempt
// first; the expired-session notice only when there is no other error.
import { isApiError } from '../../lib/http.ts';

export type LoginMessageKey =
  | 'login.failed'
  | 'login.not_a_teacher'
  | 'login.too_many_attempts'
  | 'login.server_error'
  | 'login.network_error'
  | 'login.token_expired';

export type LoginMessage = { key: LoginMessageKey; tone: 'error' | 'notice' };

export function loginErrorKey(error: unknown): LoginMessageKey {
  if (!isApiError(error)) return 'login.network_error';
  if (error.status === 422 || error.status === 400 || error.status === 401) return 'login.failed';
  if (error.status === 403) return 'login.not_a_teacher';
  if (error.status === 429) return 'login.too_many_attempts';
  return 'login.server_error';
}

export function loginMessage(error: unknown, sessionExpired: boolean): LoginMessage | null {
  if (error) return { key: loginErrorKey(error), tone: 'error' };
  if (sessionExpired) return { key: 'login.token_expired', tone: 'notice' };
  return null;
}
