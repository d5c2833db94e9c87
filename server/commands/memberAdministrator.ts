// Changes a member's standing in an organization from User Management (spec §6: administrators
// "change members' roles"): the admin, restricted and approved flags, in one transaction. An
// organization always keeps an administrator: taking the admin flag from the last one is a 422.
// Team places (the team roles) change through commands/teamMembers.ts.
import { and, eq, or } from 'drizzle-orm';
import type { UpdateMemberRequest } from '../../domain/schemas/members.ts';
import type { Db } from '../db/client.ts';
import { memberships } from '../db/schema/index.ts';
import { errors } from '../errors.ts';
import { recordRoleChange } from './activityRecorder.ts';
import { memberStanding } from '../queries/memberStanding.ts';

export const lastAdminMessage = {
  en: 'The organization needs at least one administrator: make another member an administrator first.',
  id: 'Organisasi memerlukan setidaknya satu administrator: jadikan anggota lain administrator terlebih dahulu.',
};

/**
 * Applies the change; false when the user is not (or no longer) a member of the organization.
 * A change of the member's §6 role is a line of the organization's activity.
 */
export async function changeMember(db: Db, organizationId: number, userId: number, change: UpdateMemberRequest, actorId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Lock the organization's admins and the member in id order, so two admins demoting
    // each other at once cannot both pass the "another admin remains" check.
    const rows = await tx
      .select({ id: memberships.id, userId: memberships.userId, kind: memberships.kind })
      .from(memberships)
      .where(and(eq(memberships.organizationId, organizationId), or(eq(memberships.kind, 'admin'), eq(memberships.userId, userId))))
      .orderBy(memberships.id)
      .for('update');
    const target = rows.find((r) => r.userId === userId);
    if (!target) return false;
    if (change.admin === false && target.kind === 'admin' && !rows.some((r) => r.kind === 'admin' && r.userId !== userId)) {
      throw errors.unprocessable({ admin: lastAdminMessage }, lastAdminMessage);
    }
    const before = await memberStanding(tx, organizationId, userId);
    await tx
      .update(memberships)
      .set({
        ...(change.admin !== undefined ? { kind: change.admin ? 'admin' : 'teacher' } : {}),
        ...(change.restricted !== undefined ? { restricted: change.restricted } : {}),
        ...(change.approved !== undefined ? { approved: change.approved } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
    await recordRoleChange(tx, { organizationId, userId, actorId, kind: 'role_changed' }, before);
    return true;
  });
}
