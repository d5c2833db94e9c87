// Activity rows → API JSON (domain/schemas/history.ts activityEventSchema). An event whose
// actor's account is gone has a null actor; a member without a name is named by their email.
import type { ActivityEvent } from '../../domain/schemas/history.ts';
import type { ActivityRow } from '../queries/activityFeed.ts';

export function presentActivityEvent(row: ActivityRow): ActivityEvent {
  return {
    id: row.id,
    kind: row.kind,
    item_type: row.itemType,
    item_id: row.itemId,
    item_title: row.itemTitle,
    actor: row.actorId !== null ? { id: row.actorId, name: row.actorName || row.actorEmail || '' } : null,
    details: row.details,
    created_at: row.createdAt.toISOString(),
  };
}
