// The admin surface for accounts: organizations, users, memberships, teams. Accounts come
// from the companion school-linking app in production; here the `pena` command and the
// demo seed call these. Each function is one transaction.
import { and, eq, sql } from 'drizzle-orm';
import { featureValues, type CountryCode, type TeamRole } from '../../domain/schemas/account.ts';
import { normalizeEmail } from '../auth/login.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { memberships, organizations, teamMembers, teams, users } from '../db/schema/index.ts';

export class AdminError extends Error {}

export interface OrganizationInput {
  name: string;
  countryCode?: CountryCode;
  verified?: boolean;
  isProvider?: boolean;
  useTeams?: boolean;
  features?: string[];
  enableAutosave?: boolean;
  enablePointSystem?: boolean;
  enablePointPerAnswer?: boolean;
  canImportLicenseQuestions?: boolean;
}

/** The feature names, each known (else AdminError), without repeats. */
export function checkFeatures(features: string[]): string[] {
  const unknown = features.filter((f) => !(featureValues as readonly string[]).includes(f));
  if (unknown.length) throw new AdminError(`Unknown feature(s): ${unknown.join(', ')}. Known: ${featureValues.join(', ')}`);
  return [...new Set(features)];
}

export async function createOrganization(db: Db, input: OrganizationInput) {
  if (!input.name.trim()) throw new AdminError('An organization needs a name');
  const [row] = await db
    .insert(organizations)
    .values({
      name: input.name.trim(),
      countryCode: input.countryCode ?? 'ID',
      verified: input.verified ?? false,
      isProvider: input.isProvider ?? false,
      useTeamsInQcreate: input.useTeams ?? false,
      features: checkFeatures(input.features ?? []),
      enableAutosave: input.enableAutosave ?? false,
      enablePointSystem: input.enablePointSystem ?? false,
      enablePointPerAnswer: input.enablePointPerAnswer ?? false,
      canImportLicenseQuestions: input.canImportLicenseQuestions ?? false,
    })
    .returning();
  return row!;
}

async function requireOrganization(db: Db, organizationId: number) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  if (!row) throw new AdminError(`No organization with id ${organizationId}`);
  return row;
}

export async function setOrganizationVerified(db: Db, organizationId: number, verified: boolean) {
  await requireOrganization(db, organizationId);
  await db.update(organizations).set({ verified, updatedAt: new Date() }).where(eq(organizations.id, organizationId));
}

export async function setOrganizationFeatures(db: Db, organizationId: number, features: string[]) {
  await requireOrganization(db, organizationId);
  await db
    .update(organizations)
    .set({ features: checkFeatures(features), updatedAt: new Date() })
    .where(eq(organizations.id, organizationId));
}

/** A new user's email (normalized) and password as createUser takes them; AdminError otherwise. */
export function checkNewUser(input: { email: string; password: string }): string {
  const email = normalizeEmail(input.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new AdminError(`Not an email address: ${input.email}`);
  if (input.password.length < 8) throw new AdminError('A password needs at least 8 characters');
  return email;
}

export async function createUser(
  db: Db,
  input: { email: string; password: string; name?: string; useAutosave?: boolean; /** an already computed hash of `password` */ passwordHash?: string },
) {
  const email = checkNewUser(input);
  const existing = await findUser(db, email);
  if (existing) throw new AdminError(`A user with email ${email} already exists`);
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash: input.passwordHash ?? (await hashPassword(input.password)), name: input.name ?? '', useAutosave: input.useAutosave ?? false })
    .returning();
  return row!;
}

export async function findUser(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
    .limit(1);
  return row ?? null;
}

async function requireUser(db: Db, email: string) {
  const user = await findUser(db, email);
  if (!user) throw new AdminError(`No user with email ${email}`);
  return user;
}

export interface MemberInput {
  organizationId: number;
  email: string;
  admin?: boolean;
  approved?: boolean;
  restricted?: boolean;
}

/** Adds the user to the organization, or updates the membership when it exists. */
export async function addMember(db: Db, input: MemberInput) {
  await requireOrganization(db, input.organizationId);
  const user = await requireUser(db, input.email);
  const values = {
    kind: input.admin ? 'admin' : 'teacher',
    approved: input.approved ?? true,
    restricted: input.restricted ?? false,
  };
  const [row] = await db
    .insert(memberships)
    .values({ organizationId: input.organizationId, userId: user.id, ...values })
    .onConflictDoUpdate({ target: [memberships.organizationId, memberships.userId], set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

/** Removes the user from the organization and from its teams. */
export async function removeMember(db: Db, organizationId: number, email: string) {
  const user = await requireUser(db, email);
  await db.transaction(async (tx) => {
    const orgTeams = tx.select({ id: teams.id }).from(teams).where(eq(teams.organizationId, organizationId));
    await tx.delete(teamMembers).where(and(eq(teamMembers.userId, user.id), sql`${teamMembers.teamId} in ${orgTeams}`));
    const removed = await tx
      .delete(memberships)
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, user.id)))
      .returning();
    if (removed.length === 0) throw new AdminError(`${email} is not a member of organization ${organizationId}`);
  });
}

export async function createTeam(db: Db, input: { organizationId: number; name: string; role: TeamRole; memberEmails?: string[] }) {
  await requireOrganization(db, input.organizationId);
  return db.transaction(async (tx) => {
    const [team] = await tx.insert(teams).values({ organizationId: input.organizationId, name: input.name.trim(), role: input.role }).returning();
    for (const email of input.memberEmails ?? []) await addTeamMemberIn(tx as unknown as Db, team!.id, email);
    return team!;
  });
}

export async function addTeamMember(db: Db, teamId: number, email: string) {
  return addTeamMemberIn(db, teamId, email);
}

async function addTeamMemberIn(db: Db, teamId: number, email: string) {
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId)).limit(1);
  if (!team) throw new AdminError(`No team with id ${teamId}`);
  const user = await requireUser(db, email);
  const [member] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.organizationId, team.organizationId), eq(memberships.userId, user.id)))
    .limit(1);
  if (!member) throw new AdminError(`${email} must be a member of the organization before joining its team`);
  await db.insert(teamMembers).values({ teamId, userId: user.id }).onConflictDoNothing();
}
