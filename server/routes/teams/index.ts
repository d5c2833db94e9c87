// Team membership (spec §6, §7 "Organization"): POST /content/teams/{teamId}/add_member/{userId}
// and .../remove_member/{userId}, admins only. The user must be a member of the team's
// organization. Switching an organization between teams and no teams is
// PUT /content/organizations/{id} (routes/organizations).
import { and, asc, eq } from 'drizzle-orm';
import { errorReply, teamSchema, type Team, type TeamRole } from '../../../domain/schemas/account.ts';
import { teamMemberParams, teamMemberQuery } from '../../../domain/schemas/courses.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import type { ActorRef } from '../../auth/actor.ts';
import { scoped } from '../../auth/scope.ts';
import { addToTeam, removeFromTeam } from '../../commands/teamMembers.ts';
import type { RouteModule } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { memberships, teamMembers, teams, users } from '../../db/schema/index.ts';
import { errors } from '../../errors.ts';
import { authorizeTeam } from '../../policies/teams.ts';

const params = teamMemberParams.omit({ action: true });
const errorReplies = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };

/** The team with its members by name: one query. */
async function teamReply(db: Db, team: typeof teams.$inferSelect): Promise<Team> {
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, team.id))
    .orderBy(asc(users.name), asc(users.email));
  return { id: team.id, name: team.name, role: team.role as TeamRole, users: rows };
}

const teamRoutes: RouteModule = (app, ctx) => {
  const authenticate = authenticateHook(ctx.db);
  const { db } = ctx;

  /** The team (404 outside the actor's organizations), the actor authorized, the user a member. */
  async function load(actor: ActorRef, teamId: number, userId: number) {
    const [row] = await db.select().from(teams).where(eq(teams.id, teamId)).limit(1);
    const { record: team, ctx: org } = await scoped(db, actor, row);
    authorizeTeam(org, 'manage_members');
    const [member] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.organizationId, team.organizationId), eq(memberships.userId, userId)))
      .limit(1);
    // A user outside the team's organization is another organization's record.
    if (!member) throw errors.notFound();
    return team;
  }

  app.post(
    '/content/teams/:teamId/add_member/:userId',
    {
      onRequest: authenticate,
      schema: {
        tags: ['teams'],
        summary: 'Add a member of the organization to the team; `move=true` also takes them out of its other teams',
        params,
        querystring: teamMemberQuery,
        response: { 200: teamSchema, ...errorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const team = await load(user, request.params.teamId, request.params.userId);
      await addToTeam(db, team, request.params.userId, user.id, request.query.move === 'true');
      return teamReply(db, team);
    },
  );

  app.post(
    '/content/teams/:teamId/remove_member/:userId',
    {
      onRequest: authenticate,
      schema: {
        tags: ['teams'],
        summary: 'Take a member out of the team',
        params,
        response: { 200: teamSchema, ...errorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const team = await load(user, request.params.teamId, request.params.userId);
      await removeFromTeam(db, team, request.params.userId, user.id);
      return teamReply(db, team);
    },
  );
};

export default teamRoutes;

