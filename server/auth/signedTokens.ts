// Signed, expiring capability tokens (the learner-preview link, server/preview/tokens.ts; the
// course-download link, server/downloads/tokens.ts): one way of signing for both.
//
// Shape: base64url(<payload text>) "." base64url(HMAC-SHA256(context + base64url payload)).
// Each kind has its own key, a row of app_secrets named after it, made with
// crypto.randomBytes on first use, so every process of a cluster signs and checks alike,
// and its own signing context, so a MAC made for one kind never verifies as another.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema/index.ts';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** One secret per database and name, read once per process (it never changes once made). */
const secrets = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/**
 * The signing key called `name`: read from app_secrets, made on first use. Two processes
 * making it at once both insert … on conflict do nothing, then both read the one row that won.
 */
export function signingSecret(db: Db, name: string): Promise<Buffer> {
  let byName = secrets.get(db);
  if (!byName) {
    byName = new Map();
    secrets.set(db, byName);
  }
  let secret = byName.get(name);
  if (!secret) {
    secret = loadOrCreateSecret(db, name);
    byName.set(name, secret);
    // A failed read (database down) is not remembered: the next request tries again.
    secret.catch(() => byName.delete(name));
  }
  return secret;
}

async function loadOrCreateSecret(db: Db, name: string): Promise<Buffer> {
  const read = async () => (await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name)).limit(1))[0]?.value;
  let value = await read();
  if (!value) {
    await db.insert(appSecrets).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
    value = await read();
  }
  if (!value) throw new Error(`the ${name} secret could not be stored`);
  return Buffer.from(value, 'base64url');
}

/**
 * The bytes of `text` when it is the one base64url spelling of them, else null. Node's decoder
 * ignores the unused low bits of the last character (a 32-byte MAC in 43 characters leaves 2),
 * so four spellings would decode to one MAC; only the one this module writes is accepted.
 */
export function strictBase64url(text: string): Buffer | null {
  if (!BASE64URL.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

function mac(secret: Buffer, context: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(context + payload).digest();
}

/** `payloadText` signed under `context` (e.g. 'pena-preview-v1:'). */
export function signToken(secret: Buffer, context: string, payloadText: string): string {
  const payload = Buffer.from(payloadText).toString('base64url');
  return `${payload}.${mac(secret, context, payload).toString('base64url')}`;
}

/**
 * The payload text of a token signed with `secret` under `context`, or null when it is not
 * one (the signature is checked in constant time before anything else is read). Both parts
 * are decoded strictly (strictBase64url): one token, one spelling.
 */
export function verifiedPayload(secret: Buffer, context: string, token: string, maxLength: number): string | null {
  if (token.length > maxLength) return null;
  const [payload, signature, extra] = token.split('.');
  if (extra !== undefined || !payload || !signature) return null;
  const given = strictBase64url(signature);
  const text = strictBase64url(payload);
  if (!given || !text) return null;
  const expected = mac(secret, context, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return text.toString('utf8');
}
