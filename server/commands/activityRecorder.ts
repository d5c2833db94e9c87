// The activity feed's lines (activity_events): who created, published, copied, moved, imported,
// reordered or deleted what in a course, and who changed a member's standing in an
// organization (course_id null). A line is written by the act's own command INSIDE the act's
// transaction, so an act and its line commit or roll back together. The item's title is kept as
// it was, so a deleted item keeps its line; titles are plain text, cut to TITLE_LENGTH.
import type { CopyKind } from '../../domain/schemas/copying.ts';
import type { ActivityItemType, ActivityKind } from '../../domain/schemas/history.ts';
import type { Db, Tx } from '../db/client.ts';
import { activityEvents } from '../db/schema/index.ts';
import { cutTitle } from './pageGenerator/pages.ts';
import { placeOf, type ContentPlace } from '../queries/contentPlace.ts';
import { memberStanding, type MemberStanding } from '../queries/memberStanding.ts';

/** A line shows a title, not a document: a question's stem is cut here. */
export const TITLE_LENGTH = 120;

export interface ActivityInput {
  organizationId: number;
  /** Null for an organization's own events (a member's role). */
  courseId: number | null;
  /** Null when no one acted (the demo seed). */
  actorId: number | null;
  kind: ActivityKind;
  itemType: ActivityItemType;
  /** Null for an event about the course or organization as a whole. */
  itemId: number | null;
  itemTitle: string;
  details?: Record<string, unknown>;
}

/** The API's kinds (bundle, chapter) in the feed's words. */
export const activityItemType: Record<CopyKind, ActivityItemType> = {
  course: 'course',
  bundle: 'unit',
  topic: 'topic',
  chapter: 'page',
  question: 'question',
  passage: 'passage',
};


/** One line, or many in one statement (a publish's line per topic). */
export async function recordActivity(db: Db | Tx, input: ActivityInput | readonly ActivityInput[]): Promise<void> {
  const lines = Array.isArray(input) ? (input as readonly ActivityInput[]) : [input as ActivityInput];
  if (lines.length === 0) return;
  await db.insert(activityEvents).values(
    lines.map((line) => ({
      organizationId: line.organizationId,
      courseId: line.courseId,
      actorId: line.actorId,
      kind: line.kind,
      itemType: line.itemType,
      itemId: line.itemId,
      itemTitle: cutTitle(line.itemTitle, TITLE_LENGTH),
      details: line.details ?? {},
    })),
  );
}

export interface ActOn {
  actorId: number | null;
  kind: ActivityKind;
  details?: Record<string, unknown>;
}

/** A line about a record where it sits now (placeOf: its organization, course and title). */
export async function recordActivityAt(db: Db | Tx, place: ContentPlace, act: ActOn): Promise<void> {
  await recordActivity(db, {
    organizationId: place.organizationId,
    courseId: place.courseId,
    actorId: act.actorId,
    kind: act.kind,
    itemType: activityItemType[place.kind],
    itemId: place.id,
    itemTitle: place.name,
    details: act.details,
  });
}

/**
 * A line about a course, unit, topic, page, question or passage, read where it is in the
 * transaction (call it before a delete: the line keeps what is about to go). Nothing is
 * written when the record is gone: the act then changed nothing either.
 */
export async function recordActivityOf(db: Db | Tx, kind: CopyKind, id: number, act: ActOn): Promise<ContentPlace | undefined> {
  const place = await placeOf(db, kind, id);
  if (place) await recordActivityAt(db, place, act);
  return place;
}

export interface MemberAct {
  organizationId: number;
  userId: number;
  actorId: number;
  kind: Extract<ActivityKind, 'role_changed' | 'member_added' | 'member_removed'>;
  details?: Record<string, unknown>;
}

/**
 * The organization's line (course_id null) about a member whose standing an act changed, with
 * { role, previous_role } as domain/access derives them: `before` read in the act's
 * transaction before it wrote. A role change that left the role as it was writes nothing.
 */
export async function recordRoleChange(tx: Db | Tx, act: MemberAct, before: MemberStanding | undefined): Promise<void> {
  const after = await memberStanding(tx, act.organizationId, act.userId);
  if (!after || (act.kind === 'role_changed' && before?.role === after.role)) return;
  await recordActivity(tx, {
    organizationId: act.organizationId,
    courseId: null,
    actorId: act.actorId,
    kind: act.kind,
    itemType: 'member',
    itemId: act.userId,
    itemTitle: after.name,
    details: { ...act.details, role: after.role, previous_role: before?.role ?? null },
  });
}
