// What publish and unpublish check before they start a job: the course, scoped to the actor
// (another organization's: 404), the publish permission (§6: 403), and that every selected
// topic is listed once and belongs to this course (else 422 naming `topics.<i>.id`). Then the
// job, answered at once as 202 with its pending status for the screens to poll (§4).
import type { JobStatusReply, SelectedTopic } from '../../../domain/schemas/publishing.ts';
import type { SignedInUser } from '../../auth/sessions.ts';
import { topicNotInCourse } from '../../commands/publishingMessages.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../errors.ts';
import { startJob } from '../../jobs/tracked.ts';
import { authorizePublish, type PublishAction } from '../../policies/publishing.ts';
import { loadCourse } from '../../loaders/course.ts';
import { readTopics } from '../../commands/courseUnpublisher.ts';

const listedTwice = { en: 'This topic is selected more than once.', id: 'Topik ini dipilih lebih dari sekali.' };

/** The course and its selected topics as stored, after every check; throws the 404, 403 or 422. */
export async function checkedSelection(ctx: AppContext, user: SignedInUser, courseId: number, action: PublishAction, selection: readonly SelectedTopic[]) {
  const { course, share, ctx: org } = await loadCourse(ctx.db, user, courseId);
  authorizePublish(org, user.id, course, share, action);
  const topicRows = await readTopics(ctx.db, selection.map((t) => t.id));
  const fields: Record<string, { en: string; id: string }> = {};
  const seen = new Set<number>();
  selection.forEach((t, i) => {
    if (seen.has(t.id)) fields[`topics.${i}.id`] = listedTwice;
    else if (topicRows.get(t.id)?.courseId !== course.id) fields[`topics.${i}.id`] = topicNotInCourse;
    seen.add(t.id);
  });
  if (Object.keys(fields).length > 0) throw errors.unprocessable(fields);
  return { course, topicRows };
}

/** Starts the tracked job and answers what GET /jobs/{uuid} would: pending, nothing done yet. */
export async function startPublishJob(
  ctx: AppContext,
  input: { task: PublishAction; organizationId: number; userId: number; courseId: number; topics: readonly SelectedTopic[] },
): Promise<JobStatusReply> {
  const { uuid } = await startJob(ctx, {
    task: input.task,
    kind: input.task,
    organizationId: input.organizationId,
    userId: input.userId,
    data: { course_id: input.courseId, topics: input.topics },
  });
  return { uuid, kind: input.task, status: 'pending', progress: 0, result: null, error: null };
}
