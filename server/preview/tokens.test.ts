// Preview tokens (spec §2 "Preview"): signed, scoped to one topic, short-lived.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PREVIEW_TOKEN_PATTERN } from '../../domain/schemas/preview.ts';
import { otherSpellings } from '../test/tokenSpellings.ts';
import { PREVIEW_TOKEN_MAX_LENGTH, signPreviewToken, verifyPreviewToken } from './tokens.ts';

const secret = randomBytes(32);
const claims = { topicId: 42, organizationId: 7, expiresAt: 1_800_000_000_000 };

describe('preview tokens', () => {
  it('round-trips its claims until the expiry, and not at or after it', () => {
    const token = signPreviewToken(secret, claims);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyPreviewToken(secret, token, claims.expiresAt - 1)).toEqual({ ok: true, claims });
    expect(verifyPreviewToken(secret, token, claims.expiresAt)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyPreviewToken(secret, token, claims.expiresAt + 3_600_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token signed with another secret, or whose claims or signature were changed', () => {
    const token = signPreviewToken(secret, claims);
    const [payload, signature] = token.split('.') as [string, string];
    const now = claims.expiresAt - 1000;
    expect(verifyPreviewToken(randomBytes(32), token, now).ok).toBe(false);
    // Another topic with the same signature.
    const otherTopic = Buffer.from(`43.7.${claims.expiresAt}`).toString('base64url');
    expect(verifyPreviewToken(secret, `${otherTopic}.${signature}`, now)).toEqual({ ok: false, reason: 'invalid' });
    // A later expiry with the same signature is not a longer link.
    const later = Buffer.from(`42.7.${claims.expiresAt + 10 ** 9}`).toString('base64url');
    expect(verifyPreviewToken(secret, `${later}.${signature}`, claims.expiresAt + 1)).toEqual({ ok: false, reason: 'invalid' });
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(verifyPreviewToken(secret, `${payload}.${flipped}`, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyPreviewToken(secret, `${payload}.${signature.slice(0, -2)}`, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('accepts only the one spelling of its signature, not another last character that decodes to the same bytes', () => {
    const token = signPreviewToken(secret, claims);
    const now = claims.expiresAt - 1000;
    const respelled = otherSpellings(token);
    expect(respelled).toHaveLength(3);
    for (const other of respelled) {
      expect(Buffer.from(other.split('.')[1]!, 'base64url')).toEqual(Buffer.from(token.split('.')[1]!, 'base64url'));
      expect(verifyPreviewToken(secret, other, now)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(verifyPreviewToken(secret, token, now).ok).toBe(true);
  });

  it('refuses shapes that are not tokens', () => {
    const token = signPreviewToken(secret, claims);
    for (const bad of ['', '.', 'abc', `${token}.x`, token.replace('.', '..'), `${token}=`, 'a'.repeat(1000), 'ü.ü']) {
      expect(verifyPreviewToken(secret, bad, 0)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('fits the widest claims in a path parameter (Fastify reads up to 100 characters) and the route’s pattern', () => {
    const widest = { topicId: 2147483647, organizationId: 2147483647, expiresAt: 253402300799999 };
    const token = signPreviewToken(secret, widest);
    expect(token.length).toBeLessThanOrEqual(PREVIEW_TOKEN_MAX_LENGTH);
    expect(token).toMatch(PREVIEW_TOKEN_PATTERN);
    expect(verifyPreviewToken(secret, token, 0)).toEqual({ ok: true, claims: widest });
  });
});
