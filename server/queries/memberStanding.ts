// A member's name and §6 role in an organization, as the actor's own access is derived
// (auth/actor.ts contextOf: the admin, restricted and approved flags, and the strongest role of
// their teams): what the organization's activity says a role change went from and to. One query.
import { and, eq } from 'drizzle-orm';
import type { Role } from '../../domain/schemas/account.ts';
import { contextOf, membershipColumns } from '../auth/actor.ts';
import type { Db, Tx } from '../db/client.ts';
import { memberships, organizations, users } from '../db/schema/index.ts';

export interface MemberStanding {
  name: string;
  role: Role;
}

/** Undefined when the user is not a member of the organization. */
export async function memberStanding(db: Db | Tx, organizationId: number, userId: number): Promise<MemberStanding | undefined> {
  const [row] = await db
    .select({ ...membershipColumns, name: users.name, email: users.email })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  return row && { name: row.name || row.email, role: contextOf(row).access.role };
}
