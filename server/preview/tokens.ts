// Learner-preview tokens (spec §2 "Preview": the link carries a short-lived, signed token
// scoped to one topic in its path). A token is the capability to read that topic's learner
// view until it expires: it is never the user's session token and opens nothing else.
//
// Shape: base64url(`<topic id>.<organization id>.<expiry epoch ms>`) "." base64url(HMAC-SHA256).
// The HMAC key is the 'preview' row of app_secrets, made with crypto.randomBytes on first
// use, so every process of a cluster signs and checks alike.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PREVIEW_TOKEN_LIFETIME_MS } from '../../domain/constants.ts';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema/index.ts';

export const PREVIEW_SECRET_NAME = 'preview';
/** Domain separation: a MAC made for something else with the same key never verifies here. */
const SIGNING_CONTEXT = 'pena-preview-v1:';
const PAYLOAD_PATTERN = /^([1-9][0-9]{0,9})\.([1-9][0-9]{0,9})\.([0-9]{1,16})$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** The longest token this module makes is 95 characters (under Fastify's 100 for a path parameter); longer input is not read. */
export const PREVIEW_TOKEN_MAX_LENGTH = 100;

export interface PreviewClaims {
  topicId: number;
  organizationId: number;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export type PreviewTokenCheck = { ok: true; claims: PreviewClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** One secret per database, read once per process (it never changes once made). */
const secrets = new WeakMap<Db, Promise<Buffer>>();

/**
 * The preview signing key: read from app_secrets, made on first use. Two processes making it
 * at once both insert … on conflict do nothing, then both read the one row that won.
 */
export function previewSecret(db: Db): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadOrCreateSecret(db);
    secrets.set(db, secret);
    // A failed read (database down) is not remembered: the next request tries again.
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

async function loadOrCreateSecret(db: Db): Promise<Buffer> {
  const read = async () =>
    (await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, PREVIEW_SECRET_NAME)).limit(1))[0]?.value;
  let value = await read();
  if (!value) {
    await db.insert(appSecrets).values({ name: PREVIEW_SECRET_NAME, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
    value = await read();
  }
  if (!value) throw new Error('the preview secret could not be stored');
  return Buffer.from(value, 'base64url');
}

function mac(secret: Buffer, payload: string): Buffer {
  return createHmac('sha256', secret).update(SIGNING_CONTEXT + payload).digest();
}

export function signPreviewToken(secret: Buffer, claims: PreviewClaims): string {
  const payload = Buffer.from(`${claims.topicId}.${claims.organizationId}.${Math.floor(claims.expiresAt)}`).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/**
 * Checks the signature (in constant time) before reading anything else; then the expiry
 * against `now`. A token that is not one of ours is 'invalid'; ours but past its expiry is
 * 'expired' (the page says so instead of "not found").
 */
export function verifyPreviewToken(secret: Buffer, token: string, now: number = Date.now()): PreviewTokenCheck {
  const invalid = { ok: false, reason: 'invalid' } as const;
  if (token.length > PREVIEW_TOKEN_MAX_LENGTH) return invalid;
  const [payload, signature, extra] = token.split('.');
  if (extra !== undefined || !payload || !signature || !BASE64URL.test(payload) || !BASE64URL.test(signature)) return invalid;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  const match = PAYLOAD_PATTERN.exec(Buffer.from(payload, 'base64url').toString('utf8'));
  if (!match) return invalid;
  const claims = { topicId: Number(match[1]), organizationId: Number(match[2]), expiresAt: Number(match[3]) };
  if (claims.expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

/** A token for one topic that works for `lifetimeMs` from `now`. */
export async function issuePreviewToken(
  db: Db,
  topic: { id: number; organizationId: number },
  opts: { now?: number; lifetimeMs?: number } = {},
): Promise<{ token: string; claims: PreviewClaims }> {
  const claims: PreviewClaims = {
    topicId: topic.id,
    organizationId: topic.organizationId,
    expiresAt: (opts.now ?? Date.now()) + (opts.lifetimeMs ?? PREVIEW_TOKEN_LIFETIME_MS),
  };
  return { token: signPreviewToken(await previewSecret(db), claims), claims };
}

export async function checkPreviewToken(db: Db, token: string, now: number = Date.now()): Promise<PreviewTokenCheck> {
  return verifyPreviewToken(await previewSecret(db), token, now);
}
