// Adds a member of the organization to one of its teams, or takes them out, from the team
// management screen (spec §6). Adding someone already in the team changes nothing; removing
// someone not in it changes nothing. `move` also takes the user out of the organization's
// other teams in the same transaction: that is how an admin changes a member's role.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { teamMembers, teams } from '../db/schema/index.ts';
import { memberStanding } from '../queries/memberStanding.ts';
import { recordRoleChange } from './activityRecorder.ts';

type TeamRef = { id: number; organizationId: number; name: string };

/**
 * What changed is a line of the organization's activity: a move is a role change (when the
 * role did change), an add a member added to the team.
 */
export async function addToTeam(db: Db, team: TeamRef, userId: number, actorId: number, move = false): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await memberStanding(tx, team.organizationId, userId);
    let left = 0;
    if (move) {
      const otherTeams = tx
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.organizationId, team.organizationId), ne(teams.id, team.id)));
      const removed = await tx.delete(teamMembers).where(and(eq(teamMembers.userId, userId), sql`${teamMembers.teamId} in ${otherTeams}`)).returning({ id: teamMembers.id });
      left = removed.length;
    }
    const added = await tx.insert(teamMembers).values({ teamId: team.id, userId }).onConflictDoNothing().returning({ id: teamMembers.id });
    if (added.length === 0 && left === 0) return;
    const act = { organizationId: team.organizationId, userId, actorId, details: { team: team.name } };
    await recordRoleChange(tx, { ...act, kind: move ? 'role_changed' : 'member_added' }, before);
  });
}

export async function removeFromTeam(db: Db, team: TeamRef, userId: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await memberStanding(tx, team.organizationId, userId);
    const removed = await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, userId))).returning({ id: teamMembers.id });
    if (removed.length === 0) return;
    await recordRoleChange(tx, { organizationId: team.organizationId, userId, actorId, kind: 'member_removed', details: { team: team.name } }, before);
  });
}
