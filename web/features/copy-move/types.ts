// What the Copy/Move modal is opened with (spec §2 "Copy/Move modal", §4 "Object kinds for
// copy or move"): the record, where it sits now, and the action the teacher picked, if any.
import type { CopyAction, CopyKind } from '../../../domain/schemas/copying.ts';

export type CopySource = {
  kind: CopyKind;
  id: number;
  /** Name or title; a question's plain-text stem. */
  name: string;
  organization_id: number;
  course_id: number;
  /** The unit it is in (a topic, page, question or passage). */
  bundle_id?: number | null;
  /** The topic it is in (a page, question or passage). */
  topic_id?: number | null;
  /** Opens on the target step with this action chosen ("Copy to…", "Move to…"). */
  action?: CopyAction;
};

export type CopyMoveModalProps = {
  /** The record to copy or move; null: the modal is closed. */
  source: CopySource | null;
  onClose: () => void;
};
