// The sidebar tree flattened into the rows on screen: each unit, then (when it is open and
// accessible) its topics or a no-topics row. A flat list is what the virtualizer windows.
import type { CourseTree, TreeUnit, TreeTopic } from '../../../../domain/schemas/courses.ts';

export type TreeRow =
  | { kind: 'unit'; key: string; unit: TreeUnit; open: boolean }
  | { kind: 'topic'; key: string; unit: TreeUnit; topic: TreeTopic }
  | { kind: 'empty'; key: string; unit: TreeUnit };

/** Row heights in px (fixed, so a long course scrolls without measuring). */
export const ROW_HEIGHT: Record<TreeRow['kind'], number> = { unit: 40, topic: 34, empty: 32 };

/** A locked unit never opens, whatever was stored for it. */
export function isUnitOpen(unit: TreeUnit, open: ReadonlySet<number>): boolean {
  return unit.accessible && open.has(unit.id);
}

export function treeRows(units: CourseTree['bundles'], open: ReadonlySet<number>): TreeRow[] {
  const rows: TreeRow[] = [];
  for (const unit of units) {
    const expanded = isUnitOpen(unit, open);
    rows.push({ kind: 'unit', key: `u${unit.id}`, unit, open: expanded });
    if (!expanded) continue;
    if (unit.topics.length === 0) rows.push({ kind: 'empty', key: `e${unit.id}`, unit });
    for (const topic of unit.topics) rows.push({ kind: 'topic', key: `t${topic.id}`, unit, topic });
  }
  return rows;
}
