import { describe, expect, it } from 'vitest';
import { encodePolicy, PostPolicyError, signPolicy, verifyPost } from './postPolicy.ts';

const SECRET = 'storage-secret';
const policy = encodePolicy({
  expiration: '2100-01-01T00:00:00Z',
  conditions: [{ bucket: 'local' }, ['starts-with', '$key', 'uploads/'], ['content-length-range', 1, 1000]],
});
const fields = (signature: string) => ({ policy, 'x-amz-signature': signature, bucket: 'local', key: 'uploads/a.png' });

function refusal(signature: string): string | null {
  try {
    verifyPost(SECRET, fields(signature), 'a.png');
    return null;
  } catch (error) {
    return error instanceof PostPolicyError ? error.code : 'other';
  }
}

describe('verifyPost signature', () => {
  const good = signPolicy(SECRET, policy);

  it('accepts the signature as signed', () => {
    expect(refusal(good)).toBeNull();
    expect(verifyPost(SECRET, fields(good), 'a.png')).toMatchObject({ key: 'uploads/a.png', maxBytes: 1000 });
  });

  it('refuses the signed bytes spelled any other way', () => {
    for (const other of [`${good}zz`, `${good}0`, `${good.slice(0, 63)}g`, good.toUpperCase(), ` ${good}`, good.slice(0, 62)]) {
      expect(refusal(other), other).toBe('SignatureDoesNotMatch');
    }
  });
});
