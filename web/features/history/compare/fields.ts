// An item compared field by field: each editor says what its fields are (CompareField, in the
// order its screen shows them, built from a version's document or from the draft), and the
// fields of two versions are paired by id and compared as rich text. Plain text (a title, a
// number, "Yes") goes in escaped (textAsHtml), so one comparison marks every kind of field.
import { compareRichText, type DiffLabels } from '../diff/compareRichText.ts';

/** One field of an item as the comparison shows it. */
export type CompareField = {
  /** Stable across versions: a field path ("title", "answers.2.correct"). */
  id: string;
  label: string;
  /** Rich HTML, or plain text made HTML by textAsHtml; '' when the field is empty. */
  html: string;
};

export type FieldComparison = {
  id: string;
  label: string;
  /** The older side with deletions marked ('' when it had no such field or it was empty). */
  before: string;
  /** The newer side with insertions marked. */
  after: string;
  changed: boolean;
};

/** Plain text as HTML that shows it as it is: escaped, line breaks kept, formulas left as text for the view to render. */
export function textAsHtml(text: string | number | null | undefined): string {
  if (text === null || text === undefined) return '';
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, '<br>');
}

/** Ids of both lists in order: the newer's, with fields only the older had after the field they followed there. */
function fieldOrder(before: readonly CompareField[], after: readonly CompareField[]): string[] {
  const order = after.map((field) => field.id);
  const present = new Set(order);
  let previous: string | null = null;
  for (const field of before) {
    if (!present.has(field.id)) {
      const at = previous === null ? 0 : order.indexOf(previous) + 1;
      order.splice(at, 0, field.id);
      present.add(field.id);
    }
    previous = field.id;
  }
  return order;
}

/** The fields of two versions paired by id, each compared word by word. */
export function compareFields(before: readonly CompareField[], after: readonly CompareField[], labels?: DiffLabels): FieldComparison[] {
  const older = new Map(before.map((field) => [field.id, field]));
  const newer = new Map(after.map((field) => [field.id, field]));
  return fieldOrder(before, after).map((id) => {
    const a = older.get(id);
    const b = newer.get(id);
    const result = compareRichText(a?.html ?? '', b?.html ?? '', labels);
    return { id, label: (b ?? a)!.label, before: result.before, after: result.after, changed: result.changed };
  });
}
