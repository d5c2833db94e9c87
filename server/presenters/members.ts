// Member rows → API JSON for User Management (spec §2, §3 "Organization"). The
// only way this list leaves the server.
import type { Role, TeamRole } from '../../domain/schemas/account.ts';
import type { ManagedMember } from '../../domain/schemas/members.ts';
import type { MembershipRow } from '../db/schema/index.ts';

export interface MemberRow {
  user: { id: number; email: string; name: string };
  membership: MembershipRow;
  role: Role;
  teams: { id: number; name: string; role: TeamRole }[];
}

export function presentMember(row: MemberRow): ManagedMember {
  return {
    id: row.user.id,
    email: row.user.email,
    name: row.user.name,
    admin: row.membership.kind === 'admin',
    approved: row.membership.approved,
    restricted: row.membership.restricted,
    role: row.role,
    teams: row.teams.map((t) => ({ id: t.id, name: t.name, role: t.role })),
  };
}
