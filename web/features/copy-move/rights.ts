// Who is offered Copy and Move (spec §6): copying needs to view the record and to create
// somewhere (here, or in another of the user's organizations); moving needs to edit the record
// (a limited editor only their own); restricted users get neither. The server decides on the
// target itself (server/policies/copying.ts); the modal shows what may not be chosen.
import { canEditRecord } from '../../../domain/access/index.ts';
import { useSignedIn } from '../auth/index.ts';

type Owned = { creator_id: number | null; read_only?: boolean };

export function useCopyMoveRights() {
  const { access, user } = useSignedIn();
  const canCopy = !access.restricted && access.canViewContent && (access.canCreate || user.has_multiple_organizations);
  return {
    canCopy,
    /** A provider's read-only reference is not edited, so not moved either. */
    canMove: (record: Owned) => !record.read_only && canEditRecord(access, { creatorId: record.creator_id }, user.id),
  };
}
