// Who is acting, in which organizations, with what access (spec §6). The access itself is
// derived by domain/access, the same functions the web uses for its route guards.
//
// A signed-in request carries its actor: the user and every organization they belong to,
// loaded with the session in one statement (auth/sessions.ts). Routes pass that actor (not
// only its id) to organizationsOf / findOrganizationContext / scoped, which then answer from
// it without another statement; given a bare user id (a job, a test) they ask the database.
import { asc, eq, sql } from 'drizzle-orm';
import { deriveAccess, type Access } from '../../domain/access/index.ts';
import type { TeamRole } from '../../domain/schemas/account.ts';
import type { Db } from '../db/client.ts';
import { memberships, organizations, teamMembers, teams, type OrganizationRow, type MembershipRow } from '../db/schema/index.ts';
import { prepared } from '../db/prepared.ts';


export interface OrganizationContext {
  organization: OrganizationRow;
  membership: MembershipRow;
  teamRole: TeamRole | null;
  access: Access;
}

/** The signed-in user's id and every organization they belong to (ordered by name), loaded with the session. */
export interface Actor {
  id: number;
  organizations: readonly OrganizationContext[];
}

/** Who acts: the request's actor (memberships already loaded) or a bare user id (looked up). */
export type ActorRef = number | Actor;

export function actorId(actor: ActorRef): number {
  return typeof actor === 'number' ? actor : actor.id;
}

const teamRoleRank: Record<TeamRole, number> = { limited_editor: 1, editor: 2, publisher: 3 };

/** A user in several teams of one organization acts with the strongest of their roles. */
export function strongerTeamRole(current: TeamRole | undefined, candidate: TeamRole): TeamRole {
  return current && teamRoleRank[current] >= teamRoleRank[candidate] ? current : candidate;
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

/**
 * The columns of one membership row in the statements that load them: the organization, the
 * membership, and the roles of the member's teams in that organization (comma-separated, or
 * null), so the strongest role comes in the same statement.
 */
export const membershipColumns = {
  organization: organizations,
  membership: memberships,
  teamRoles: sql<string | null>`(select string_agg(${teams.role}, ',') from ${teamMembers} inner join ${teams} on ${teams.id} = ${teamMembers.teamId} where ${teamMembers.userId} = ${memberships.userId} and ${teams.organizationId} = ${memberships.organizationId})`,
};

/** One row of membershipColumns → the actor's context in that organization. */
export function contextOf(row: { organization: OrganizationRow; membership: MembershipRow; teamRoles: string | null }): OrganizationContext {
  let teamRole: TeamRole | null = null;
  for (const role of row.teamRoles ? row.teamRoles.split(',') : []) teamRole = strongerTeamRole(teamRole ?? undefined, role as TeamRole);
  const { organization, membership } = row;
  return { organization, membership, teamRole, access: accessFor(organization, membership, teamRole) };
}

const organizationsOfUser = (db: Db) =>
  prepared(db, 'auth_organizations_of', (name) =>
    db
      .select(membershipColumns)
      .from(memberships)
      .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
      .where(eq(memberships.userId, sql.placeholder('userId')))
      .orderBy(asc(organizations.name), asc(organizations.id))
      .prepare(name),
  );

/** Every organization the user belongs to, ordered by name, with the user's access in each. */
export async function organizationsOf(db: Db, actor: ActorRef): Promise<OrganizationContext[]> {
  if (typeof actor !== 'number') return [...actor.organizations];
  const rows = await organizationsOfUser(db).execute({ userId: actor });
  return rows.map(contextOf);
}
