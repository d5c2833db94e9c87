// Login throttling that an attacker cannot turn against the owner of an account.
//
// Failures are counted per *source* of an account: the (account, address) pair, or the
// (account, known device) pair when the browser carries the account's `pena_device` cookie
// (auth/devices.ts). A source gets a few free tries, then a delay that doubles with each
// failure, then is locked for the window. Guesses from other addresses, or from the same
// address without the owner's device cookie, fill other sources' counts and never the
// owner's. Each address also has a cap across all accounts (password spraying), with its
// own growing delay; known devices are not counted against their address.
// The rows live in the database so that every process counts the same attempts.
import { and, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginAttempts } from '../db/schema/index.ts';

export interface ThrottleConfig {
  /** Failures of one source in the window before it is locked (LOGIN_MAX_ATTEMPTS). */
  maxAttempts: number;
  windowMs: number;
}

/** Where a login attempt comes from: the address always, the known device when there is one. */
export interface LoginSource {
  email: string;
  address: string;
  deviceId: number | null;
}

/** Failures a source may make before delays start. */
export const FREE_ATTEMPTS = 3;
/** An address (a school shares one) fails this many times the per-source limit freely… */
export const ADDRESS_FREE_FACTOR = 2;
/** …and is locked at this many times. */
export const ADDRESS_FACTOR = 5;
/** The longest delay an address's growing delay reaches. */
const ADDRESS_MAX_DELAY_MS = 60_000;

/** Failure times, newest first, within the window. */
export interface RecentFailures {
  source: Date[];
  address: Date[];
}

/**
 * When the next attempt may come, given the newest failures first: free below `free`
 * failures, then a delay doubling from 1 s (at most `maxDelayMs`) after the newest, and at
 * `limit` failures not before the `limit`-th newest leaves the window.
 */
function nextAllowed(times: Date[], free: number, limit: number, maxDelayMs: number, windowMs: number): number {
  const n = times.length;
  if (n >= limit) return times[limit - 1]!.getTime() + windowMs;
  if (n < free) return 0;
  const delay = Math.min(1000 * 2 ** (n - free), maxDelayMs);
  return times[0]!.getTime() + delay;
}

/** Milliseconds until this source may try again, 0 when it may try now. */
export function retryAfterMs(failures: RecentFailures, known: boolean, config: ThrottleConfig, now: number): number {
  const { maxAttempts, windowMs } = config;
  let until = nextAllowed(failures.source, Math.min(FREE_ATTEMPTS, maxAttempts), maxAttempts, windowMs, windowMs);
  if (!known) {
    const addressLimit = maxAttempts * ADDRESS_FACTOR;
    until = Math.max(until, nextAllowed(failures.address, maxAttempts * ADDRESS_FREE_FACTOR, addressLimit, ADDRESS_MAX_DELAY_MS, windowMs));
  }
  return Math.max(0, until - now);
}

const fromSource = (source: LoginSource) =>
  source.deviceId === null
    ? and(eq(loginAttempts.email, source.email), eq(loginAttempts.address, source.address), isNull(loginAttempts.deviceId))
    : and(eq(loginAttempts.email, source.email), eq(loginAttempts.deviceId, source.deviceId));

/** The newest failures (at most `limit`) matching `where` within the window. */
async function failureTimes(db: Db, where: SQL | undefined, limit: number, windowMs: number): Promise<Date[]> {
  const since = new Date(Date.now() - windowMs);
  const rows = await db
    .select({ at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(gt(loginAttempts.attemptedAt, since), where))
    .orderBy(desc(loginAttempts.attemptedAt))
    .limit(limit);
  return rows.map((r) => r.at);
}

export async function recentFailures(db: Db, source: LoginSource, config: ThrottleConfig): Promise<RecentFailures> {
  const { maxAttempts, windowMs } = config;
  return {
    source: await failureTimes(db, fromSource(source), maxAttempts, windowMs),
    address:
      source.deviceId === null
        ? await failureTimes(db, and(eq(loginAttempts.address, source.address), isNull(loginAttempts.deviceId)), maxAttempts * ADDRESS_FACTOR, windowMs)
        : [],
  };
}

export async function recordFailure(db: Db, source: LoginSource): Promise<void> {
  await db.insert(loginAttempts).values(source);
}

/** A successful login forgets its own source's failures, never those of other sources. */
export async function clearFailures(db: Db, source: LoginSource): Promise<void> {
  await db.delete(loginAttempts).where(fromSource(source));
}
