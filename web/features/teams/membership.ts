// Who is in which team, read from the organization's teams (a member may be in several; they
// act with the strongest role, as server/auth/actor.ts decides).
import type { Member, Team, TeamRole } from '../../../domain/schemas/account.ts';

const roleRank: Record<TeamRole, number> = { limited_editor: 1, editor: 2, publisher: 3 };

export function teamsOf(teams: readonly Team[], userId: number): Team[] {
  return teams.filter((team) => team.users.some((user) => user.id === userId));
}

/** The team whose role the member acts with, or null when in none. */
export function currentTeam(teams: readonly Team[], userId: number): Team | null {
  return teamsOf(teams, userId).reduce<Team | null>(
    (best, team) => (best === null || roleRank[team.role] > roleRank[best.role] ? team : best),
    null,
  );
}

const byName = (a: Member, b: Member) => (a.name || a.email).localeCompare(b.name || b.email);

/**
 * Members who can be added to a team: those not in it already. Administrators are left out:
 * they can do everything whatever their team.
 */
export function candidatesFor(team: Team, members: readonly Member[]): Member[] {
  const inTeam = new Set(team.users.map((user) => user.id));
  return members.filter((member) => !member.admin && !inTeam.has(member.id)).sort(byName);
}

/** Whose team decides their role: approved, unrestricted non-admins (others are admin or restricted whatever the team). */
export function roleFollowsTeam(member: Member): boolean {
  return !member.admin && !member.restricted && member.approved;
}

export const displayName = (person: { name: string; email: string }) => person.name || person.email;
