// Sessions: create on login, look up per request, revoke on logout.
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { memberships, organizations, sessions, users } from '../db/schema/index.ts';
import { contextOf, membershipColumns, type Actor, type OrganizationContext } from './actor.ts';
import { prepared } from '../db/prepared.ts';
import { hashToken, newToken } from './tokens.ts';

/** A user as a request sees it: every column but the password hash, which only login reads. */
export type SessionUser = Omit<typeof users.$inferSelect, 'passwordHash'>;
/** The user of a valid session with every organization they belong to: the request's actor. */
export type SignedInUser = SessionUser & Actor;

const TOUCH_INTERVAL_MS = 10 * 60_000;

const { passwordHash: _passwordHash, ...userColumns } = getTableColumns(users);

export async function createSession(db: Db, userId: number, ttlMs: number): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

export type SessionLookup = { state: 'valid'; user: SignedInUser; sessionId: number } | { state: 'expired' } | { state: 'missing' };

/**
 * One statement per request: the session, its user and the user's memberships (each with its
 * organization and team roles), one row per membership (one row with none when the user has
 * none), ordered by organization name like organizationsOf.
 */
const sessionByToken = (db: Db) =>
  prepared(db, 'auth_session', (name) =>
    db
      .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, lastUsedAt: sessions.lastUsedAt, user: userColumns, ...membershipColumns })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(memberships, eq(memberships.userId, sessions.userId))
      .leftJoin(organizations, eq(organizations.id, memberships.organizationId))
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .orderBy(asc(organizations.name), asc(organizations.id))
      .prepare(name),
  );

const touchSession = (db: Db) =>
  prepared(db, 'auth_session_touch', (name) =>
    db
      .update(sessions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(sessions.id, sql.placeholder('id')))
      .prepare(name),
  );

export async function findSession(db: Db, token: string): Promise<SessionLookup> {
  const rows = await sessionByToken(db).execute({ tokenHash: hashToken(token) });
  const first = rows[0];
  if (!first) return { state: 'missing' };
  const now = Date.now();
  if (first.expiresAt.getTime() <= now) return { state: 'expired' };
  // Remember when a session was last used, at most once per interval, so requests stay reads.
  if (now - first.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) await touchSession(db).execute({ id: first.sessionId });
  const contexts: OrganizationContext[] = [];
  for (const { organization, membership, teamRoles } of rows) {
    if (organization && membership) contexts.push(contextOf({ organization, membership, teamRoles }));
  }
  return { state: 'valid', user: { ...first.user, organizations: contexts }, sessionId: first.sessionId };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
