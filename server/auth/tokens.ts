// Session tokens: 256-bit random, given to the client once, stored only as SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_COOKIE } from '../../domain/constants.ts';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of `Authorization: Token <t>` (an API client), or null. */
export function tokenFromHeader(headers: Record<string, unknown>): string | null {
  const auth = headers['authorization'];
  if (typeof auth !== 'string') return null;
  const m = /^(?:Token|Bearer)\s+(?:token=)?"?([A-Za-z0-9_-]{20,200})"?$/.exec(auth.trim());
  return m?.[1] ?? null;
}

/** The token of a request: `Authorization: Token <t>` first, else the session cookie. */
export function tokenFromRequest(headers: Record<string, unknown>, cookies: Record<string, string | undefined>): string | null {
  const fromHeader = tokenFromHeader(headers);
  if (fromHeader) return fromHeader;
  const cookie = cookies[TOKEN_COOKIE];
  return cookie && /^[A-Za-z0-9_-]{20,200}$/.test(cookie) ? cookie : null;
}
