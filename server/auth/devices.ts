// Known devices: after a successful login the browser gets a `pena_device` cookie bound to
// the account. Its failed logins are counted apart from the address's (auth/throttle.ts), so
// the owner still gets in from their own browser while someone guesses from elsewhere or
// from the same school network. Only the token's SHA-256 is stored.
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { knownDevices } from '../db/schema/index.ts';
import { hashToken, newToken } from './tokens.ts';

export const DEVICE_COOKIE = 'pena_device';
/** A device unused this long is forgotten (the cookie expires with it). */
export const DEVICE_TTL_MS = 180 * 24 * 3600_000;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/** The id of the account's known device this cookie names, or null. */
export async function findKnownDevice(db: Db, userId: number, token: string | undefined): Promise<number | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ id: knownDevices.id, lastUsedAt: knownDevices.lastUsedAt })
    .from(knownDevices)
    .where(and(eq(knownDevices.tokenHash, hashToken(token)), eq(knownDevices.userId, userId)))
    .limit(1);
  if (!row || row.lastUsedAt.getTime() <= Date.now() - DEVICE_TTL_MS) return null;
  return row.id;
}

/** After a successful login: keep the known device (touched) or make this browser one. */
export async function rememberDevice(db: Db, userId: number, deviceId: number | null, token: string | undefined): Promise<string> {
  if (deviceId !== null && token) {
    await db.update(knownDevices).set({ lastUsedAt: new Date() }).where(eq(knownDevices.id, deviceId));
    return token;
  }
  const fresh = newToken();
  await db.insert(knownDevices).values({ userId, tokenHash: hashToken(fresh) });
  return fresh;
}

export function setDeviceCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(DEVICE_COOKIE, token, {
    // Only the login route reads it.
    path: '/map/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.publicUrl.startsWith('https:'),
    expires: new Date(Date.now() + DEVICE_TTL_MS),
  });
}
