// The S3 browser-POST protocol for the local driver: a base64 JSON policy (expiration and
// conditions) signed with HMAC-SHA256 under the server's storage secret. The POST endpoint
// checks what S3 checks: the signature, the expiry, every form field against a condition,
// and the body's size against content-length-range (while it streams).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const LOCAL_BUCKET = 'local';
export const LOCAL_ALGORITHM = 'PENA-HMAC-SHA256';

type Condition = Record<string, string> | ['eq' | 'starts-with', string, string] | ['content-length-range', number, number];

export interface PolicyDocument {
  expiration: string;
  conditions: Condition[];
}

export function encodePolicy(policy: PolicyDocument): string {
  return Buffer.from(JSON.stringify(policy)).toString('base64');
}

export function signPolicy(secret: string, policyBase64: string): string {
  return createHmac('sha256', secret).update(policyBase64).digest('hex');
}

/** An S3-style refusal: status, S3 error code and message, answered as XML. */
export class PostPolicyError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'PostPolicyError';
    this.status = status;
    this.code = code;
  }
}

const denied = (message: string) => new PostPolicyError(403, 'AccessDenied', `Invalid according to Policy: ${message}`);

/** What signPolicy writes: 32 bytes as lower-case hex. */
const HEX_SIGNATURE = /^[0-9a-f]{64}$/;

/** Fields the policy itself does not have to cover (as in S3). */
const EXEMPT = new Set(['policy', 'x-amz-signature', 'file']);

export interface AcceptedPost {
  key: string;
  minBytes: number;
  maxBytes: number;
  /** success_action_status: 200, 201 (XML reply) or 204 (the default, empty). */
  successStatus: 200 | 201 | 204;
}

/**
 * Checks the form fields sent before the file (names lower-cased). `filename` fills S3's
 * `${filename}` placeholder in the key. Throws PostPolicyError; returns what to write.
 */
export function verifyPost(secret: string, fields: Record<string, string>, filename: string, now = new Date()): AcceptedPost {
  const policyBase64 = fields.policy;
  const signature = fields['x-amz-signature'];
  if (!policyBase64 || !signature) throw new PostPolicyError(403, 'AccessDenied', 'Bucket POST must contain a policy and a signature.');
  const expected = Buffer.from(signPolicy(secret, policyBase64), 'hex');
  // Buffer's hex decoding stops at the first character that is not hex, so another tail on a
  // good signature would decode to the same bytes: only the exact spelling signed is taken.
  const given = Buffer.from(HEX_SIGNATURE.test(signature) ? signature : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new PostPolicyError(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
  }

  let policy: PolicyDocument;
  try {
    policy = JSON.parse(Buffer.from(policyBase64, 'base64').toString('utf8')) as PolicyDocument;
  } catch {
    throw new PostPolicyError(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.');
  }
  const expiration = Date.parse(policy?.expiration);
  if (!Array.isArray(policy?.conditions) || Number.isNaN(expiration)) {
    throw new PostPolicyError(400, 'InvalidPolicyDocument', 'Invalid Policy: expiration and conditions are required.');
  }
  if (expiration <= now.getTime()) throw denied('Policy expired.');

  const values: Record<string, string> = { ...fields, bucket: LOCAL_BUCKET };
  if (values.key === undefined) throw new PostPolicyError(400, 'InvalidArgument', "Bucket POST must contain a field named 'key'.");
  values.key = values.key.replaceAll('${filename}', filename);

  const covered = new Set<string>(['bucket']);
  let range: [number, number] | undefined;
  for (const condition of policy.conditions) {
    if (Array.isArray(condition)) {
      const [op, a, b] = condition;
      if (op === 'content-length-range') {
        range = [Number(a), Number(b)];
        continue;
      }
      if ((op !== 'eq' && op !== 'starts-with') || typeof a !== 'string' || !a.startsWith('$')) {
        throw new PostPolicyError(400, 'InvalidPolicyDocument', `Invalid Policy: Invalid condition ${JSON.stringify(condition)}.`);
      }
      const name = a.slice(1).toLowerCase();
      covered.add(name);
      const value = values[name] ?? '';
      if (op === 'eq' ? value !== b : !value.startsWith(String(b))) throw denied(`Policy Condition failed: ${JSON.stringify(condition)}`);
    } else {
      for (const [rawName, expectedValue] of Object.entries(condition)) {
        const name = rawName.toLowerCase();
        covered.add(name);
        if ((values[name] ?? '') !== expectedValue) throw denied(`Policy Condition failed: ["eq", "$${name}", ${JSON.stringify(expectedValue)}]`);
      }
    }
  }
  const extra = Object.keys(fields).filter((name) => !EXEMPT.has(name) && !covered.has(name) && !name.startsWith('x-ignore-'));
  if (extra.length > 0) throw denied(`Extra input fields: ${extra.join(', ')}`);

  const status = Number(values.success_action_status ?? 204);
  return {
    key: values.key,
    minBytes: range?.[0] ?? 0,
    maxBytes: range?.[1] ?? Number.POSITIVE_INFINITY,
    successStatus: status === 200 || status === 201 ? status : 204,
  };
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);

export function postResponseXml(location: string, key: string, etag: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<PostResponse><Location>${escapeXml(location)}</Location><Bucket>${LOCAL_BUCKET}</Bucket>` +
    `<Key>${escapeXml(key)}</Key><ETag>"${escapeXml(etag)}"</ETag></PostResponse>`
  );
}

export function errorXml(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${escapeXml(code)}</Code><Message>${escapeXml(message)}</Message></Error>`;
}
