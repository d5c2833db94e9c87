// Reads behind GET /content/organizations/{id}: members, teams, tags and subjects.
// A fixed number of queries whatever the organization's size.
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { OrganizationDetail, Role, TeamRole } from '../../domain/schemas/account.ts';
import { accessFor, strongerTeamRole, type OrganizationContext } from '../auth/actor.ts';
import type { Db } from '../db/client.ts';
import { courseCourseTags, courseTags, memberships, subjects, teamMembers, teams, users } from '../db/schema/index.ts';

type Parts = Pick<OrganizationDetail, 'members' | 'teams' | 'course_tags' | 'subjects' | 'country_subjects'>;

export async function organizationParts(db: Db, ctx: OrganizationContext, includeMembers: boolean): Promise<Parts> {
  const orgId = ctx.organization.id;
  const [tagRows, subjectRows, countryRows] = await Promise.all([
    db
      .select({ id: courseTags.id, name: courseTags.name, type: courseTags.type, count: count(courseCourseTags.courseId) })
      .from(courseTags)
      .leftJoin(courseCourseTags, eq(courseCourseTags.courseTagId, courseTags.id))
      .where(eq(courseTags.organizationId, orgId))
      .groupBy(courseTags.id)
      .orderBy(asc(courseTags.type), asc(courseTags.name)),
    db
      .select({ id: subjects.id, name: subjects.name, organization_id: subjects.organizationId })
      .from(subjects)
      .where(eq(subjects.organizationId, orgId))
      .orderBy(asc(subjects.name)),
    db
      .select({ id: subjects.id, name: subjects.name, organization_id: subjects.organizationId })
      .from(subjects)
      .where(and(isNull(subjects.organizationId), eq(subjects.countryCode, ctx.organization.countryCode)))
      .orderBy(asc(subjects.name)),
  ]);
  const tagsAndSubjects = {
    course_tags: tagRows.map((t) => ({ ...t, type: t.type === 'grade' ? ('grade' as const) : ('other' as const) })),
    subjects: subjectRows,
    country_subjects: countryRows,
  };
  if (!includeMembers) return { members: [], teams: [], ...tagsAndSubjects };

  const [memberRows, teamRows] = await Promise.all([
    db
      .select({ membership: memberships, user: { id: users.id, email: users.email, name: users.name } })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.organizationId, orgId))
      .orderBy(asc(users.name), asc(users.email)),
    db
      .select({ team: teams, user: { id: users.id, email: users.email, name: users.name } })
      .from(teams)
      .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
      .leftJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teams.organizationId, orgId))
      .orderBy(asc(teams.name), asc(users.name)),
  ]);

  const teamList = new Map<number, Parts['teams'][number]>();
  const strongest = new Map<number, TeamRole>();
  for (const { team, user } of teamRows) {
    const role = team.role as TeamRole;
    const entry = teamList.get(team.id) ?? { id: team.id, name: team.name, role, users: [] };
    teamList.set(team.id, entry);
    if (user) {
      entry.users.push(user);
      strongest.set(user.id, strongerTeamRole(strongest.get(user.id), role));
    }
  }

  const members = memberRows.map(({ membership, user }) => {
    const role: Role = accessFor(ctx.organization, membership, strongest.get(user.id) ?? null).role;
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      admin: membership.kind === 'admin',
      approved: membership.approved,
      restricted: membership.restricted,
      role,
    };
  });
  return { members, teams: [...teamList.values()], ...tagsAndSubjects };
}
