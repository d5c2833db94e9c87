// The actor's access in the organization that owns a record. Every content route loads its
// record, then asks here: a user who is not a member of that organization gets 404, never
// the record (DESIGN "How a request flows").
import { and, eq } from 'drizzle-orm';
import type { TeamRole } from '../../domain/schemas/account.ts';
import type { Db } from '../db/client.ts';
import { memberships, organizations, teamMembers, teams } from '../db/schema/index.ts';
import { errors } from '../errors.ts';
import { accessFor, strongerTeamRole, type OrganizationContext } from './actor.ts';

/** The actor's context in one organization, or null when the actor is not a member. */
export async function findOrganizationContext(db: Db, userId: number, organizationId: number): Promise<OrganizationContext | null> {
  const [row] = await db
    .select({ organization: organizations, membership: memberships })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId)))
    .limit(1);
  if (!row) return null;
  let teamRole: TeamRole | null = null;
  if (row.organization.useTeamsInQcreate) {
    const roles = await db
      .select({ role: teams.role })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(and(eq(teamMembers.userId, userId), eq(teams.organizationId, organizationId)));
    for (const r of roles) teamRole = strongerTeamRole(teamRole ?? undefined, r.role as TeamRole);
  }
  return { ...row, teamRole, access: accessFor(row.organization, row.membership, teamRole) };
}

/** The actor's context in the organization, or 404 when the actor is not a member of it. */
export async function organizationContext(db: Db, userId: number, organizationId: number): Promise<OrganizationContext> {
  const ctx = await findOrganizationContext(db, userId, organizationId);
  if (!ctx) throw errors.notFound();
  return ctx;
}

/** A loaded record (or undefined) and the actor's context in its organization; 404 for either missing. */
export async function scoped<T extends { organizationId: number }>(
  db: Db,
  userId: number,
  record: T | undefined,
): Promise<{ record: T; ctx: OrganizationContext }> {
  if (!record) throw errors.notFound();
  return { record, ctx: await organizationContext(db, userId, record.organizationId) };
}
