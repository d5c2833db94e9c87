// Each copied page, question and passage starts a history of its own. Within one school its
// first version is 'copied' and names the original it came from; into another school it is
// 'imported' and names nothing: a cross-school copy carries no history of the source school.
import type { Tx } from '../../db/client.ts';
import type { VersionSource } from '../../db/schema/index.ts';
import { recordVersionsOfRows, type BulkItemType } from '../versionsOfRows.ts';
import type { IdMap, RowMaps } from './rows.ts';

export async function recordCopyVersions(tx: Tx, maps: Pick<RowMaps, 'chapters' | 'questions' | 'passages'>, by: { actorId: number; sameOrganization: boolean }) {
  const at = new Date();
  const of: [BulkItemType, IdMap][] = [
    ['page', maps.chapters],
    ['question', maps.questions],
    ['passage', maps.passages],
  ];
  for (const [itemType, map] of of) {
    if (map.size === 0) continue;
    const sources = by.sameOrganization
      ? new Map<number, VersionSource>([...map].map(([original, copy]) => [copy, { item_type: itemType, item_id: original, version_id: null }]))
      : undefined;
    await recordVersionsOfRows(tx, { kind: by.sameOrganization ? 'copied' : 'imported', itemType, ids: [...map.values()], authorId: by.actorId, at, sources });
  }
}
