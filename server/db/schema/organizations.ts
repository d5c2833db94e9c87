import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from './_checks.ts';
import { id, timestamps } from './_columns.ts';

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text().notNull(),
    /** 'ID' or 'PH' */
    countryCode: text().notNull().default('ID'),
    verified: boolean().notNull().default(false),
    /** The organization that owns the test bank. */
    isProvider: boolean().notNull().default(false),
    useTeamsInQcreate: boolean().notNull().default(false),
    enableAutosave: boolean().notNull().default(false),
    enablePointSystem: boolean().notNull().default(false),
    enablePointPerAnswer: boolean().notNull().default(false),
    canImportLicenseQuestions: boolean().notNull().default(false),
    /** Feature flags, e.g. manage_assessments, upload_question_bulk, upload_question_llm, manage_tags. */
    features: text().array().notNull().default([]),
    profileImageUrl: text(),
    ...timestamps,
  },
  (t) => [index('organizations_provider_idx').on(t.isProvider), check('organizations_country_check', oneOf(t.countryCode, ['ID', 'PH']))],
);

/** organization_id of every row an organization owns; the row goes when the organization goes. */
export const organizationRef = () =>
  integer()
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text().notNull(),
    passwordHash: text(),
    name: text().notNull().default(''),
    useAutosave: boolean().notNull().default(false),
    profileImageUrl: text(),
    ...timestamps,
  },
  // Emails are stored lowercased and unique whatever their case.
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`)],
);

/** A user's membership of an organization: teacher or admin, approved, restricted. */
export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    organizationId: organizationRef(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'teacher' or 'admin' */
    kind: text().notNull().default('teacher'),
    approved: boolean().notNull().default(true),
    restricted: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('memberships_org_user_idx').on(t.organizationId, t.userId),
    index('memberships_user_idx').on(t.userId),
    check('memberships_kind_check', oneOf(t.kind, ['teacher', 'admin'])),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: id(),
    organizationId: organizationRef(),
    name: text().notNull(),
    /** 'editor' | 'limited_editor' | 'publisher' */
    role: text().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('teams_org_name_idx').on(t.organizationId, t.name),
    check('teams_role_check', oneOf(t.role, ['editor', 'limited_editor', 'publisher'])),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    id: id(),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('team_members_team_user_idx').on(t.teamId, t.userId), index('team_members_user_idx').on(t.userId)],
);

// Rows as Drizzle selects them, named once beside their tables.
export type MembershipRow = typeof memberships.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;
