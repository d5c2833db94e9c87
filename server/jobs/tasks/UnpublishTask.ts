// The unpublish job (spec §4 "Unpublishing"): started by POST /content/courses/{id}/unpublish,
// run by commands/courseUnpublisher.ts, which checks the §8 refusals again under lock; one
// transaction, idempotent.
import type { SelectedTopic } from '../../../domain/schemas/publishing.ts';
import { unpublishCourse } from '../../commands/courseUnpublisher.ts';
import { defineTrackedTask } from '../tracked.ts';

export interface UnpublishJobData {
  course_id: number;
  topics: SelectedTopic[];
}

export const UnpublishTask = defineTrackedTask<UnpublishJobData>({
  name: 'unpublish',
  // One short transaction; retried on errors other than a refusal, harmlessly (see PublishTask).
  queue: { retryLimit: 3, retryDelay: 5, expireInSeconds: 5 * 60 },
  handler: async (ctx, job, data) => {
    await unpublishCourse(ctx.database.db, job, { courseId: data.course_id, organizationId: job.organizationId, topics: data.topics, actorId: job.userId });
  },
});
