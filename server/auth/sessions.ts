// Sessions: create on login, look up per request, revoke on logout.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { hashToken, newToken } from './tokens.ts';

export type SessionUser = typeof users.$inferSelect;

const TOUCH_INTERVAL_MS = 10 * 60_000;

export async function createSession(db: Db, userId: number, ttlMs: number): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

export type SessionLookup = { state: 'valid'; user: SessionUser; sessionId: number } | { state: 'expired' } | { state: 'missing' };

export async function findSession(db: Db, token: string): Promise<SessionLookup> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { state: 'missing' };
  const now = Date.now();
  if (row.session.expiresAt.getTime() <= now) return { state: 'expired' };
  // Remember when a session was last used, at most once per interval, so requests stay reads.
  if (now - row.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastUsedAt: new Date(now) }).where(eq(sessions.id, row.session.id));
  }
  return { state: 'valid', user: row.user, sessionId: row.session.id };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
