import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './_columns.ts';
import { users } from './organizations.ts';

/** Login sessions. Only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Browsers that logged in to an account before: the `pena_device` cookie holds a random
 * token, only its SHA-256 is stored. Failed logins from a known device are counted on
 * their own, so guesses from elsewhere (even the same address) never lock the owner out.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('known_devices_user_idx').on(t.userId), index('known_devices_last_used_idx').on(t.lastUsedAt)],
);

/**
 * Failed login attempts, counted per account and address pair (or account and known
 * device, when `device_id` is set) and per address for rate limiting (auth/throttle.ts).
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    email: text().notNull(),
    address: text().notNull(),
    deviceId: integer().references(() => knownDevices.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_email_idx').on(t.email, t.attemptedAt), index('login_attempts_address_idx').on(t.address, t.attemptedAt)],
);
