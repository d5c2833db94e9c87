// Logging in: rate limit per account and address, check the password, require a
// teacher joined to a school, pick the organization, open a session.
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema/index.ts';
import { AppError, errors } from '../errors.ts';
import { organizationsOf, type OrganizationContext } from './actor.ts';
import { verifyPassword } from './passwords.ts';
import { clearFailures, createSession, recentFailures, recordFailure, type SessionUser } from './sessions.ts';

export interface LoginResult {
  user: SessionUser;
  token: string;
  expiresAt: Date;
  contexts: OrganizationContext[];
  selected: OrganizationContext;
}

/** Addresses may try this many times the per-account limit (a school shares one address). */
const ADDRESS_FACTOR = 5;

export const loginFailed = () =>
  new AppError('unprocessable_entity', {
    message: {
      en: 'Could not log in. Please check your username and password.',
      id: 'Gagal masuk. Periksa kembali nama pengguna dan kata sandi Anda.',
    },
  });

export const notATeacher = () =>
  new AppError('permission_error', {
    message: {
      en: 'Could not login. Please log in with a teacher account.',
      id: 'Tidak dapat masuk. Silakan masuk dengan akun guru yang sudah bergabung dengan sekolah.',
    },
  });

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function logIn(
  { db, config }: AppContext,
  input: { email: string; password: string; organizationId?: number | undefined; address: string },
): Promise<LoginResult> {
  const email = normalizeEmail(input.email);
  const failures = await recentFailures(db, email, input.address, config.login.windowMs);
  if (failures.byEmail >= config.login.maxAttempts || failures.byAddress >= config.login.maxAttempts * ADDRESS_FACTOR) {
    throw errors.rateLimited();
  }

  const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email)).limit(1);
  const ok = await verifyPassword(input.password, user?.passwordHash);
  if (!user || !ok) {
    await recordFailure(db, email, input.address);
    throw loginFailed();
  }

  const contexts = await organizationsOf(db, user.id);
  if (contexts.length === 0) throw notATeacher();
  const selected = contexts.find((c) => c.organization.id === input.organizationId) ?? contexts[0]!;

  await clearFailures(db, email);
  const { token, expiresAt } = await createSession(db, user.id, config.tokenTtlMs);
  return { user, token, expiresAt, contexts, selected };
}
