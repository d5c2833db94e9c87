// Reads behind GET /content/organizations/{id}/members (spec §2 User Management): one page of
// the organization's members by name, searched by name or email with the §5 filter rule,
// their teams, and the total. Three statements whatever the organization's size.
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MembersQuery } from '../../domain/schemas/members.ts';
import type { TeamRole } from '../../domain/schemas/account.ts';
import { accessFor, strongerTeamRole, type OrganizationContext } from '../auth/actor.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { memberships, teamMembers, teams, users } from '../db/schema/index.ts';
import { normalizeSearch } from '../queries/courseList.ts';
import type { MemberRow } from '../presenters/members.ts';

/** `column`, lower-cased and stripped of everything but [a-z0-9], contains `term` (already normalized). */
function contains(column: AnyPgColumn, term: string): SQL {
  return sql`regexp_replace(lower(${column}), '[^a-z0-9]+', '', 'g') like ${`%${term}%`}`;
}

export async function listMembers(
  db: Db,
  ctx: OrganizationContext,
  query: MembersQuery,
): Promise<{ rows: MemberRow[]; count: number; pages: number }> {
  const orgId = ctx.organization.id;
  const term = normalizeSearch(query.q ?? '');
  const where = and(
    eq(memberships.organizationId, orgId),
    term ? sql`(${contains(users.name, term)} or ${contains(users.email, term)})` : undefined,
  );
  const [[total], page] = await Promise.all([
    db.select({ n: count() }).from(memberships).innerJoin(users, eq(users.id, memberships.userId)).where(where),
    db
      .select({ membership: memberships, user: { id: users.id, email: users.email, name: users.name } })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where)
      .orderBy(asc(sql`lower(${users.name})`), asc(users.email), asc(users.id))
      .limit(query.per)
      .offset((query.page - 1) * query.per),
  ]);
  const n = total?.n ?? 0;
  const ids = page.map((r) => r.user.id);
  const teamRows = ids.length
    ? await db
        .select({ userId: teamMembers.userId, id: teams.id, name: teams.name, role: teams.role })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(and(eq(teams.organizationId, orgId), inArray(teamMembers.userId, ids)))
        .orderBy(asc(teams.name), asc(teams.id))
    : [];
  const teamsOf = new Map<number, MemberRow['teams']>();
  for (const row of teamRows) {
    const list = teamsOf.get(row.userId) ?? [];
    list.push({ id: row.id, name: row.name, role: row.role as TeamRole });
    teamsOf.set(row.userId, list);
  }
  const rows = page.map(({ membership, user }) => {
    const memberTeams = teamsOf.get(user.id) ?? [];
    const strongest = memberTeams.reduce<TeamRole | undefined>((best, team) => strongerTeamRole(best, team.role), undefined);
    const role = accessFor(ctx.organization, membership, strongest ?? null).role;
    return { user, membership, role, teams: memberTeams };
  });
  return { rows, count: n, pages: Math.max(1, Math.ceil(n / query.per)) };
}

/** One member of the organization as the list shows it, or null when the user is not a member. */
export async function findMember(db: Db, ctx: OrganizationContext, userId: number): Promise<MemberRow | null> {
  const [row] = await db
    .select({ membership: memberships, user: { id: users.id, email: users.email, name: users.name } })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, ctx.organization.id), eq(memberships.userId, userId)))
    .limit(1);
  if (!row) return null;
  const memberTeams = await db
    .select({ id: teams.id, name: teams.name, role: teams.role })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teams.organizationId, ctx.organization.id), eq(teamMembers.userId, userId)))
    .orderBy(asc(teams.name), asc(teams.id));
  const typed = memberTeams.map((t) => ({ ...t, role: t.role as TeamRole }));
  const strongest = typed.reduce<TeamRole | undefined>((best, team) => strongerTeamRole(best, team.role), undefined);
  return { ...row, role: accessFor(ctx.organization, row.membership, strongest ?? null).role, teams: typed };
}
