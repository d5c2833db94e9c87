// Course-download links (spec §4 "Download courses progress": sent to email;
// domain/schemas/downloads.ts GET /downloads/{token}): a signed token naming one uploaded_files
// row of purpose 'course_download' and when the link expires. The token is the capability: no
// session is needed, so the emailed link works on any device, and it opens that one file only,
// until DOWNLOAD_LINK_LIFETIME_MS after the job completed. Signed by auth/signedTokens.ts with
// the 'downloads' row of app_secrets.
import { signingSecret, signToken, verifiedPayload } from '../auth/signedTokens.ts';
import type { Db } from '../db/client.ts';

export const DOWNLOADS_SECRET_NAME = 'downloads';
const SIGNING_CONTEXT = 'pena-download-v1:';
const PAYLOAD_PATTERN = /^([1-9][0-9]{0,9})\.([1-9][0-9]{0,9})\.([0-9]{1,16})$/;
/** The longest token made here is 96 characters (Fastify reads path parameters up to 100). */
export const DOWNLOAD_TOKEN_MAX_LENGTH = 100;

export interface DownloadClaims {
  /** uploaded_files.id */
  fileId: number;
  organizationId: number;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export type DownloadTokenCheck = { ok: true; claims: DownloadClaims } | { ok: false; reason: 'invalid' | 'expired' };

export function downloadsSecret(db: Db): Promise<Buffer> {
  return signingSecret(db, DOWNLOADS_SECRET_NAME);
}

export function signDownloadToken(secret: Buffer, claims: DownloadClaims): string {
  return signToken(secret, SIGNING_CONTEXT, `${claims.fileId}.${claims.organizationId}.${Math.floor(claims.expiresAt)}`);
}

/** 'invalid' for anything not signed here; 'expired' for a genuine link past its expiry. */
export function verifyDownloadToken(secret: Buffer, token: string, now: number = Date.now()): DownloadTokenCheck {
  const payload = verifiedPayload(secret, SIGNING_CONTEXT, token, DOWNLOAD_TOKEN_MAX_LENGTH);
  const match = payload === null ? null : PAYLOAD_PATTERN.exec(payload);
  if (!match) return { ok: false, reason: 'invalid' };
  const claims = { fileId: Number(match[1]), organizationId: Number(match[2]), expiresAt: Number(match[3]) };
  if (claims.expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

/** The path of the link, relative to Pena's origin (the email prefixes PUBLIC_URL). */
export function downloadPath(token: string): string {
  return `/downloads/${token}`;
}

export async function checkDownloadToken(db: Db, token: string, now: number = Date.now()): Promise<DownloadTokenCheck> {
  return verifyDownloadToken(await downloadsSecret(db), token, now);
}
