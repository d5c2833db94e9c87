// Learner-preview tokens (spec §2 "Preview": the link carries a short-lived, signed token
// scoped to one topic in its path). A token is the capability to read that topic's learner
// view until it expires: it is never the user's session token and opens nothing else.
//
// Shape: base64url(`<topic id>.<organization id>.<expiry epoch ms>`) "." base64url(HMAC-SHA256),
// signed by auth/signedTokens.ts with the 'preview' row of app_secrets.
import { PREVIEW_TOKEN_LIFETIME_MS } from '../../domain/constants.ts';
import { signingSecret, signToken, verifiedPayload } from '../auth/signedTokens.ts';
import type { Db } from '../db/client.ts';

export const PREVIEW_SECRET_NAME = 'preview';
/** Domain separation: a MAC made for something else with the same key never verifies here. */
const SIGNING_CONTEXT = 'pena-preview-v1:';
const PAYLOAD_PATTERN = /^([1-9][0-9]{0,9})\.([1-9][0-9]{0,9})\.([0-9]{1,16})$/;
/** The longest token this module makes is 95 characters (under Fastify's 100 for a path parameter); longer input is not read. */
export const PREVIEW_TOKEN_MAX_LENGTH = 100;

export interface PreviewClaims {
  topicId: number;
  organizationId: number;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export type PreviewTokenCheck = { ok: true; claims: PreviewClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** The preview signing key: the 'preview' row of app_secrets, made on first use. */
export function previewSecret(db: Db): Promise<Buffer> {
  return signingSecret(db, PREVIEW_SECRET_NAME);
}

export function signPreviewToken(secret: Buffer, claims: PreviewClaims): string {
  return signToken(secret, SIGNING_CONTEXT, `${claims.topicId}.${claims.organizationId}.${Math.floor(claims.expiresAt)}`);
}

/**
 * Checks the signature (in constant time) before reading anything else; then the expiry
 * against `now`. A token that is not one of ours is 'invalid'; ours but past its expiry is
 * 'expired' (the page says so instead of "not found").
 */
export function verifyPreviewToken(secret: Buffer, token: string, now: number = Date.now()): PreviewTokenCheck {
  const invalid = { ok: false, reason: 'invalid' } as const;
  const payload = verifiedPayload(secret, SIGNING_CONTEXT, token, PREVIEW_TOKEN_MAX_LENGTH);
  const match = payload === null ? null : PAYLOAD_PATTERN.exec(payload);
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
