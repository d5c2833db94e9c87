// Who is acting, in which organizations, with what access (spec §6). The access itself is
// derived by domain/access, the same functions the web uses for its route guards.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { deriveAccess, type Access } from '../../domain/access/index.ts';
import type { TeamRole } from '../../domain/schemas/account.ts';
import type { Db } from '../db/client.ts';
import { memberships, organizations, teamMembers, teams } from '../db/schema/index.ts';

export type OrganizationRow = typeof organizations.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;

export interface OrganizationContext {
  organization: OrganizationRow;
  membership: MembershipRow;
  teamRole: TeamRole | null;
  access: Access;
}

const teamRoleRank: Record<TeamRole, number> = { limited_editor: 1, editor: 2, publisher: 3 };

/** A user in several teams of one organization acts with the strongest of their roles. */
export function strongerTeamRole(current: TeamRole | undefined, candidate: TeamRole): TeamRole {
  return current && teamRoleRank[current] >= teamRoleRank[candidate] ? current : candidate;
}

/** The strongest team role a user holds in each organization. */
async function teamRolesFor(db: Db, userId: number, organizationIds: number[]): Promise<Map<number, TeamRole>> {
  const result = new Map<number, TeamRole>();
  if (organizationIds.length === 0) return result;
  const rows = await db
    .select({ organizationId: teams.organizationId, role: teams.role })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, userId), inArray(teams.organizationId, organizationIds)));
  for (const row of rows) {
    result.set(row.organizationId, strongerTeamRole(result.get(row.organizationId), row.role as TeamRole));
  }
  return result;
}

export function accessFor(organization: OrganizationRow, membership: MembershipRow, teamRole: TeamRole | null): Access {
  return deriveAccess(
    {
      useTeams: organization.useTeamsInQcreate,
      features: organization.features,
      verified: organization.verified,
      canImportLicenseQuestions: organization.canImportLicenseQuestions,
      isProvider: organization.isProvider,
    },
    { admin: membership.kind === 'admin', approved: membership.approved, restricted: membership.restricted, teamRole },
  );
}

/** Every organization the user belongs to, ordered by name, with the user's access in each. */
export async function organizationsOf(db: Db, userId: number): Promise<OrganizationContext[]> {
  const rows = await db
    .select({ organization: organizations, membership: memberships })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(organizations.name), asc(organizations.id));
  const roles = await teamRolesFor(
    db,
    userId,
    rows.map((r) => r.organization.id),
  );
  return rows.map(({ organization, membership }) => {
    const teamRole = roles.get(organization.id) ?? null;
    return { organization, membership, teamRole, access: accessFor(organization, membership, teamRole) };
  });
}
