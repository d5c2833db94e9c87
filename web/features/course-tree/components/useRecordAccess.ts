// What the signed-in teacher may do to a course, unit or topic: the same domain/access rules
// the server's policies apply, so a button shown is a call the server accepts.
import { canDeleteRecord, canEditRecord } from '../../../../domain/access/index.ts';
import { useSignedIn } from '../../auth/index.ts';

type Owned = { creator_id: number | null };

export function useRecordAccess() {
  const { access, user } = useSignedIn();
  return {
    canCreate: access.canCreate,
    canEdit: (record: Owned) => canEditRecord(access, { creatorId: record.creator_id }, user.id),
    canDelete: (record: Owned) => canDeleteRecord(access, { creatorId: record.creator_id }, user.id),
    /** Adding a unit to a course or a topic to a unit: create, on a parent the teacher may edit. */
    canAddTo: (parent: Owned) => access.canCreate && canEditRecord(access, { creatorId: parent.creator_id }, user.id),
  };
}
