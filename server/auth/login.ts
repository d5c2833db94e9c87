// Logging in: throttle per account and source (auth/throttle.ts), check the password,
// require a teacher joined to a school, pick the organization, open a session and
// remember the browser as a known device of the account.
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema/index.ts';
import { AppError, errors } from '../errors.ts';
import { organizationsOf, type OrganizationContext } from './actor.ts';
import { findKnownDevice, rememberDevice } from './devices.ts';
import { verifyPassword } from './passwords.ts';
import { createSession, type SessionUser } from './sessions.ts';
import { clearFailures, recentFailures, recordFailure, retryAfterMs, type LoginSource } from './throttle.ts';

export interface LoginResult {
  user: SessionUser;
  token: string;
  expiresAt: Date;
  contexts: OrganizationContext[];
  selected: OrganizationContext;
  /** The known-device token for the `pena_device` cookie. */
  deviceToken: string;
}

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
  input: { email: string; password: string; organizationId?: number | undefined; address: string; deviceToken?: string | undefined },
): Promise<LoginResult> {
  const email = normalizeEmail(input.email);
  const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email)).limit(1);
  const deviceId = user ? await findKnownDevice(db, user.id, input.deviceToken) : null;
  const source: LoginSource = { email, address: input.address, deviceId };

  const wait = retryAfterMs(await recentFailures(db, source, config.login), deviceId !== null, config.login, Date.now());
  if (wait > 0) throw errors.rateLimited(Math.ceil(wait / 1000));

  const ok = await verifyPassword(input.password, user?.passwordHash);
  if (!user || !ok) {
    await recordFailure(db, source);
    throw loginFailed();
  }

  const contexts = await organizationsOf(db, user.id);
  if (contexts.length === 0) throw notATeacher();
  const selected = contexts.find((c) => c.organization.id === input.organizationId) ?? contexts[0]!;

  await clearFailures(db, source);
  const deviceToken = await rememberDevice(db, user.id, deviceId, input.deviceToken);
  const { token, expiresAt } = await createSession(db, user.id, config.tokenTtlMs);
  return { user, token, expiresAt, contexts, selected, deviceToken };
}
