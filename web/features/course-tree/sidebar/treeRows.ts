// The sidebar tree flattened into the rows on screen: each unit, then (when it is open and
// accessible) its topics or a no-topics row. A flat list is what the virtualizer windows.
import type { CourseTree, TreeBundle, TreeTopic } from '../../../../domain/schemas/courses.ts';

export type TreeRow =
  | { kind: 'unit'; key: string; bundle: TreeBundle; open: boolean }
  | { kind: 'topic'; key: string; bundle: TreeBundle; topic: TreeTopic }
  | { kind: 'empty'; key: string; bundle: TreeBundle };

/** Row heights in px (fixed, so a long course scrolls without measuring). */
export const ROW_HEIGHT: Record<TreeRow['kind'], number> = { unit: 40, topic: 34, empty: 32 };

/** A locked unit never opens, whatever was stored for it. */
export function isUnitOpen(bundle: TreeBundle, open: ReadonlySet<number>): boolean {
  return bundle.accessible && open.has(bundle.id);
}

export function treeRows(bundles: CourseTree['bundles'], open: ReadonlySet<number>): TreeRow[] {
  const rows: TreeRow[] = [];
  for (const bundle of bundles) {
    const expanded = isUnitOpen(bundle, open);
    rows.push({ kind: 'unit', key: `u${bundle.id}`, bundle, open: expanded });
    if (!expanded) continue;
    if (bundle.topics.length === 0) rows.push({ kind: 'empty', key: `e${bundle.id}`, bundle });
    for (const topic of bundle.topics) rows.push({ kind: 'topic', key: `t${topic.id}`, bundle, topic });
  }
  return rows;
}
