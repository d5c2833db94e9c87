import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';
import { hashToken, newToken, tokenFromRequest } from './tokens.ts';

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('rahasia-123');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('rahasia-123', hash)).toBe(true);
    expect(await verifyPassword('rahasia-124', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a missing or malformed hash', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});

describe('tokens', () => {
  it('are 256-bit and hashed with SHA-256', () => {
    const t = newToken();
    expect(Buffer.from(t, 'base64url')).toHaveLength(32);
    expect(hashToken(t)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(t)).not.toBe(hashToken(newToken()));
  });

  it.each([
    [{ authorization: 'Token abcdefghijklmnopqrstuvwxyz' }, {}, 'abcdefghijklmnopqrstuvwxyz'],
    [{ authorization: 'Token token="abcdefghijklmnopqrstuvwxyz"' }, {}, 'abcdefghijklmnopqrstuvwxyz'],
    [{}, { pena_token: 'abcdefghijklmnopqrstuvwxyz' }, 'abcdefghijklmnopqrstuvwxyz'],
    [{ authorization: 'Token short' }, {}, null],
    [{}, { pena_token: 'bad token with spaces!!!!!' }, null],
    [{}, {}, null],
  ])('reads the token from %o %o', (headers, cookies, expected) => {
    expect(tokenFromRequest(headers, cookies)).toBe(expected);
  });
});
