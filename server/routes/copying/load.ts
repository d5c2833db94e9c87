// What the copy and move routes share: loading the source and the target scoped to the actor
// (a record, or a target, in an organization the actor is not a member of answers 404, never
// its contents) and authorizing the action, the request_id's earlier outcome, the job row
// written beside an inline copy or a move, and the answer when that inline work fails. The
// last three are any request_id job's (kind 'copy', 'move', 'excel_import', 'import_questions',
// 'document_import'): the spreadsheet, question and document import routes use them too.
//
// target_id is read as the kind's target (domain/schemas/copying.ts COPY_TARGET_KIND): an
// organization for a course, a course for a unit, a unit for a topic, a topic for a page,
// question or passage. An id that names no such record is a 404, as one in another
// organization is: the reply never tells the two apart.
import { eq } from 'drizzle-orm';
import { msg } from '../../../domain/messages/index.ts';
import { COPY_TARGET_KIND, type CopyAction, type CopyKind, type CopyMoveResult } from '../../../domain/schemas/copying.ts';
import type { JobStatusReply } from '../../../domain/schemas/publishing.ts';
import { actorId, type ActorRef } from '../../auth/actor.ts';
import { organizationContext, scoped } from '../../auth/scope.ts';
import type { Db, Tx } from '../../db/client.ts';
import { courses, jobStatuses } from '../../db/schema/index.ts';
import { isAssessmentCourse } from '../../commands/courseRules.ts';
import { AlreadyCompleted } from '../../commands/publishingLocks.ts';
import { TOPIC_FULL } from '../../commands/topicCapacity.ts';
import { AppError, errors } from '../../errors.ts';
import { JOB_SERVER_ERROR, JobRefusal } from '../../jobs/tracked.ts';
import type { Language } from '../../i18n.ts';
import { authorizeCopyOrMove, type CopySide } from '../../policies/copying.ts';
import { presentJob } from '../../presenters/job.ts';
import { courseShareFor } from '../../queries/courseShare.ts';
import { placeOf, type ContentPlace } from '../../queries/contentPlace.ts';
import { findJobStatus } from '../../queries/jobStatus.ts';

export interface LoadedSource extends CopySide {
  place: ContentPlace;
}

export interface LoadedTarget extends CopySide {
  /** The target record; null for an organization (a course copy). */
  place: ContentPlace | null;
  organizationId: number;
}

export async function loadSource(db: Db, actor: ActorRef, kind: CopyKind, id: number): Promise<LoadedSource> {
  const { record: place, ctx } = await scoped(db, actor, await placeOf(db, kind, id));
  const share = await courseShareFor(db, place.courseId, actorId(actor));
  if (!share) throw errors.notFound();
  return { place, ctx, record: place, share, assessment: kind === 'course' && (await assessmentCourse(db, id)) };
}

/** An assessment or tryout course (its copy needs the target's manage_assessments feature). */
async function assessmentCourse(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ schoolAssessmentCourse: courses.schoolAssessmentCourse, assessmentKind: courses.assessmentKind }).from(courses).where(eq(courses.id, id));
  return row ? isAssessmentCourse(row) : false;
}

export async function loadTarget(db: Db, actor: ActorRef, kind: CopyKind, targetId: number): Promise<LoadedTarget> {
  const targetKind = COPY_TARGET_KIND[kind];
  if (targetKind === 'organization') {
    const ctx = await organizationContext(db, actor, targetId);
    return { place: null, ctx, record: { creatorId: null }, share: null, organizationId: targetId };
  }
  const { record: place, ctx } = await scoped(db, actor, await placeOf(db, targetKind, targetId));
  const share = await courseShareFor(db, place.courseId, actorId(actor));
  if (!share) throw errors.notFound();
  return { place, ctx, record: place, share, organizationId: place.organizationId };
}

/** The source and the target of a copy or move, loaded for the actor and authorized (policies/copying.ts). */
export async function loadAuthorized(db: Db, actor: ActorRef, action: CopyAction, kind: CopyKind, id: number, targetId: number) {
  const source = await loadSource(db, actor, kind, id);
  const target = await loadTarget(db, actor, kind, targetId);
  authorizeCopyOrMove(action, actorId(actor), kind, source, target);
  return { source, target };
}

type Outcome = { status: 200 | 202; body: JobStatusReply };

/** The job_statuses kind of work a client names by its request_id. */
export type JobKind = CopyAction | 'excel_import' | 'import_questions' | 'document_import' | 'interchange_import';

/** The reply to an earlier request with this request_id, or null when there was none. */
export async function earlierOutcome(
  db: Db,
  userId: number,
  action: JobKind,
  requestId: string,
  language: Language,
): Promise<Outcome | null> {
  const row = await findJobStatus(db, requestId);
  if (!row) return null;
  // Someone else's id, or another action's: never theirs to read, and not a new request either.
  if (row.userId !== userId || row.kind !== action) throw errors.unprocessable({ request_id: msg('invalid') });
  const body = presentJob(row, language);
  if (row.status === 'failed' || row.status === 'cancelled') {
    throw new AppError('unprocessable_entity', { message: row.errorMessage ?? JOB_SERVER_ERROR });
  }
  return { status: row.status === 'completed' ? 200 : 202, body };
}

/**
 * A job object for work done inside the request: `complete` writes the job_statuses row,
 * completed with the result, in the work's own transaction. false: a request with the same id
 * got there first, so the work rolls back.
 */
export function inlineJob(input: { uuid: string; kind: JobKind; organizationId: number; userId: number }) {
  let recorded: boolean | undefined;
  return {
    uuid: input.uuid,
    get recorded() {
      return recorded;
    },
    progress: async (_percent: number) => {},
    complete: async (tx: Tx, result?: Record<string, unknown> | CopyMoveResult): Promise<boolean> => {
      const rows = await tx
        .insert(jobStatuses)
        .values({ uuid: input.uuid, organizationId: input.organizationId, userId: input.userId, kind: input.kind, status: 'completed', progress: 100, result: result ?? null })
        .onConflictDoNothing()
        .returning({ uuid: jobStatuses.uuid });
      recorded = rows.length > 0;
      return recorded;
    },
  };
}

/** The completed reply of inline work. */
export function completedReply(uuid: string, action: JobKind, result: CopyMoveResult | Record<string, unknown>): JobStatusReply {
  return { uuid, kind: action, status: 'completed', progress: 100, result, error: null };
}

/**
 * When a copy or move failed: the outcome of the same request_id if it got there first (a double
 * click; this one then found the record gone, or its row written), else the error as the route
 * answers it (a refusal a 422).
 */
export async function outcomeAfterFailure(db: Db, userId: number, action: JobKind, requestId: string, language: Language, error: unknown): Promise<Outcome> {
  const first = await earlierOutcome(db, userId, action, requestId, language);
  if (first) return first;
  if (error instanceof AlreadyCompleted) throw new Error(`a ${action} recorded as done has no job row`, { cause: error });
  if (error instanceof JobRefusal) throw refusalError(error);
  throw error;
}

/**
 * A refused copy or move as the route answers it: 422 with the refusal's message (a move into
 * its own parent, or into a topic without room for its questions, names target_id).
 */
export function refusalError(error: JobRefusal): AppError {
  const namesTarget = error.code === 'same_parent' || error.code === TOPIC_FULL;
  return new AppError('unprocessable_entity', { message: error.messages, fields: namesTarget ? { target_id: error.messages } : undefined });
}
