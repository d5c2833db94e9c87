// Adds a member of the organization to one of its teams, or takes them out, from the team
// management screen (spec §6). Adding someone already in the team changes nothing; removing
// someone not in it changes nothing. `move` also takes the user out of the organization's
// other teams in the same transaction: that is how an admin changes a member's role.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { teamMembers, teams } from '../db/schema/index.ts';

export async function addToTeam(db: Db, team: { id: number; organizationId: number }, userId: number, move = false): Promise<void> {
  await db.transaction(async (tx) => {
    if (move) {
      const otherTeams = tx
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.organizationId, team.organizationId), ne(teams.id, team.id)));
      await tx.delete(teamMembers).where(and(eq(teamMembers.userId, userId), sql`${teamMembers.teamId} in ${otherTeams}`));
    }
    await tx.insert(teamMembers).values({ teamId: team.id, userId }).onConflictDoNothing();
  });
}

export async function removeFromTeam(db: Db, teamId: number, userId: number): Promise<void> {
  await db.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
}
