// Column helpers shared by every table, so each table reads the same way.
import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Integer identity primary key. */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();

/** created_at / updated_at, both set by the database. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** Optimistic-concurrency version, bumped on every write of a content row. */
export const lockVersion = () => integer().notNull().default(0);

/** Position among siblings where order matters (0-based). */
export const position = () => integer().notNull().default(0);

/** When the row was last published; null when never. */
export const publishedAt = () => timestamp({ withTimezone: true, mode: 'date' });

/** The lock_version last published (what students get); null when never published. */
export const publishedVersion = () => integer();
